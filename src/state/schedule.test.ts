import { signal, type Signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_CONCURRENCY } from '../api/assumptions';
import { createClient } from '../api/client';
import { ApiError } from '../api/errors';
import { json, type Call } from '../api/fake-fetch.testing';
import type { Availability, BookingType, Slot } from '../api/types';
import { addDays } from '../time/zone';
import { createSchedule, groupByDay, weekDays, weekStarts, type ScheduleDeps } from './schedule';
import { EVERYTHING, matches } from './schedule-filters';
import { createStore } from './store';
import { emptyConfig } from './config';
import { loadZoneRules } from './load-zone-rules';
import { availabilityIn } from './availability.testing';

const TODAY = '2026-03-27';
const LAST = addDays(TODAY, 61);

const type = (n: number, over: Partial<BookingType> = {}): BookingType => ({
  id: `type-${n}`,
  slug: `type-${n}`,
  title: `Type ${String(n).padStart(2, '0')}`,
  duration_minutes: 60,
  price_amount: 1000,
  categories: [n % 2 ? 'land' : 'water'],
  ...over,
});
const slot = (date: string, start_time: string, remaining: number | null = 5): Slot => ({ date, start_time, end_time: start_time, remaining });

/** Answers held until the test releases them, one per request. */
function heldFetch() {
  const requests: { typeId: string; range: { from: string; to: string }; fresh: boolean; answer(a: Availability | ApiError): void }[] = [];
  let inFlight = 0;
  let most = 0;
  const fetch = (typeId: string, range: { from: string; to: string }, fresh: boolean) =>
    new Promise<Availability>((resolve, reject) => {
      most = Math.max(most, ++inFlight);
      requests.push({
        typeId,
        range,
        fresh,
        answer: (a) => {
          inFlight--;
          if (a instanceof ApiError) reject(a);
          else resolve(a);
        },
      });
    });
  return { fetch, requests, most: () => most, inFlight: () => inFlight };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const weekOf = (typeId: string, from: string): Availability => ({
  timezone: 'Australia/Sydney',
  // One session a day at an hour that depends on the type, and one outside the week asked for.
  slots: [...weekDays(from, LAST).map((d) => slot(d, `${String(6 + (Number(typeId.split('-')[1]) % 12)).padStart(2, '0')}:00`)), slot(addDays(from, 7), '09:00')],
});

/** 12:00 on TODAY in Sydney. */
const NOW = new Date(`${TODAY}T01:00:00Z`);

function setup(types: BookingType[], over: Partial<ScheduleDeps> = {}) {
  const held = heldFetch();
  const availability = availabilityIn('Australia/Sydney', NOW, held.fetch);
  const deps: ScheduleDeps = { types: signal(types), availability, ...over };
  return { ...held, deps, availability, schedule: createSchedule(deps) };
}

describe('the schedule’s requests', () => {
  it('asks for each type’s week once, with never more than the concurrency limit in flight', async () => {
    const types = Array.from({ length: 30 }, (_, i) => type(i));
    const { schedule, requests, most, inFlight } = setup(types);
    expect(AVAILABILITY_CONCURRENCY).toBe(6);
    // All at once as far as the limit allows: the first six leave together.
    expect(requests).toHaveLength(AVAILABILITY_CONCURRENCY);
    for (let answered = 0; answered < requests.length; answered++) {
      requests[answered]!.answer(weekOf(requests[answered]!.typeId, TODAY));
      await settle();
      expect(inFlight()).toBeLessThanOrEqual(AVAILABILITY_CONCURRENCY);
    }
    expect(most()).toBe(AVAILABILITY_CONCURRENCY);
    expect(requests.map((r) => r.typeId).sort()).toEqual(types.map((t) => t.id).sort());
    expect(new Set(requests.map((r) => `${r.range.from}..${r.range.to}`))).toEqual(new Set([`${TODAY}..${addDays(TODAY, 6)}`]));
    expect(schedule.shown.value.pending).toBe(0);
    // Thirty types, one session each per day; the slot outside the week is left out.
    expect(schedule.sessions.value).toHaveLength(30);
  });

  it('opens on the week’s first day with sessions once every type’s week is known: today’s may all have passed', async () => {
    const { schedule, requests } = setup([type(1), type(2)]);
    const later = (typeId: string): Availability => ({ ...weekOf(typeId, TODAY), slots: weekOf(typeId, TODAY).slots.filter((s) => s.date > addDays(TODAY, 1)) });
    requests[0]!.answer(later('type-1'));
    await settle();
    // One type is still on its way: its sessions may be today's.
    expect(schedule.day.value).toBe(TODAY);
    requests[1]!.answer(later('type-2'));
    await settle();
    expect(schedule.day.value).toBe(addDays(TODAY, 2));
    expect(schedule.sessions.value).toHaveLength(2);
    // Then it stays while answers come and go: a type asked for again is on its way once more.
    void schedule.retry('type-1');
    await settle();
    expect(schedule.shown.value.pending).toBe(1);
    expect(schedule.day.value).toBe(addDays(TODAY, 2));
    // A day the visitor chooses stays chosen, sessions or not.
    schedule.selectDay(TODAY);
    expect(schedule.day.value).toBe(TODAY);
  });

  it('shows each type’s sessions as they arrive', async () => {
    const { schedule, requests } = setup([type(1), type(2), type(3)]);
    requests[1]!.answer(weekOf('type-2', TODAY));
    await settle();
    expect(schedule.sessions.value.map((s) => s.type.id)).toEqual(['type-2']);
    expect(schedule.shown.value.pending).toBe(2);
  });

  it('a type that fails shows its error in its place; the others stay, and it can be asked again', async () => {
    const { schedule, requests } = setup([type(1), type(2), type(3)]);
    requests[0]!.answer(weekOf('type-1', TODAY));
    requests[1]!.answer(new ApiError({ kind: 'http', status: 503, message: 'down' }));
    requests[2]!.answer(weekOf('type-3', TODAY));
    await settle();
    expect(schedule.shown.value.failed.map((f) => [f.type.id, f.error.status])).toEqual([['type-2', 503]]);
    expect(schedule.sessions.value.map((s) => s.type.id).sort()).toEqual(['type-1', 'type-3']);

    const again = schedule.retry('type-2');
    expect(requests[3]).toMatchObject({ typeId: 'type-2', fresh: true, range: { from: TODAY } });
    expect(schedule.shown.value.failed).toEqual([]);
    requests[3]!.answer(weekOf('type-2', TODAY));
    expect(await again).toBe(true);
    expect(schedule.sessions.value.map((s) => s.type.id).sort()).toEqual(['type-1', 'type-2', 'type-3']);
  });

  it('another week asks for that week; a week left before its turn asks nothing; a week seen before is kept', async () => {
    const types = Array.from({ length: 8 }, (_, i) => type(i));
    const { schedule, requests } = setup(types);
    expect(requests).toHaveLength(6);
    schedule.showWeek(1);
    for (const r of requests.slice(0, 6)) r.answer(weekOf(r.typeId, r.range.from));
    await settle();
    await settle();
    const next = addDays(TODAY, 7);
    // The two types of the first week still waiting never went out.
    expect(requests.slice(6).map((r) => r.range.from)).toEqual(Array(6).fill(next));
    expect(schedule.days.value[0]).toBe(next);
    for (const r of requests.slice(6)) r.answer(weekOf(r.typeId, r.range.from));
    await settle();
    await settle();
    expect(requests.filter((r) => r.range.from === next)).toHaveLength(8);
    const asked = requests.length;
    // Back to the first week: the six answered types are kept, the two never asked go out now.
    schedule.showWeek(0);
    await settle();
    expect(requests.slice(asked).map((r) => [r.typeId, r.range.from])).toEqual([
      ['type-6', TODAY],
      ['type-7', TODAY],
    ]);
  });

  it('a new space forgets the old one’s answers', async () => {
    const types = signal<BookingType[] | null>([type(1)]);
    const { schedule, requests, availability } = setup([], { types });
    requests[0]!.answer(weekOf('type-1', TODAY));
    await settle();
    expect(schedule.sessions.value).toHaveLength(1);
    // As the store does for another space: no types until its own come, and no times of the old one.
    types.value = null;
    availability.clear();
    availability.zone.value = 'Australia/Sydney';
    types.value = [type(1)];
    expect(requests).toHaveLength(2);
    expect(schedule.sessions.value).toHaveLength(0);
  });

  it('once disposed, asks nothing: neither the requests still waiting their turn nor a new space’s', async () => {
    const types = signal<BookingType[] | null>(Array.from({ length: AVAILABILITY_CONCURRENCY + 2 }, (_, i) => type(i)));
    const { schedule, requests } = setup([], { types });
    expect(requests).toHaveLength(AVAILABILITY_CONCURRENCY);
    schedule.dispose();
    for (const r of requests) r.answer(weekOf(r.typeId, TODAY));
    await settle();
    types.value = null;
    types.value = [type(1), type(2)];
    await settle();
    expect(requests).toHaveLength(AVAILABILITY_CONCURRENCY);
  });
});

describe('the schedule and the booking flow read one cache', () => {
  it('asks nothing for a week a type’s window holds already', async () => {
    const held = heldFetch();
    const availability = availabilityIn('Australia/Sydney', NOW, held.fetch);
    const window = availability.ensure('type-1');
    held.requests[0]!.answer({ timezone: 'Australia/Sydney', slots: [slot(addDays(TODAY, 1), '10:00')] });
    await window;
    const schedule = createSchedule({ types: signal([type(1), type(2)]), availability });
    expect(held.requests.slice(1).map((r) => [r.typeId, r.range.from, r.range.to])).toEqual([['type-2', TODAY, addDays(TODAY, 6)]]);
    held.requests[1]!.answer(weekOf('type-2', TODAY));
    await settle();
    expect(schedule.shown.value.byDay.get(addDays(TODAY, 1))!.map((s) => `${s.type.id} ${s.slot.start_time}`)).toEqual(['type-2 08:00', 'type-1 10:00']);
  });

  it('a window asked afresh after a booking shows its sessions; until it comes, the week’s stay', async () => {
    const { schedule, requests, availability } = setup([type(1), type(2)]);
    for (const r of requests) r.answer(weekOf(r.typeId, TODAY));
    await settle();
    const sessionsOf1 = () => schedule.shown.value.byDay.get(addDays(TODAY, 1))!.filter((s) => s.type.id === 'type-1').map((s) => s.slot.start_time);
    expect(sessionsOf1()).toEqual(['07:00']);
    const refreshed = availability.refresh('type-1');
    expect(requests[2]).toMatchObject({ typeId: 'type-1', fresh: true, range: { from: TODAY, to: LAST } });
    expect(schedule.shown.value.pending).toBe(0);
    expect(sessionsOf1()).toEqual(['07:00']);
    requests[2]!.answer({ timezone: 'Australia/Sydney', slots: [slot(addDays(TODAY, 1), '19:00')] });
    await refreshed;
    expect(sessionsOf1()).toEqual(['19:00']);
    expect(schedule.shown.value.byDay.get(TODAY)!.map((s) => s.type.id)).toEqual(['type-2']);
    expect(requests).toHaveLength(3);
  });
});

describe('grouping and filters', () => {
  it('weeks run from the space’s today through the window; days are grouped in the space’s dates, today first', () => {
    expect(weekStarts(TODAY, LAST)).toHaveLength(9);
    expect(weekStarts(TODAY, LAST)[1]).toBe('2026-04-03');
    expect(weekDays('2026-05-22', LAST)).toEqual(['2026-05-22', '2026-05-23', '2026-05-24', '2026-05-25', '2026-05-26', '2026-05-27']);
    const days = weekDays(TODAY, LAST);
    const byDay = groupByDay(days, [
      [type(2), [slot('2026-03-28', '09:00'), slot(TODAY, '18:00'), slot(TODAY, '07:00', 0)]],
      [type(1), [slot(TODAY, '18:00'), slot('2026-04-10', '09:00')]],
    ]);
    expect([...byDay.keys()]).toEqual(days);
    expect(days[0]).toBe(TODAY);
    // By time, then title; a full session and a day outside the week are left out.
    expect(byDay.get(TODAY)!.map((s) => `${s.slot.start_time} ${s.type.title}`)).toEqual(['18:00 Type 01', '18:00 Type 02']);
    expect(byDay.get('2026-03-28')!.map((s) => s.type.id)).toEqual(['type-2']);
    expect(byDay.get('2026-03-29')).toEqual([]);
  });

  it('filters by type and by category', async () => {
    const types = [type(1), type(2), type(3, { categories: ['land', 'evening', 7] })];
    expect(matches(types[0]!, { ...EVERYTHING, category: 'land' })).toBe(true);
    expect(matches(types[1]!, { ...EVERYTHING, category: 'land' })).toBe(false);
    expect(matches(types[1]!, { ...EVERYTHING, typeId: 'type-2' })).toBe(true);
    const { schedule, requests } = setup(types);
    for (const r of requests) r.answer(weekOf(r.typeId, TODAY));
    await settle();
    expect(schedule.categories.value).toEqual(['land', 'water', 'evening']);
    schedule.setFilters({ category: 'land' });
    expect(schedule.sessions.value.map((s) => s.type.id).sort()).toEqual(['type-1', 'type-3']);
    schedule.setFilters({ typeId: 'type-3' });
    expect(schedule.sessions.value.map((s) => s.type.id)).toEqual(['type-3']);
    schedule.setFilters({ category: 'water' });
    expect(schedule.sessions.value).toEqual([]);
  });

  it('the `booking-type` option shows that type alone at first', () => {
    const { schedule } = setup([type(1), type(2)], { initialType: () => 'type-2' });
    expect(schedule.filters.value).toEqual({ ...EVERYTHING, typeId: 'type-2' });
  });

  it('the `booking-type` option narrows the schedule again when its type is back in the list', () => {
    const { schedule, deps } = setup([type(1), type(2)], { initialType: () => 'type-2' });
    (deps.types as Signal<BookingType[] | null>).value = [type(1)];
    expect(schedule.filters.value).toEqual(EVERYTHING);
    (deps.types as Signal<BookingType[] | null>).value = [type(1), type(2)];
    expect(schedule.filters.value).toEqual({ ...EVERYTHING, typeId: 'type-2' });
  });

  it('a type or category the new list lacks (another language) filters nothing any more', async () => {
    const { schedule, deps, requests } = setup([type(1), type(2), type(3)], { initialType: () => 'type-2' });
    schedule.setFilters({ category: 'water' });
    for (const r of requests) r.answer(weekOf(r.typeId, TODAY));
    await settle();
    expect(schedule.sessions.value.map((s) => s.type.id)).toEqual(['type-2']);
    // The same space in another language, without text for type 2: its category goes too.
    (deps.types as Signal<BookingType[] | null>).value = [type(1), type(3)];
    expect(schedule.filters.value).toEqual(EVERYTHING);
    expect(schedule.sessions.value.map((s) => s.type.id).sort()).toEqual(['type-1', 'type-3']);
    // A filter the new list still has stays.
    schedule.setFilters({ category: 'land' });
    (deps.types as Signal<BookingType[] | null>).value = [type(1), type(3), type(5)];
    expect(schedule.filters.value).toEqual({ ...EVERYTHING, category: 'land' });
  });
});

describe('from the start to the schedule', () => {
  it('two round trips for 30 types: the types (one page) and the profile, then every type’s week', async () => {
    await loadZoneRules();
    const calls: (Call & { answer(r: Response): void })[] = [];
    const fetch = ((input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => calls.push({ url: String(input), init, signal: init.signal!, answer: resolve }))) as typeof globalThis.fetch;
    const store = createStore({
      createClient: (apiBase) => createClient({ apiBase, fetch }),
      emit: () => {},
      setLocale: () => {},
      now: () => new Date('2026-03-27T09:00:00Z'),
    });
    store.configure({ ...emptyConfig, handle: 'tide-sydney', apiBase: 'http://127.0.0.1:4010/v1', layout: 'schedule' });
    const schedule = createSchedule({
      types: store.types,
      availability: store.availability,
    });
    const path = (c: Call) => new URL(c.url).pathname + new URL(c.url).search;
    // Round trip 1: profile and the types, nothing else (no type is preselected in the schedule).
    expect(calls.map(path)).toEqual(['/v1/public/tide-sydney?locale=en', '/v1/public/tide-sydney/booking-types?locale=en&limit=100']);
    const types = Array.from({ length: 30 }, (_, i) => ({ ...type(i), id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}` }));
    calls[0]!.answer(json({ handle: 'tide-sydney', name: 'Tide', timezone: 'Australia/Sydney', currency: 'AUD', locales: ['en'], accepts_bookings: true }));
    calls[1]!.answer(json({ data: types, has_more: false, next_cursor: null }));
    await settle();
    // Round trip 2: the week of every type, as many at once as the limit allows, and nothing else.
    const round2 = calls.slice(2);
    expect(round2).toHaveLength(AVAILABILITY_CONCURRENCY);
    for (let i = 2; i < calls.length; i++) {
      expect(path(calls[i]!)).toMatch(/^\/v1\/public\/tide-sydney\/booking-types\/[\w-]+\/availability\?from=2026-03-27&to=2026-04-02$/);
      calls[i]!.answer(json({ timezone: 'Australia/Sydney', slots: [slot('2026-03-28', '09:00')] }));
      await settle();
      if (i === 2) expect(schedule.shown.value.byDay.get('2026-03-28')).toHaveLength(1);
    }
    expect(calls).toHaveLength(32);
    expect(new Set(calls.slice(2).map((c) => c.url.split('/')[7])).size).toBe(30);
    expect(schedule.shown.value.pending).toBe(0);
    expect(schedule.shown.value.byDay.get('2026-03-28')).toHaveLength(30);
    // The element goes away: what is still in flight is cancelled.
    schedule.showWeek(1);
    await settle();
    const inFlight = calls.slice(32);
    expect(inFlight).toHaveLength(AVAILABILITY_CONCURRENCY);
    store.dispose();
    expect(inFlight.every((c) => c.signal.aborted)).toBe(true);
  });
});
