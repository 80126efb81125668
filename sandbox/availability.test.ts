import { beforeAll, describe, expect, it } from 'vitest';
import { computeSlots, sessionAt, withinWindow, zonedInstant } from './availability';
import type { SeedBookingType } from './seed';
import { provideZoneRules } from '../src/time/zone';
import { getTimezoneOffset } from '../src/time/zone-rules';

// The zone rules, as the widget gets them from their own file.
beforeAll(() => provideZoneRules(getTimezoneOffset));

const type = (over: Partial<SeedBookingType> = {}): SeedBookingType => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'test',
  text: { en: { title: 'Test' } },
  duration_minutes: 60,
  price_amount: 1000,
  capacity: 4,
  categories: [],
  schedule: { 0: ['01:30', '02:30', '09:00'] },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('zonedInstant', () => {
  it.each([
    ['Europe/London', '2026-03-29', '01:30'],
    ['America/New_York', '2026-03-08', '02:30'],
    ['Australia/Sydney', '2026-10-04', '02:30'],
  ])('has no instant for a skipped wall-clock time (%s %s %s)', (zone, date, time) => {
    expect(zonedInstant(date, time, zone)).toBeNull();
  });

  it.each([
    ['Europe/London', '2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['America/New_York', '2026-03-08', '03:30', '2026-03-08T07:30:00.000Z'],
    ['Australia/Sydney', '2026-10-04', '09:00', '2026-10-03T22:00:00.000Z'],
    ['Asia/Kathmandu', '2026-03-27', '17:45', '2026-03-27T12:00:00.000Z'],
    ['Asia/Tokyo', '2026-03-28', '06:30', '2026-03-27T21:30:00.000Z'],
  ])('places an existing time in %s %s %s', (zone, date, time, iso) => {
    expect(zonedInstant(date, time, zone)?.toISOString()).toBe(iso);
  });

  it('takes the earlier instant of a repeated time', () => {
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('computeSlots', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const base = { timeZone: 'Europe/London', now, taken: () => 0 };

  it('skips the hour that does not exist on a spring-forward Sunday', () => {
    const slots = computeSlots({ ...base, type: type(), from: '2026-03-22', to: '2026-03-29' });
    expect(slots.map((s) => `${s.date} ${s.start_time}`)).toEqual([
      '2026-03-22 01:30',
      '2026-03-22 02:30',
      '2026-03-22 09:00',
      '2026-03-29 02:30',
      '2026-03-29 09:00',
    ]);
  });

  it('computes end times on the clock, across the shift', () => {
    const slots = computeSlots({ ...base, type: type({ schedule: { 0: ['00:30'] }, duration_minutes: 90 }), from: '2026-03-29', to: '2026-03-29' });
    // 00:30 GMT + 90 minutes is 02:00 GMT, which clocks show as 03:00 BST.
    expect(slots).toEqual([{ date: '2026-03-29', start_time: '00:30', end_time: '03:00', remaining: 4 }]);
  });

  it('leaves out full sessions and reports places left', () => {
    const taken = (date: string, time: string) => (time === '09:00' ? 4 : time === '02:30' ? 3 : 0);
    const slots = computeSlots({ ...base, taken, type: type(), from: '2026-03-22', to: '2026-03-22' });
    expect(slots.map((s) => [s.start_time, s.remaining])).toEqual([
      ['01:30', 4],
      ['02:30', 1],
    ]);
  });

  it('reports null places for a type without capacity', () => {
    const slots = computeSlots({ ...base, type: type({ capacity: null }), from: '2026-03-22', to: '2026-03-22' });
    expect(slots.every((s) => s.remaining === null)).toBe(true);
  });

  it('has nothing for an archived type', () => {
    expect(computeSlots({ ...base, type: type({ archived: true }), from: '2026-03-22', to: '2026-03-22' })).toEqual([]);
  });

  it('applies the booking window of the type', () => {
    const t = type({ schedule: { 0: ['09:00'] }, min_notice_minutes: 60 * 24, max_advance_days: 15 });
    const at = new Date('2026-03-21T10:00:00Z');
    const slots = computeSlots({ ...base, now: at, type: t, from: '2026-03-15', to: '2026-04-12' });
    // 22 Mar is less than a day ahead; 12 Apr is more than 15 days ahead.
    expect(slots.map((s) => s.date)).toEqual(['2026-03-29', '2026-04-05']);
  });
});

describe('withinWindow', () => {
  it('defaults to 2 hours notice and 90 days ahead, inclusive', () => {
    const t = type();
    const now = new Date('2026-03-27T09:00:00Z');
    expect(withinWindow(t, new Date('2026-03-27T11:00:00Z'), now)).toBe(true);
    expect(withinWindow(t, new Date('2026-03-27T10:59:00Z'), now)).toBe(false);
    expect(withinWindow(t, new Date('2026-06-25T09:00:00Z'), now)).toBe(true);
    expect(withinWindow(t, new Date('2026-06-25T09:01:00Z'), now)).toBe(false);
  });
});

describe('sessionAt', () => {
  it('accepts only scheduled, existing starts', () => {
    expect(sessionAt(type(), '2026-03-22', '09:00', 'Europe/London')?.end_time).toBe('10:00');
    expect(sessionAt(type(), '2026-03-23', '09:00', 'Europe/London')).toBeNull();
    expect(sessionAt(type(), '2026-03-22', '09:30', 'Europe/London')).toBeNull();
    expect(sessionAt(type(), '2026-03-29', '01:30', 'Europe/London')).toBeNull();
  });
});
