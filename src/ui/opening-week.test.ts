import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../api/types';
import { openingWeek } from './opening-week';

const hours: OpeningHours[] = [
  { day: 'monday', opens: '18:00', closes: '22:00' },
  { day: 'monday', opens: '06:00', closes: '12:00' },
  { day: 'friday', opens: '06:00', closes: '22:00' },
  { day: 'saturday', opens: '22:00', closes: '02:00' },
];

const today = (timeZone: string, now: string, locale = 'en-GB') => openingWeek(hours, timeZone, locale, new Date(now)).find((day) => day.today)?.weekday;

describe('openingWeek', () => {
  it("marks the space's today, not the visitor's: Friday 23:30 in London is Saturday in Sydney and Friday in New York", () => {
    const now = '2026-03-27T23:30:00Z';
    expect(today('Europe/London', now)).toBe(5);
    expect(today('Australia/Sydney', now)).toBe(6);
    expect(today('America/New_York', now)).toBe(5);
  });

  it('follows a zone off the hour: Kathmandu (UTC+5:45) is on Saturday from 18:15 UTC on Friday', () => {
    expect(today('Asia/Kathmandu', '2026-03-27T18:14:00Z')).toBe(5);
    expect(today('Asia/Kathmandu', '2026-03-27T18:15:00Z')).toBe(6);
  });

  it("follows the space's clock across its change to summer time: London's Sunday starts at 00:00 GMT, Monday at 23:00 UTC", () => {
    expect(today('Europe/London', '2026-03-28T23:59:00Z')).toBe(6);
    expect(today('Europe/London', '2026-03-29T00:00:00Z')).toBe(7);
    expect(today('Europe/London', '2026-03-29T22:59:00Z')).toBe(7);
    expect(today('Europe/London', '2026-03-29T23:00:00Z')).toBe(1);
  });

  it('marks no day in a zone the browser does not know', () => {
    expect(today('America/Nowhere_Test', '2026-03-27T12:00:00Z')).toBeUndefined();
  });

  it("starts the week on the locale's first day, each day with its openings in order, closed days with none", () => {
    const week = (locale: string) => openingWeek(hours, 'Europe/London', locale, new Date('2026-03-27T12:00:00Z'));
    expect(week('de').map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week('en-US').map((day) => day.weekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(week('de')[0]!.openings).toEqual([
      { opens: '06:00', closes: '12:00' },
      { opens: '18:00', closes: '22:00' },
    ]);
    expect(week('de')[1]!.openings).toEqual([]);
  });
});
