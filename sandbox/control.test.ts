import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/api/types';
import { guest, PINNED_NOW, startSandbox, type ControlBooking, type LoggedRequest, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => t.close());

const HY = 'harbour-yoga';
const committed = async (handle?: string) =>
  (await t.control<{ data: ControlBooking[] }>(handle ? `bookings?handle=${handle}` : 'bookings')).data;
const requests = async () => (await t.control<{ data: LoggedRequest[] }>('requests')).data;
const fault = (rule: unknown) => t.control('faults', rule);

describe('control routes outside test mode', () => {
  it.each([
    ['POST', 'reset'],
    ['POST', 'faults'],
    ['GET', 'bookings'],
    ['GET', 'requests'],
    ['POST', 'clock'],
  ])('%s /__sandbox/%s is 404', async (method, path) => {
    const plain = await startSandbox({ testMode: false });
    try {
      const res = await fetch(`${plain.url}/__sandbox/${path}`, {
        method,
        ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{"now":"2030-01-01T00:00:00Z"}' } : {}),
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error.type).toBe('not_found');
      expect((await plain.get<{ timestamp: string }>('/health')).body.timestamp).toBe(PINNED_NOW);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /__sandbox/reset', () => {
  it('clears bookings, idempotency keys, faults and the request log, and puts the clock back', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    const first = await t.book(HY, body, 'k-reset');
    await fault({ path: '/posts', fault: { type: 'status', status: 500 } });
    await t.control('clock', { now: '2026-05-01T12:00:00Z' });
    expect(await committed()).toHaveLength(1);
    await t.control('reset', {});
    expect((await t.control<{ now: string }>('clock')).now).toBe(PINNED_NOW);
    expect(await committed()).toEqual([]);
    expect(await requests()).toEqual([]);
    expect((await t.get('/v1/public/harbour-yoga/posts')).status).toBe(200);
    const again = await t.book(HY, body, 'k-reset');
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
  });
});

describe('POST /__sandbox/faults', () => {
  it('answers an injected status once, with CORS and its headers, without acting', async () => {
    await fault({ method: 'POST', path: '/bookings', fault: { type: 'status', status: 429, headers: { 'Retry-After': '7' } } });
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    const limited = await t.book(HY, body, 'k-429');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(limited.body.error).toEqual({ type: 'rate_limited', message: expect.any(String) });
    expect(await committed()).toEqual([]);
    expect((await t.book(HY, body, 'k-429')).status).toBe(201);
  });

  it('sends a given body as is', async () => {
    await fault({ path: '/v1/public/harbour-yoga?', fault: { type: 'status', status: 503, body: { error: { type: 'maintenance', message: 'back soon' } } } });
    const r = await t.get<ErrorBody>('/v1/public/harbour-yoga?locale=en');
    expect(r.status).toBe(503);
    expect(r.body.error.type).toBe('maintenance');
  });

  it('applies `times` times, only to the method and path it names', async () => {
    await fault({ method: 'GET', path: '/booking-types', times: 2, fault: { type: 'status', status: 500 } });
    expect((await t.get('/v1/public/harbour-yoga')).status).toBe(200);
    expect((await t.post('/v1/public/harbour-yoga/booking-types', {})).status).toBe(405);
    expect((await t.get('/v1/public/harbour-yoga/booking-types')).status).toBe(500);
    expect((await t.get('/v1/public/tide-sydney/booking-types')).status).toBe(500);
    expect((await t.get('/v1/public/harbour-yoga/booking-types')).status).toBe(200);
  });

  it('is not used up by the preflight of the request it targets', async () => {
    await fault({ path: '/bookings', fault: { type: 'status', status: 502 } });
    const pre = await fetch(`${t.url}/v1/public/harbour-yoga/bookings`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect((await t.book(HY, guest(HY, 'slow-flow', '2026-03-31', '19:00'))).status).toBe(502);
  });

  it('answers a malformed body', async () => {
    await fault({ path: '/booking-types', fault: { type: 'malformed' } });
    const r = await t.get('/v1/public/harbour-yoga/booking-types');
    expect(r.status).toBe(200);
    expect(() => JSON.parse(r.text)).toThrow();
  });

  it('drops the connection without acting', async () => {
    await fault({ path: '/bookings', fault: { type: 'drop' } });
    await expect(t.book(HY, guest(HY, 'slow-flow', '2026-03-31', '19:00'), 'k-drop')).rejects.toThrow();
    expect(await committed()).toEqual([]);
    const log = await requests();
    expect(log.at(-1)).toMatchObject({ method: 'POST', idempotency_key: 'k-drop', status: null });
  });

  it('commits, then drops: a retry with the same key gets the stored booking', async () => {
    await fault({ path: '/bookings', fault: { type: 'commit-then-drop' } });
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    await expect(t.book(HY, body, 'k-lost')).rejects.toThrow();
    const [stored] = await committed();
    expect(stored).toMatchObject({ idempotency_key: 'k-lost', scheduled_date: '2026-03-31' });
    const retry = await t.book(HY, body, 'k-lost');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toBe(stored!.id);
    expect(await committed()).toHaveLength(1);
  });

  it('delays an answer and then answers normally', async () => {
    await fault({ path: '/health', fault: { type: 'delay', ms: 50 } });
    const r = await t.get<{ status: string }>('/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
  });

  it('lists and clears faults, and refuses bad ones', async () => {
    await fault({ path: '/posts', times: 3, fault: { type: 'drop' } });
    const { data } = await t.control<{ data: { path: string; remaining: number }[] }>('faults');
    expect(data).toEqual([expect.objectContaining({ path: '/posts', remaining: 3 })]);
    expect((await fetch(`${t.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.get('/v1/public/harbour-yoga/posts')).status).toBe(200);
    for (const bad of [{}, { path: '/x', fault: { type: 'explode' } }, { path: '/x', fault: { type: 'status', status: 99 } }, { path: '/x', times: 0, fault: { type: 'drop' } }]) {
      const res = await fetch(`${t.url}/__sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bad) });
      expect(res.status).toBe(400);
    }
  });
});

describe('GET /__sandbox/bookings and /__sandbox/requests', () => {
  it('lists committed bookings, filtered by handle, with the key used', async () => {
    await t.book(HY, guest(HY, 'slow-flow', '2026-03-31', '19:00'), 'k-a');
    await t.book('failure-lab', guest('failure-lab', 'works', '2026-03-31', '10:00'));
    expect((await committed()).map((b) => b.handle).sort()).toEqual(['failure-lab', HY]);
    const lab = await committed('failure-lab');
    expect(lab).toHaveLength(1);
    expect(lab[0]).toMatchObject({ handle: 'failure-lab', idempotency_key: null, status: 'confirmed' });
    expect((await committed(HY))[0]!.idempotency_key).toBe('k-a');
  });

  it('logs API requests in order with method, path and query, key, origin and time', async () => {
    await t.get('/v1/public/harbour-yoga/posts?locale=de&limit=2', { headers: { Origin: 'https://site.example' } });
    await t.post('/v1/public/harbour-yoga/bookings', guest(HY, 'slow-flow', '2026-03-31', '19:00'), { 'Idempotency-Key': 'k-log' });
    await t.control('bookings');
    const log = await requests();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      method: 'GET',
      path: '/v1/public/harbour-yoga/posts?locale=de&limit=2',
      origin: 'https://site.example',
      idempotency_key: null,
      time: PINNED_NOW,
      status: 200,
      has_authorization: false,
    });
    expect(log[1]).toMatchObject({ method: 'POST', idempotency_key: 'k-log', status: 201, idempotency: 'new' });
    expect(log[1]!.seq).toBeGreaterThan(log[0]!.seq);
  });
});

describe('POST /__sandbox/clock', () => {
  it('moves the pinned clock', async () => {
    const moved = await t.control<{ now: string }>('clock', { now: '2026-10-25T00:15:00Z' });
    expect(moved.now).toBe('2026-10-25T00:15:00.000Z');
    expect((await t.get<{ timestamp: string }>('/health')).body.timestamp).toBe('2026-10-25T00:15:00.000Z');
    const res = await fetch(`${t.url}/__sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"now":"soon"}' });
    expect(res.status).toBe(400);
  });
});

describe('control CORS', () => {
  it('answers preflights and opens answers to any origin', async () => {
    const pre = await fetch(`${t.url}/__sandbox/faults`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const res = await fetch(`${t.url}/__sandbox/requests`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
