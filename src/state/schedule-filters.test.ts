import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { BookingType, Slot } from '../api/types';
import { addDays, wallClock, zonedToInstant } from '../time/zone';
import { availabilityIn } from './availability.testing';
import { loadZoneRules } from './load-zone-rules';
import { createSchedule } from './schedule';
import {
  activeFilterCount,
  dayAfterFiltering,
  durationsOf,
  EVERYTHING,
  hasIntroOffer,
  isoWeekday,
  matches,
  partOfDay,
  slotMatches,
  toggled,
} from './schedule-filters';

const type = (n: number, over: Partial<BookingType> = {}): BookingType => ({
  id: `type-${n}`,
  slug: `type-${n}`,
  title: `Type ${n}`,
  duration_minutes: 60,
  price_amount: 1000,
  categories: ['water'],
  ...over,
});
const slot = (date: string, start_time: string): Slot => ({ date, start_time, end_time: start_time, remaining: 4 });

describe('parts of the day, in the space’s zone', () => {
  it('morning before 12:00, afternoon from 12:00 until 17:00, evening from 17:00', () => {
    expect(['00:00', '06:30', '11:59', '12:00', '16:59', '17:00', '23:59'].map(partOfDay)).toEqual([
      'morning',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('a Tuesday-evening session in Sydney is one for a visitor in London, whose clocks say Tuesday morning', async () => {
    await loadZoneRules();
    const sydney = slot('2026-03-31', '21:00');
    // The same instant in London: 11:00 the same Tuesday (AEDT is UTC+11, BST UTC+1).
    const london = wallClock(zonedToInstant(sydney.date, sydney.start_time, 'Australia/Sydney'), 'Europe/London');
    expect(london).toEqual({ date: '2026-03-31', time: '11:00' });
    const tuesdayEvenings = { ...EVERYTHING, weekdays: [2 as const], partsOfDay: ['evening' as const] };
    expect(slotMatches(sydney, tuesdayEvenings)).toBe(true);
    expect(slotMatches(sydney, { ...tuesdayEvenings, partsOfDay: ['morning'] })).toBe(false);
    // Early on a Wednesday in Sydney is still Tuesday in London: the space's date counts.
    const wednesdayDawn = slot('2026-04-01', '06:30');
    expect(wallClock(zonedToInstant(wednesdayDawn.date, wednesdayDawn.start_time, 'Australia/Sydney'), 'Europe/London').date).toBe('2026-03-31');
    expect(slotMatches(wednesdayDawn, { ...EVERYTHING, weekdays: [2] })).toBe(false);
    expect(slotMatches(wednesdayDawn, { ...EVERYTHING, weekdays: [3], partsOfDay: ['morning'] })).toBe(true);
  });

  it('reads ISO weekdays from the date as written', () => {
    expect(['2026-03-30', '2026-03-31', '2026-04-04', '2026-04-05'].map(isoWeekday)).toEqual([1, 2, 6, 7]);
  });
});

describe('what the filters let through', () => {
  it('the longest a session may last, and types with an intro offer', () => {
    const short = type(1, { duration_minutes: 45, intro_offer: { eligibility: 'first_time_only', intro_price_amount: 500, applies_to_member: null } });
    const long = type(2, { duration_minutes: 90, intro_offer: null });
    expect(durationsOf([long, short, type(3, { duration_minutes: 45 })])).toEqual([45, 90]);
    expect([short, long].filter((t) => matches(t, { ...EVERYTHING, longest: 60 }))).toEqual([short]);
    expect([short, long].filter((t) => matches(t, { ...EVERYTHING, longest: 90 }))).toEqual([short, long]);
    expect([hasIntroOffer(short), hasIntroOffer(long), hasIntroOffer(type(4))]).toEqual([true, false, false]);
    expect([short, long].filter((t) => matches(t, { ...EVERYTHING, newHere: true }))).toEqual([short]);
  });

  it('counts the filters that narrow, and turns a choice on and off', () => {
    expect(activeFilterCount(EVERYTHING)).toBe(0);
    expect(activeFilterCount({ ...EVERYTHING, category: 'water', weekdays: [2, 4], partsOfDay: ['evening'], longest: 60, newHere: true })).toBe(6);
    expect(toggled([2, 4], 4)).toEqual([2]);
    expect(toggled([2], 4)).toEqual([2, 4]);
  });

  it('is one value that survives being written out and read back', () => {
    const filters = { ...EVERYTHING, weekdays: [2 as const], partsOfDay: ['evening' as const], longest: 75, newHere: true };
    expect(JSON.parse(JSON.stringify(filters))).toEqual(filters);
  });

  it('after filtering, shows the day shown if it still fits, else the first that has matching sessions', () => {
    const days = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'];
    const byDay = new Map(days.map((d) => [d, d === '2026-03-31' || d === '2026-03-28' ? [1] : []]));
    expect(dayAfterFiltering(days, byDay, '2026-03-28', [])).toBe('2026-03-28');
    expect(dayAfterFiltering(days, byDay, '2026-03-27', [])).toBe('2026-03-28');
    expect(dayAfterFiltering(days, byDay, '2026-03-28', [2])).toBe('2026-03-31');
    // No day fits with sessions: the first chosen weekday, else where it was.
    expect(dayAfterFiltering(days, byDay, '2026-03-28', [4])).toBe('2026-04-02');
    expect(dayAfterFiltering(days, new Map(), '2026-03-28', [])).toBe('2026-03-28');
  });
});

describe('the schedule, filtered', () => {
  const TODAY = '2026-03-27';
  /** Sydney-like week: every type has a morning and an evening session each day; even types have an intro offer. */
  const weekOf = (typeId: string, from: string) => ({
    timezone: 'Australia/Sydney',
    slots: Array.from({ length: 7 }, (_, i) => addDays(from, i)).flatMap((d) => [slot(d, '07:00'), slot(d, typeId === 'type-2' ? '21:00' : '13:00')]),
  });

  function setup() {
    const types = [type(1, { duration_minutes: 45 }), type(2, { duration_minutes: 90, intro_offer: { eligibility: 'first_time_only', intro_price_amount: 0, applies_to_member: null } })];
    return createSchedule({
      types: signal(types),
      // 12:00 on 27 March in Sydney.
      availability: availabilityIn('Australia/Sydney', new Date(`${TODAY}T01:00:00Z`), (typeId, range) => Promise.resolve(weekOf(typeId, range.from))),
    });
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('combines filters, counts the week’s matching sessions, shows a fitting day, and keeps them from week to week', async () => {
    const schedule = setup();
    await settle();
    expect(schedule.shown.value.count).toBe(28);
    schedule.setFilters({ partsOfDay: ['evening'] });
    expect(schedule.shown.value.count).toBe(7);
    schedule.setFilters({ weekdays: [2] });
    expect(schedule.shown.value.count).toBe(1);
    // Friday the 27th was shown: Tuesday the 31st is, now.
    expect(schedule.day.value).toBe('2026-03-31');
    expect(schedule.sessions.value.map((s) => `${s.type.id} ${s.slot.start_time}`)).toEqual(['type-2 21:00']);

    schedule.showWeek(1);
    await settle();
    expect(schedule.filters.value).toMatchObject({ partsOfDay: ['evening'], weekdays: [2] });
    expect(schedule.day.value).toBe('2026-04-07');
    expect(schedule.shown.value.count).toBe(1);

    // Nothing matches: no session, and the count says so; clearing brings the whole week back.
    schedule.setFilters({ longest: 45 });
    expect(schedule.shown.value.count).toBe(0);
    expect(schedule.sessions.value).toEqual([]);
    schedule.clearFilters();
    expect(schedule.filters.value).toEqual(EVERYTHING);
    expect(schedule.shown.value.count).toBe(28);
  });

  it('"new here" keeps the types with an intro offer, even a free one', async () => {
    const schedule = setup();
    await settle();
    schedule.setFilters({ newHere: true });
    expect(new Set(schedule.sessions.value.map((s) => s.type.id))).toEqual(new Set(['type-2']));
    expect(schedule.shown.value.count).toBe(14);
  });
});
