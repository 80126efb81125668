import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guest, startSandbox, waitForRequest, type ControlBooking, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => {
  vi.useRealTimers();
  return t.close();
});

const HY = 'harbour-yoga';
const committed = async (handle = HY) => (await t.control<{ data: ControlBooking[] }>(`bookings?handle=${handle}`)).data;

describe('Idempotency-Key', () => {
  it('replays the original answer without booking again', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    const first = await t.book(HY, body, 'intent-1');
    const second = await t.book(HY, body, 'intent-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const rows = await committed();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotency_key).toBe('intent-1');
  });

  it('ignores key order when comparing bodies', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await t.book(HY, body, 'intent-order');
    const second = await t.book(HY, reordered, 'intent-order');
    expect(second.text).toBe(first.text);
    expect(await committed()).toHaveLength(1);
  });

  it('replays a 409 even after the session has a free place again', async () => {
    const full = guest(HY, 'private-session', '2026-03-30', '12:00');
    expect((await t.book(HY, full)).status).toBe(201);
    const body = guest(HY, 'private-session', '2026-03-30', '12:00');
    const refused = await t.book(HY, body, 'intent-409');
    expect(refused.status).toBe(409);
    t.sandbox.state.bookings.list(HY)[0]!.booking.status = 'cancelled';
    const replay = await t.book(HY, body, 'intent-409');
    expect(replay.status).toBe(409);
    expect(replay.text).toBe(refused.text);
    expect(replay.body.error.booking_failure?.reason).toBe('capacity_full');
    // Without the key the request acts, and now succeeds.
    expect((await t.book(HY, body)).status).toBe(201);
  });

  it('replays 4xx answers of validation too', async () => {
    const body = { ...guest(HY, 'slow-flow', '2026-03-31', '19:00'), notes: 'x'.repeat(1001) };
    const first = await t.book(HY, body, 'intent-400');
    const second = await t.book(HY, body, 'intent-400');
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with a different body', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    expect((await t.book(HY, body, 'intent-2')).status).toBe(201);
    const other = await t.book(HY, { ...body, scheduled_date: '2026-04-02' }, 'intent-2');
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('invalid_request');
    expect(await committed()).toHaveLength(1);
  });

  it('accepts keys up to 255 characters and refuses longer or empty ones', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    const long = await t.book(HY, body, 'k'.repeat(256));
    expect(long.status).toBe(400);
    expect(long.body.error.type).toBe('invalid_request');
    expect((await t.book(HY, body, '')).status).toBe(400);
    expect(await committed()).toHaveLength(0);
    expect((await t.book(HY, body, 'k'.repeat(255))).status).toBe(201);
  });

  it('scopes keys per handle', async () => {
    const a = await t.book(HY, guest(HY, 'slow-flow', '2026-03-31', '19:00'), 'shared-key');
    const b = await t.book('failure-lab', guest('failure-lab', 'works', '2026-03-31', '10:00'), 'shared-key');
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('keeps an answer for 24 hours, then acts again', async () => {
    const body = guest(HY, 'slow-flow', '2026-04-02', '19:00');
    const first = await t.book(HY, body, 'intent-day');
    await t.control('clock', { now: '2026-03-28T08:59:00Z' });
    expect((await t.book(HY, body, 'intent-day')).text).toBe(first.text);
    await t.control('clock', { now: '2026-03-28T09:00:00Z' });
    const later = await t.book(HY, body, 'intent-day');
    // Acting again finds the guest's own booking.
    expect(later.status).toBe(409);
    expect(later.body.error.booking_failure?.reason).toBe('duplicate_booking');
  });

  it('makes a request with the same key wait for one still in flight, then replays it', async () => {
    // The delay runs on a fake clock: the first request is held until the test moves it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await t.control('faults', { method: 'POST', path: '/bookings', fault: { type: 'delay', ms: 1500 } });
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    const first = t.book(HY, body, 'intent-flight');
    // The first request has claimed the key and is held by the delay.
    await waitForRequest(t, (r) => r.idempotency_key === 'intent-flight' && r.idempotency === 'new');
    const secondPending = t.book(HY, body, 'intent-flight');
    const waiting = await waitForRequest(t, (r) => r.idempotency_key === 'intent-flight' && r.idempotency !== 'new');
    expect(waiting.idempotency).toBe('waited');
    const mismatch = await t.book(HY, { ...body, scheduled_start_time: '20:00' }, 'intent-flight');
    expect(mismatch.status).toBe(400);
    await vi.advanceTimersByTimeAsync(1500);
    const [a, b] = await Promise.all([first, secondPending]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.text).toBe(a.text);
    expect(await committed()).toHaveLength(1);
  });

  it('leaves the key free after an injected server error, so a retry books', async () => {
    await t.control('faults', { path: '/bookings', fault: { type: 'status', status: 503, headers: { 'Retry-After': '2' } } });
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    const failed = await t.book(HY, body, 'intent-retry');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect(await committed()).toHaveLength(0);
    const retry = await t.book(HY, body, 'intent-retry');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });
});
