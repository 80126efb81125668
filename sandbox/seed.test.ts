import { beforeAll, describe, expect, it } from 'vitest';
import { computeSlots, isValidTime } from './availability';
import { clockZoneOf, SEED_SPACES, seedSpace, seedTypeId } from './seed';
import { provideZoneRules } from '../src/time/zone';
import { getTimezoneOffset } from '../src/time/zone-rules';

// The zone rules, as the widget gets them from their own file.
beforeAll(() => provideZoneRules(getTimezoneOffset));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seed spaces others rely on', () => {
  it.each([
    ['harbour-yoga', 'Europe/London', 'GBP', ['en', 'de', 'fr'], true],
    ['brooklyn-clay', 'America/New_York', 'USD', ['en', 'es'], true],
    ['sakura-studio', 'Asia/Tokyo', 'JPY', ['ja', 'en'], true],
    ['tide-sydney', 'Australia/Sydney', 'AUD', ['en'], true],
    ['himal-sound', 'Asia/Kathmandu', 'NPR', ['en'], true],
    ['lisboa-desks', 'Europe/Lisbon', 'EUR', ['en'], true],
    ['wien-atelier', 'Europe/Vienna', 'EUR', ['de-AT', 'en'], true],
    ['quiet-house', 'Europe/Berlin', 'EUR', ['de', 'en'], false],
    ['failure-lab', 'Europe/London', 'GBP', ['en'], true],
    ['frontera-ceramica', 'America/Nowhere_Test', 'MXN', ['en'], true],
  ])('%s', (handle, timezone, currency, locales, accepts) => {
    expect(seedSpace(handle)).toMatchObject({ timezone, currency, locales, accepts_bookings: accepts });
  });

  it('has stable, unique UUIDs', () => {
    const ids = SEED_SPACES.flatMap((s) => [...s.booking_types.map((t) => t.id), ...s.posts.map((p) => p.id)]);
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Derived from names, so the same in every run and on every machine (links and tests may keep one).
    expect(seedTypeId('harbour-yoga', 'sunrise-vinyasa')).toBe('e350ec01-8b43-5a83-a8bb-f9759c3628ac');
  });

  it('gives tide-sydney 30 live types plus archived ones, himal-sound exactly one', () => {
    const tide = seedSpace('tide-sydney').booking_types;
    expect(tide.filter((t) => !t.archived)).toHaveLength(30);
    expect(tide.some((t) => t.archived)).toBe(true);
    expect(seedSpace('himal-sound').booking_types).toHaveLength(1);
  });

  it('schedules only valid HH:MM times, titled in some locale of the space', () => {
    for (const space of SEED_SPACES) {
      for (const t of space.booking_types) {
        expect(Object.values(t.schedule).flat().every(isValidTime), `${space.handle}/${t.slug}`).toBe(true);
        expect(space.locales.some((l) => t.text[l]?.title), `${space.handle}/${t.slug}`).toBe(true);
        expect(Object.keys(t.text).every((l) => space.locales.includes(l))).toBe(true);
      }
    }
  });

  it('has a failure-lab type for each failure slug and one that works', () => {
    expect(seedSpace('failure-lab').booking_types.map((t) => t.slug).sort()).toEqual(
      ['booking-type-not-found', 'bookings-disabled', 'capacity-full', 'duplicate-booking', 'policy-window', 'space-unavailable', 'tier-blocked', 'works'],
    );
  });
});

describe('lisboa-desks, the dense calendar', () => {
  it('offers 48 half-hour slots a day, and 46 on the morning Lisbon skips 01:00–02:00', () => {
    const space = seedSpace('lisboa-desks');
    const [desk] = space.booking_types;
    const query = { type: desk!, timeZone: space.timezone, now: new Date('2026-03-27T00:00:00Z'), taken: () => 0 };
    const days: Record<string, string[]> = {};
    for (const slot of computeSlots({ ...query, from: '2026-03-28', to: '2026-05-27' })) (days[slot.date] ??= []).push(slot.start_time);
    expect(Object.keys(days)).toHaveLength(61);
    for (const [date, slots] of Object.entries(days)) expect(slots, date).toHaveLength(date === '2026-03-29' ? 46 : 48);
    expect(days['2026-03-29']).not.toContain('01:30');
  });
});

describe('frontera-ceramica, the zone no browser knows', () => {
  it('names a zone Intl does not know, and keeps the clocks of a real one', () => {
    const space = seedSpace('frontera-ceramica');
    expect(() => new Intl.DateTimeFormat('en', { timeZone: space.timezone })).toThrow(RangeError);
    expect(clockZoneOf(space)).toBe('America/Denver');
    expect(clockZoneOf(seedSpace('harbour-yoga'))).toBe('Europe/London');
  });
});
