import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedTypeId } from './seed';
import { guest, startSandbox, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => t.close());

const ORIGIN = { Origin: 'https://studio-site.example' };
const avail = `/v1/public/harbour-yoga/booking-types/${seedTypeId('harbour-yoga', 'slow-flow')}/availability?from=2026-03-30&to=2026-04-05`;

const split = (v: string | null) => (v ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

describe('CORS', () => {
  it.each(['/v1/public/harbour-yoga/bookings', '/v1/public/harbour-yoga', '/health'])('answers the preflight of %s', async (path) => {
    const res = await fetch(t.url + path, {
      method: 'OPTIONS',
      headers: { ...ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(split(res.headers.get('access-control-allow-methods'))).toEqual(['get', 'post', 'options']);
    expect(split(res.headers.get('access-control-allow-headers'))).toEqual(['content-type', 'idempotency-key']);
    expect(res.headers.get('access-control-max-age')).toBe('600');
    // Credentials are never allowed: the public surface needs none.
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    ['profile', '/v1/public/harbour-yoga'],
    ['types', '/v1/public/harbour-yoga/booking-types'],
    ['availability', avail],
    ['posts', '/v1/public/harbour-yoga/posts'],
    ['health', '/health'],
    ['a 404', '/v1/public/nobody-here'],
    ['a 400', '/v1/public/harbour-yoga/booking-types?limit=0'],
  ])('opens %s to any origin and exposes Retry-After', async (_name, path) => {
    const r = await t.get(path, { headers: ORIGIN });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(split(r.headers.get('access-control-expose-headers'))).toContain('retry-after');
  });

  it('opens booking answers, successes and refusals, to any origin', async () => {
    const ok = await t.post('/v1/public/harbour-yoga/bookings', guest('harbour-yoga', 'private-session', '2026-03-30', '12:00'), ORIGIN);
    const full = await t.post('/v1/public/harbour-yoga/bookings', guest('harbour-yoga', 'private-session', '2026-03-30', '12:00'), ORIGIN);
    expect([ok.status, full.status]).toEqual([201, 409]);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(full.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('cache headers', () => {
  it.each([
    ['/v1/public/harbour-yoga', 'public, max-age=60'],
    ['/v1/public/harbour-yoga/booking-types', 'public, max-age=60'],
    ['/v1/public/harbour-yoga/posts', 'public, max-age=60'],
    [avail, 'public, max-age=5'],
    ['/health', 'no-store'],
    ['/v1/public/nobody-here', 'no-store'],
    ['/v1/public/harbour-yoga/posts?limit=0', 'no-store'],
  ])('%s: %s', async (path, cache) => {
    expect((await t.get(path)).headers.get('cache-control')).toBe(cache);
  });
});
