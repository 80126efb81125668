import { describe, expect, it } from 'vitest';
import type { SpaceClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { Availability, Slot } from '../api/types';
import { createAvailability } from './availability';

/** 2026-03-27T09:00Z: 27 March in London, 26 March in Pago Pago, 27 March (23:00) in Kiritimati. */
const NOW = new Date('2026-03-27T09:00:00Z');

interface Request {
  typeId: string;
  from: string;
  to: string;
  fresh: boolean;
  answer(slots: Slot[], timezone?: string): void;
  fail(error: ApiError): void;
}

/** An availability endpoint whose answers the test gives, in any order. */
function setup(now = NOW) {
  const requests: Request[] = [];
  const client = {
    availability(_handle: string, typeId: string, range: { from: string; to: string }, options: { fresh?: boolean } = {}) {
      return new Promise<Availability>((resolve, reject) =>
        requests.push({
          typeId,
          ...range,
          fresh: options.fresh === true,
          answer: (slots, timezone = 'Europe/London') => resolve({ timezone, slots }),
          fail: reject,
        }),
      );
    },
  } as unknown as SpaceClient;
  const cache = createAvailability({
    fetch: (typeId, range, fresh) => client.availability('harbour-yoga', typeId, range, { signal: new AbortController().signal, fresh }),
    now: () => now,
  });
  return { cache, requests };
}

const slot = (date: string, start_time: string, remaining: number | null = 3): Slot => ({ date, start_time, end_time: start_time, remaining });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('availability cache', () => {
  it('asks once for the whole window, keeping only open slots inside it, sorted by time', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const done = cache.ensure('t1');
    expect(requests.map(({ from, to }) => ({ from, to }))).toEqual([{ from: '2026-03-27', to: '2026-05-27' }]);
    requests[0]!.answer([
      slot('2026-03-26', '09:00'),
      slot('2026-03-29', '18:30'),
      slot('2026-03-29', '09:00'),
      slot('2026-03-30', '09:00', 0),
      slot('2026-05-27', '09:00', null),
      slot('2026-05-28', '09:00'),
    ]);
    await done;
    const { byDate, loading, error } = cache.of('t1').value;
    expect([...byDate.keys()].sort()).toEqual(['2026-03-29', '2026-05-27']);
    expect(byDate.get('2026-03-29')!.map((s) => s.start_time)).toEqual(['09:00', '18:30']);
    expect({ loading, error }).toEqual({ loading: false, error: null });
    expect(cache.firstDate('t1')).toBe('2026-03-29');
  });

  it('before the zone is known, asks once for a range holding the window wherever the space is', async () => {
    const { cache, requests } = setup();
    const done = cache.ensure('t1');
    // As many dates as one request may hold (Limits: `to` at most 62 days after `from`).
    expect(requests.map(({ from, to }) => ({ from, to }))).toEqual([{ from: '2026-03-26', to: '2026-05-27' }]);
    requests[0]!.answer([slot('2026-03-26', '09:00'), slot('2026-03-27', '09:00'), slot('2026-05-27', '09:00')], 'Pacific/Pago_Pago');
    await done;
    expect(cache.zone.value).toBe('Pacific/Pago_Pago');
    expect(cache.today.value).toBe('2026-03-26');
    expect(cache.lastDay.value).toBe('2026-05-26');
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-26', '2026-03-27']);
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('for a space already a day ahead of UTC, shows the first answer and then asks for the last day', async () => {
    // 20:00 UTC on 27 March is 09:00 on 28 March in Auckland (UTC+13).
    const { cache, requests } = setup(new Date('2026-03-27T20:00:00Z'));
    const done = cache.ensure('t1');
    requests[0]!.answer([slot('2026-03-28', '09:00'), slot('2026-05-27', '09:00')], 'Pacific/Auckland');
    await done;
    expect(cache.today.value).toBe('2026-03-28');
    expect(cache.lastDay.value).toBe('2026-05-28');
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-28', '2026-05-27']);
    expect(requests.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '2026-03-26', to: '2026-05-27' },
      { from: '2026-05-28', to: '2026-05-28' },
    ]);
    requests[1]!.answer([slot('2026-05-28', '10:00')], 'Pacific/Auckland');
    await settle();
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-28', '2026-05-27', '2026-05-28']);
  });

  it('when the last day cannot be had, keeps what it shows and asks again next time', async () => {
    const { cache, requests } = setup(new Date('2026-03-27T20:00:00Z'));
    const done = cache.ensure('t1');
    requests[0]!.answer([slot('2026-03-28', '09:00')], 'Pacific/Auckland');
    await done;
    requests[1]!.fail(new ApiError({ kind: 'network', message: 'dropped' }));
    await settle();
    expect(cache.of('t1').value).toMatchObject({ loading: false, error: null });
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-28']);
    void cache.ensure('t1');
    expect(requests).toHaveLength(3);
    expect(requests[2]).toMatchObject({ from: '2026-03-28', to: '2026-05-28' });
  });

  it('shares a request in flight and asks again only when told the answer is out of date', async () => {
    const { cache, requests } = setup();
    const a = cache.ensure('t1');
    const b = cache.ensure('t1');
    expect(requests).toHaveLength(1);
    requests[0]!.answer([slot('2026-03-28', '09:00')]);
    await Promise.all([a, b]);
    await cache.ensure('t1');
    expect(requests).toHaveLength(1);
    const refreshed = cache.refresh('t1');
    expect(requests.map((r) => r.fresh)).toEqual([false, true]);
    requests[1]!.answer([]);
    await refreshed;
    expect(cache.firstDate('t1')).toBeNull();
  });

  it('keeps the newer answer when an older request answers last, and its waiters get the newer one', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const first = cache.ensure('t1');
    const refreshed = cache.refresh('t1');
    requests[1]!.answer([slot('2026-04-02', '09:00')]);
    await refreshed;
    requests[0]!.answer([slot('2026-03-28', '09:00')]);
    await first;
    expect(cache.firstDate('t1')).toBe('2026-04-02');
    expect(cache.of('t1').value.loading).toBe(false);
  });

  it('an older request that fails after a newer one answered leaves no error behind', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const first = cache.ensure('t1');
    const refreshed = cache.refresh('t1');
    requests[1]!.answer([slot('2026-04-02', '09:00')]);
    await refreshed;
    requests[0]!.fail(new ApiError({ kind: 'network', message: 'dropped' }));
    await first;
    expect(cache.of('t1').value.error).toBeNull();
  });

  it('an answer for a cleared cache (another space) sets neither the zone nor slots', async () => {
    const { cache, requests } = setup();
    const done = cache.ensure('t1');
    cache.clear();
    requests[0]!.answer([slot('2026-03-28', '09:00')], 'Asia/Tokyo');
    await done;
    await settle();
    expect(cache.zone.value).toBeNull();
    expect(cache.of('t1').value.byDate.size).toBe(0);
  });

  it('keeps a failure per type, bypasses caches on the retry after a failed refresh, and recovers', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const first = cache.ensure('t1');
    requests.shift()!.answer([slot('2026-03-27', '09:00')]);
    await first;
    const failed = cache.refresh('t1');
    requests[0]!.fail(new ApiError({ kind: 'http', status: 503, message: 'busy' }));
    await failed;
    expect(cache.of('t1').value).toMatchObject({ loading: false, error: { status: 503 } });
    expect(cache.of('t2').value.error).toBeNull();
    const retried = cache.ensure('t1');
    expect(requests[1]).toMatchObject({ typeId: 't1', fresh: true });
    requests[1]!.answer([slot('2026-03-28', '09:00')]);
    await retried;
    expect(cache.of('t1').value.error).toBeNull();
    expect(cache.firstDate('t1')).toBe('2026-03-28');
  });
});
