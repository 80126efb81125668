import { beforeAll, describe, expect, it } from 'vitest';
import { provideZoneRules } from '../time/zone';
import { getTimezoneOffset } from '../time/zone-rules';
import { formatDate } from './format';
import { describeWhen } from './when';

// The zone rules, as the widget gets them from their own chunk.
beforeAll(() => provideZoneRules(getTimezoneOffset));

const when = (date: string, start_time: string, zone: string, visitor: string) => describeWhen({ date, start_time }, zone, visitor, 'en-GB');

describe('describeWhen', () => {
  it('describes a slot once for the same zones and locale, and again for another locale', () => {
    const first = when('2026-03-27', '09:00', 'Europe/London', 'America/New_York');
    expect(when('2026-03-27', '09:00', 'Europe/London', 'America/New_York')).toBe(first);
    expect(describeWhen({ date: '2026-03-27', start_time: '09:00' }, 'Europe/London', 'America/New_York', 'de')).not.toBe(first);
    expect(when('2026-03-27', '09:00', 'Europe/London', 'Asia/Tokyo')).not.toBe(first);
  });

  it.each([
    // Both sides spring forward (London 29 March, New York 8 March): 04:00, not 05:00.
    ['2026-03-29', '09:00', 'Europe/London', 'America/New_York', '04:00', '2026-03-29T08:00:00.000Z'],
    // Sydney leaves summer time on 5 April while London is already in it.
    ['2026-04-05', '09:00', 'Australia/Sydney', 'Europe/London', '00:00', '2026-04-04T23:00:00.000Z'],
    // Lord Howe's half-hour DST ends the same morning; the visitor's date is the day before.
    ['2026-04-05', '09:00', 'Australia/Lord_Howe', 'UTC', 'Sat 4 Apr 22:30', '2026-04-04T22:30:00.000Z'],
    // Non-whole-hour zones on both sides.
    ['2026-03-27', '17:45', 'Asia/Kathmandu', 'Asia/Kolkata', '17:30', '2026-03-27T12:00:00.000Z'],
    // Across the date line: a whole day apart on the calendar.
    ['2026-03-27', '08:00', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Thu 26 Mar 07:00', '2026-03-26T18:00:00.000Z'],
  ])('%s %s in %s is %s for a visitor in %s', (date, time, zone, visitor, local, iso) => {
    const w = when(date, time, zone, visitor);
    expect(w.instant?.toISOString()).toBe(iso);
    expect(w.time).toBe(time);
    expect(w.local).toBe(local);
  });

  it('gives no second time when the clocks agree, even across different zone names', () => {
    expect(when('2026-07-01', '10:00', 'Europe/Berlin', 'Europe/Berlin').local).toBeNull();
    expect(when('2026-07-01', '10:00', 'Europe/Berlin', 'Europe/Paris').local).toBeNull();
    expect(when('2026-01-15', '10:00', 'Europe/London', 'Europe/Lisbon').local).toBeNull();
    const agreed = when('2026-01-15', '10:00', 'Europe/London', 'UTC');
    expect([agreed.local, agreed.localTime, agreed.localDate]).toEqual([null, agreed.time, agreed.date]);
  });

  it('gives the second time when only the season or the date differs', () => {
    // London is on BST in July: an hour ahead of UTC.
    expect(when('2026-07-15', '10:00', 'Europe/London', 'UTC').local).toBe('09:00');
    // Kiritimati (UTC+14) and Honolulu (UTC-10) show the same time a day apart.
    expect(when('2026-01-15', '10:00', 'Pacific/Kiritimati', 'Pacific/Honolulu').local).toBe('Wed 14 Jan 10:00');
  });

  it('for a zone the browser does not know, gives the space\'s date and time alone: no instant, no local time', () => {
    const w = when('2026-03-29', '09:00', 'America/Nowhere_Test', 'America/New_York');
    const date = formatDate('2026-03-29', 'en-GB');
    expect(w).toEqual({ instant: null, date, time: '09:00', zone: 'America/Nowhere Test', local: null, localDate: date, localTime: '09:00' });
  });
});
