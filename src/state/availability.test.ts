import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpaceClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { Availability, Slot } from '../api/types';
import { FRAME_WAIT_MS } from '../shared/next-frame';
import { type AvailabilityCache, createAvailability } from './availability';
import { loadZoneRules } from './load-zone-rules';

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

/** Every cache a test made: disposed after it, so that no timer of one test runs in another's clock. */
const caches: AvailabilityCache[] = [];
afterEach(() => {
  for (const cache of caches.splice(0)) cache.dispose();
});

/** An availability endpoint whose answers the test gives, in any order. */
function setup(now: Date | (() => Date) = NOW) {
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
    now: typeof now === 'function' ? now : () => now,
    visitorZone: () => 'Europe/London',
    // The type on screen.
    shownType: () => 't1',
  });
  caches.push(cache);
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

describe('a space whose zone the browser does not know', () => {
  const UNKNOWN = 'America/Nowhere_Test';

  it('offers from the day before the UTC date to 62 days after it, asking for what the first answer did not hold', async () => {
    const { cache, requests } = setup();
    const done = cache.ensure('t1');
    requests[0]!.answer([slot('2026-03-25', '09:00'), slot('2026-03-26', '09:00'), slot('2026-03-27', '09:00'), slot('2026-05-27', '09:00')], UNKNOWN);
    await done;
    expect(cache.zone.value).toBe(UNKNOWN);
    expect(cache.today.value).toBe('2026-03-26');
    expect(cache.lastDay.value).toBe('2026-05-28');
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-26', '2026-03-27', '2026-05-27']);
    expect(cache.of('t1').value.error).toBeNull();
    expect(requests.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '2026-03-26', to: '2026-05-27' },
      { from: '2026-05-28', to: '2026-05-28' },
    ]);
    requests[1]!.answer([slot('2026-05-28', '07:00')], UNKNOWN);
    await settle();
    expect(cache.firstDate('t1')).toBe('2026-03-26');
    expect([...cache.of('t1').value.byDate.keys()].at(-1)).toBe('2026-05-28');
  });

  it('asks for the whole window at once when the profile named the zone first', async () => {
    const { cache, requests } = setup();
    cache.zone.value = UNKNOWN;
    const done = cache.ensure('t1');
    expect(requests.map(({ from, to }) => ({ from, to }))).toEqual([{ from: '2026-03-26', to: '2026-05-28' }]);
    requests[0]!.answer([slot('2026-03-28', '09:00')], UNKNOWN);
    await done;
    expect(cache.firstDate('t1')).toBe('2026-03-28');
    expect(cache.of('t1').value).toMatchObject({ loading: false, error: null });
  });
});

describe('the space\'s today follows the clock', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A cache on a fake clock starting at `start`, in a page (a document), with the zone rules and type t1 loaded. */
  async function loadedAt(start: string, zone = 'Europe/London', slots: Slot[] = []) {
    await loadZoneRules();
    vi.useFakeTimers({ now: new Date(start), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', page);
    const { cache, requests } = setup(() => new Date());
    cache.zone.value = zone;
    const done = cache.ensure('t1');
    requests[0]!.answer(slots, zone);
    await done;
    // The midnight is placed after the next paint: with no frames here, after the wait for one,
    // in a task of its own.
    await vi.advanceTimersByTimeAsync(FRAME_WAIT_MS);
    await vi.advanceTimersToNextTimerAsync();
    return { cache, requests, becomeVisible: () => page.dispatchEvent(new Event('visibilitychange')) };
  }

  it('moves at the space\'s midnight: yesterday leaves the window, which is asked for again', async () => {
    // 23:30 on Friday 27 March in London (GMT).
    const { cache, requests } = await loadedAt('2026-03-27T23:30:00Z', 'Europe/London', [
      slot('2026-03-27', '23:45'),
      slot('2026-03-28', '09:00'),
    ]);
    expect(cache.today.value).toBe('2026-03-27');
    expect(cache.firstDate('t1')).toBe('2026-03-27');
    vi.advanceTimersByTime(29 * 60_000);
    expect(cache.today.value).toBe('2026-03-27');
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(cache.today.value).toBe('2026-03-28');
    expect(cache.lastDay.value).toBe('2026-05-28');
    expect(requests.slice(1).map(({ from, to }) => ({ from, to }))).toEqual([{ from: '2026-03-28', to: '2026-05-28' }]);
    requests[1]!.answer([slot('2026-03-28', '09:00'), slot('2026-05-28', '09:00')]);
    await vi.waitFor(() => expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-28', '2026-05-28']));
    expect(cache.firstDate('t1')).toBe('2026-03-28');
  });

  it('finds the next midnight across a change of the clocks', async () => {
    // Sunday 29 March is 23 hours long in London: its midnight is 23:00 UTC.
    const { cache } = await loadedAt('2026-03-29T12:00:00Z');
    expect(cache.today.value).toBe('2026-03-29');
    vi.advanceTimersByTime(11 * 3_600_000 - 1000);
    expect(cache.today.value).toBe('2026-03-29');
    vi.advanceTimersByTime(1000);
    expect(cache.today.value).toBe('2026-03-30');
    // And the next one a day later, in summer time (placed, as the first, after the next paint).
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(cache.today.value).toBe('2026-03-31');
  });

  it('moves at the UTC midnight for a zone the browser does not know', async () => {
    const { cache } = await loadedAt('2026-03-27T23:59:00Z', 'America/Nowhere_Test');
    expect([cache.today.value, cache.lastDay.value]).toEqual(['2026-03-26', '2026-05-28']);
    vi.advanceTimersByTime(60_000);
    expect([cache.today.value, cache.lastDay.value]).toEqual(['2026-03-27', '2026-05-29']);
  });

  it('reads the clock again when the page becomes visible (a sleeping timer may not have fired)', async () => {
    const { cache, requests, becomeVisible } = await loadedAt('2026-03-27T23:30:00Z', 'Europe/London', [slot('2026-03-27', '23:45'), slot('2026-03-28', '09:00')]);
    // The clock jumps (the device slept) without the timer firing.
    vi.setSystemTime(new Date('2026-03-28T08:00:00Z'));
    expect(cache.today.value).toBe('2026-03-27');
    becomeVisible();
    expect(cache.today.value).toBe('2026-03-28');
    expect(requests.at(-1)).toMatchObject({ from: '2026-03-28', to: '2026-05-28' });
  });

  it('asks for a window again, past every cache, when the page is shown five minutes or more after its answer', async () => {
    const { cache, requests, becomeVisible } = await loadedAt('2026-03-27T12:00:00Z', 'Europe/London', [slot('2026-03-27', '14:00'), slot('2026-03-28', '09:00')]);
    vi.setSystemTime(new Date('2026-03-27T12:04:00Z'));
    becomeVisible();
    expect(requests).toHaveLength(1);
    // Six hours later, the same day: 14:00 has passed.
    vi.setSystemTime(new Date('2026-03-27T18:00:00Z'));
    becomeVisible();
    expect(requests.slice(1)).toMatchObject([{ from: '2026-03-27', to: '2026-05-27', fresh: true }]);
    requests[1]!.answer([slot('2026-03-28', '09:00')]);
    await vi.waitFor(() => expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-28']));
    // Answered just now: shown again at once, nothing more is asked.
    becomeVisible();
    expect(requests).toHaveLength(2);
  });

  it('asks only for the window on screen, once while it is on its way, and keeps it where the new answer fails', async () => {
    const { cache, requests, becomeVisible } = await loadedAt('2026-03-27T12:00:00Z', 'Europe/London', [slot('2026-03-28', '09:00')]);
    // Another type's times, looked at a moment (a hover in the list): not on screen.
    const other = cache.ensure('t2');
    requests[1]!.answer([slot('2026-03-29', '09:00')]);
    await other;
    vi.setSystemTime(new Date('2026-03-27T18:00:00Z'));
    becomeVisible();
    becomeVisible();
    expect(requests.slice(2).map((r) => r.typeId)).toEqual(['t1']);
    // A phone woken before its network: the times it had stay, and the next showing asks again.
    requests[2]!.fail(new ApiError({ kind: 'network', message: 'offline' }));
    await vi.waitFor(() => expect(cache.of('t1').value.loading).toBe(false));
    expect(cache.of('t1').value).toMatchObject({ error: null });
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-28']);
    becomeVisible();
    expect(requests.slice(3).map((r) => r.typeId)).toEqual(['t1']);
    // The type is gone: that is no network's fault, and the visitor is told.
    requests[3]!.fail(new ApiError({ kind: 'http', status: 404, message: 'gone' }));
    await vi.waitFor(() => expect(cache.of('t1').value.error?.status).toBe(404));
  });

  it('leaves no timer or listener behind once disposed', async () => {
    const { cache, becomeVisible } = await loadedAt('2026-03-27T23:30:00Z');
    expect(vi.getTimerCount()).toBe(1);
    cache.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(new Date('2026-03-28T08:00:00Z'));
    becomeVisible();
    expect(cache.today.value).toBe('2026-03-27');
  });

  it('keeps no timer while no space is known', async () => {
    const { cache } = await loadedAt('2026-03-27T23:30:00Z');
    cache.clear();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('dates other than the window (the schedule’s weeks)', () => {
  const WEEK = { from: '2026-03-30', to: '2026-04-05' };
  const now = { fresh: false, queue: (send: () => Promise<Availability>) => send() };
  const known = (cache: AvailabilityCache, typeId = 't1') => [...cache.of(typeId).value.known.keys()];

  it('asks for a week once: its dates, and only those, become known with their open slots', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const asked = cache.ensureDates('t1', WEEK, now);
    expect(requests.map(({ typeId, from, to, fresh }) => ({ typeId, from, to, fresh }))).toEqual([{ typeId: 't1', ...WEEK, fresh: false }]);
    requests[0]!.answer([slot('2026-04-01', '18:00'), slot('2026-04-01', '09:00'), slot('2026-04-02', '09:00', 0), slot('2026-04-06', '09:00')]);
    expect(await asked).toBe(true);
    expect(known(cache)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect([...cache.of('t1').value.byDate].map(([date, slots]) => [date, slots.map((s) => s.start_time)])).toEqual([['2026-04-01', ['09:00', '18:00']]]);
    // Known: asked for again, nothing goes out.
    expect(await cache.ensureDates('t1', WEEK, now)).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('asks nothing for a week the window holds, answered or on its way', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const window = cache.ensure('t1');
    requests[0]!.answer([slot('2026-04-01', '09:00')]);
    await window;
    expect(await cache.ensureDates('t1', WEEK, now)).toBe(true);
    expect(requests).toHaveLength(1);

    void cache.ensure('t2');
    const week = cache.ensureDates('t2', WEEK, now);
    expect(requests).toHaveLength(2);
    requests[1]!.answer([slot('2026-04-03', '09:00')]);
    expect(await week).toBe(true);
    expect(requests).toHaveLength(2);
    expect([...cache.of('t2').value.byDate.keys()]).toEqual(['2026-04-03']);
  });

  it('a window asked afresh (a booking was made) replaces the week’s slots; an older answer coming later changes none of its dates', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const week = cache.ensureDates('t1', WEEK, now);
    const refreshed = cache.refresh('t1');
    expect(requests.map((r) => r.fresh)).toEqual([false, true]);
    requests[1]!.answer([slot('2026-04-01', '10:00'), slot('2026-04-20', '09:00')]);
    await refreshed;
    requests[0]!.answer([slot('2026-04-01', '09:00'), slot('2026-04-02', '09:00')]);
    expect(await week).toBe(true);
    expect([...cache.of('t1').value.byDate].map(([date, slots]) => [date, slots.map((s) => s.start_time)])).toEqual([
      ['2026-04-01', ['10:00']],
      ['2026-04-20', ['09:00']],
    ]);
    // A newer answer for the week does replace the window's.
    void cache.ensureDates('t1', WEEK, { ...now, fresh: true });
    requests[2]!.answer([slot('2026-04-02', '11:00')]);
    await settle();
    expect([...cache.of('t1').value.byDate].map(([date, slots]) => [date, slots.map((s) => s.start_time)]).sort()).toEqual([
      ['2026-04-02', ['11:00']],
      ['2026-04-20', ['09:00']],
    ]);
  });

  it('keeps a failure on the week’s dates; asked again fresh, they are neither failed nor known until the answer comes', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const failed = cache.ensureDates('t1', WEEK, now);
    requests[0]!.fail(new ApiError({ kind: 'http', status: 503, message: 'busy' }));
    expect(await failed).toBe(false);
    expect(cache.of('t1').value.failed.get('2026-04-02')?.status).toBe(503);
    expect(cache.of('t1').value.failed.size).toBe(7);
    expect(known(cache)).toEqual([]);
    // The booking flow's window has no error of the week's.
    expect(cache.of('t1').value.error).toBeNull();

    const again = cache.ensureDates('t1', WEEK, { ...now, fresh: true });
    expect(requests[1]).toMatchObject({ ...WEEK, fresh: true });
    expect(cache.of('t1').value.failed.size).toBe(0);
    requests[1]!.answer([slot('2026-04-02', '09:00')]);
    expect(await again).toBe(true);
    expect(known(cache)).toHaveLength(7);
    expect(cache.of('t1').value.failed.size).toBe(0);
  });

  it('a week waiting for a window that fails shows the window’s failure', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    void cache.ensure('t1');
    const week = cache.ensureDates('t1', WEEK, now);
    requests[0]!.fail(new ApiError({ kind: 'http', status: 500, message: 'broken' }));
    expect(await week).toBe(false);
    expect(requests).toHaveLength(1);
    expect(cache.of('t1').value.failed.get(WEEK.from)?.status).toBe(500);
  });

  it('a request its queue drops asks nothing, and leaves the week to be asked for', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    expect(await cache.ensureDates('t1', WEEK, { fresh: false, queue: () => Promise.resolve(null) })).toBe(false);
    expect(requests).toHaveLength(0);
    expect(cache.of('t1').value.failed.size).toBe(0);
    void cache.ensureDates('t1', WEEK, now);
    expect(requests).toHaveLength(1);
  });

  it('an answer or failure for a cleared cache (another space) changes nothing', async () => {
    const { cache, requests } = setup();
    cache.zone.value = 'Europe/London';
    const answered = cache.ensureDates('t1', WEEK, now);
    const failing = cache.ensureDates('t2', WEEK, now);
    cache.clear();
    cache.zone.value = 'Europe/London';
    requests[0]!.answer([slot('2026-04-01', '09:00')]);
    requests[1]!.fail(new ApiError({ kind: 'http', status: 503, message: 'busy' }));
    expect([await answered, await failing]).toEqual([false, false]);
    expect(known(cache)).toEqual([]);
    expect(cache.of('t2').value.failed.size).toBe(0);
  });
});
