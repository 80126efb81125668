import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween, knownZone, provideZoneRules, todayInZone, visitorTimeZone, wallClock, zonedEnd, zonedToInstant } from './zone';
import { getTimezoneOffset } from './zone-rules';

// The zone rules, as the widget gets them from their own chunk.
beforeAll(() => provideZoneRules(getTimezoneOffset));

const iso = (date: string, time: string, zone: string) => zonedToInstant(date, time, zone).toISOString();

describe('zonedToInstant and wallClock across DST', () => {
  it('a London 09:00 slot on the Sunday summer time starts is 04:00 in New York, not 05:00', () => {
    const start = zonedToInstant('2026-03-29', '09:00', 'Europe/London');
    expect(start.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(wallClock(start, 'America/New_York')).toEqual({ date: '2026-03-29', time: '04:00' });
    // The day before, London is still on GMT and New York is already on EDT: five hours apart.
    expect(wallClock(zonedToInstant('2026-03-28', '09:00', 'Europe/London'), 'America/New_York')).toEqual({
      date: '2026-03-28',
      time: '05:00',
    });
  });

  it.each([
    // Northern hemisphere, spring and autumn.
    ['2026-03-28', '09:00', 'Europe/London', '2026-03-28T09:00:00.000Z'],
    ['2026-03-29', '09:00', 'Europe/London', '2026-03-29T08:00:00.000Z'],
    ['2026-10-24', '09:00', 'Europe/London', '2026-10-24T08:00:00.000Z'],
    ['2026-10-25', '09:00', 'Europe/London', '2026-10-25T09:00:00.000Z'],
    ['2026-03-07', '09:00', 'America/New_York', '2026-03-07T14:00:00.000Z'],
    ['2026-03-08', '09:00', 'America/New_York', '2026-03-08T13:00:00.000Z'],
    ['2026-10-31', '09:00', 'America/New_York', '2026-10-31T13:00:00.000Z'],
    ['2026-11-01', '09:00', 'America/New_York', '2026-11-01T14:00:00.000Z'],
    // Southern hemisphere: summer time ends in April and starts in October.
    ['2026-04-04', '09:00', 'Australia/Sydney', '2026-04-03T22:00:00.000Z'],
    ['2026-04-05', '09:00', 'Australia/Sydney', '2026-04-04T23:00:00.000Z'],
    ['2026-10-03', '09:00', 'Australia/Sydney', '2026-10-02T23:00:00.000Z'],
    ['2026-10-04', '09:00', 'Australia/Sydney', '2026-10-03T22:00:00.000Z'],
    // Lord Howe Island shifts by 30 minutes (UTC+10:30 <-> UTC+11).
    ['2026-04-04', '09:00', 'Australia/Lord_Howe', '2026-04-03T22:00:00.000Z'],
    ['2026-04-05', '09:00', 'Australia/Lord_Howe', '2026-04-04T22:30:00.000Z'],
    ['2026-10-03', '09:00', 'Australia/Lord_Howe', '2026-10-02T22:30:00.000Z'],
    ['2026-10-04', '09:00', 'Australia/Lord_Howe', '2026-10-03T22:00:00.000Z'],
    // Offsets that are not whole hours.
    ['2026-03-27', '09:00', 'Asia/Kathmandu', '2026-03-27T03:15:00.000Z'],
    ['2026-03-27', '09:00', 'Asia/Kolkata', '2026-03-27T03:30:00.000Z'],
    // Both sides of the date line.
    ['2026-03-30', '08:00', 'Pacific/Kiritimati', '2026-03-29T18:00:00.000Z'],
    ['2026-03-29', '07:00', 'Pacific/Pago_Pago', '2026-03-29T18:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(iso(date, time, zone)).toBe(expected);
    expect(wallClock(new Date(expected), zone)).toEqual({ date, time });
  });

  it('shows non-whole-hour zones against each other', () => {
    const start = zonedToInstant('2026-03-27', '09:00', 'Asia/Kathmandu');
    expect(wallClock(start, 'Asia/Kolkata')).toEqual({ date: '2026-03-27', time: '08:45' });
    expect(wallClock(start, 'Australia/Lord_Howe')).toEqual({ date: '2026-03-27', time: '14:15' });
  });

  it('a Kiritimati morning slot is the previous day in Pago Pago', () => {
    const start = zonedToInstant('2026-03-30', '08:00', 'Pacific/Kiritimati');
    expect(wallClock(start, 'Pacific/Pago_Pago')).toEqual({ date: '2026-03-29', time: '07:00' });
  });
});

describe('wall-clock times that do not exist or occur twice', () => {
  // Documented rule (RFC 5545 3.3.5): a skipped time is read with the offset before the gap,
  // so it lands after the gap; a repeated time is its first occurrence.
  it.each([
    ['2026-03-29', '01:30', 'Europe/London', '2026-03-29T01:30:00.000Z', '02:30'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z', '03:30'],
    ['2026-10-04', '02:30', 'Australia/Sydney', '2026-10-03T16:30:00.000Z', '03:30'],
    ['2026-10-04', '02:15', 'Australia/Lord_Howe', '2026-10-03T15:45:00.000Z', '02:45'],
  ])('skipped %s %s in %s moves past the gap', (date, time, zone, expected, shown) => {
    const instant = zonedToInstant(date, time, zone);
    expect(instant.toISOString()).toBe(expected);
    expect(wallClock(instant, zone)).toEqual({ date, time: shown });
  });

  it.each([
    ['2026-10-25', '01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z'],
    ['2026-04-05', '01:45', 'Australia/Lord_Howe', '2026-04-04T14:45:00.000Z'],
  ])('repeated %s %s in %s is the first occurrence', (date, time, zone, expected) => {
    const instant = zonedToInstant(date, time, zone);
    expect(instant.toISOString()).toBe(expected);
    expect(wallClock(instant, zone)).toEqual({ date, time });
    // The second occurrence exists one offset step later and shows the same wall clock.
    const step = zone === 'Australia/Lord_Howe' ? 30 : 60;
    expect(wallClock(new Date(instant.getTime() + step * 60_000), zone)).toEqual({ date, time });
  });

  it('every quarter hour of a transition day round-trips, except inside the gap, which moves forward', () => {
    const days: [string, string][] = [
      ['2026-03-29', 'Europe/London'],
      ['2026-10-25', 'Europe/London'],
      ['2026-03-08', 'America/New_York'],
      ['2026-11-01', 'America/New_York'],
      ['2026-04-05', 'Australia/Sydney'],
      ['2026-10-04', 'Australia/Sydney'],
      ['2026-04-05', 'Australia/Lord_Howe'],
      ['2026-10-04', 'Australia/Lord_Howe'],
    ];
    for (const [date, zone] of days) {
      let skipped = 0;
      for (let m = 0; m < 24 * 60; m += 15) {
        const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const shown = wallClock(zonedToInstant(date, time, zone), zone);
        expect(shown.date).toBe(date);
        if (shown.time !== time) {
          skipped++;
          expect(shown.time > time, `${zone} ${date} ${time} -> ${shown.time}`).toBe(true);
        }
      }
      // Spring days skip exactly the gap (4 or 2 quarter hours); autumn days skip nothing.
      const spring = ['2026-03-29', '2026-03-08', '2026-10-04'].includes(date);
      expect(skipped).toBe(spring ? (zone === 'Australia/Lord_Howe' ? 2 : 4) : 0);
    }
  });
});

describe('zonedEnd: a session that ends after midnight on the night the clocks change', () => {
  it.each([
    // Spring forward: the end is an hour sooner after the start than the wall clocks say.
    ['2026-03-08', '23:00', '01:00', 'America/New_York', '2026-03-09T05:00:00.000Z'],
    ['2026-03-07', '23:00', '03:00', 'America/New_York', '2026-03-08T07:00:00.000Z'],
    ['2026-03-29', '23:00', '01:00', 'Europe/London', '2026-03-30T00:00:00.000Z'],
    ['2026-10-04', '23:00', '01:00', 'Australia/Sydney', '2026-10-04T14:00:00.000Z'],
    // Fall back: an hour later.
    ['2026-11-01', '23:00', '01:00', 'America/New_York', '2026-11-02T06:00:00.000Z'],
    ['2026-10-25', '23:00', '01:00', 'Europe/London', '2026-10-26T01:00:00.000Z'],
    ['2026-04-05', '23:00', '01:00', 'Australia/Sydney', '2026-04-05T15:00:00.000Z'],
    // Within the hour the clocks show twice: the end is its occurrence after the start, that night.
    ['2026-10-25', '01:30', '01:15', 'Europe/London', '2026-10-25T01:15:00.000Z'],
    ['2026-11-01', '01:30', '01:15', 'America/New_York', '2026-11-01T06:15:00.000Z'],
    ['2026-04-05', '02:30', '02:15', 'Australia/Sydney', '2026-04-04T16:15:00.000Z'],
    // Ending on the same day; and no end time (the end is the start): the same time the next day.
    ['2026-03-08', '09:00', '10:30', 'America/New_York', '2026-03-08T14:30:00.000Z'],
    ['2026-03-29', '09:00', '09:00', 'Europe/London', '2026-03-30T08:00:00.000Z'],
  ])('%s %s–%s in %s ends at %s', (date, start, end, zone, expected) => {
    expect(zonedEnd(date, start, end, zone).toISOString()).toBe(expected);
    // The end shows the end time on a clock of the space (the gap aside, it is the time asked for).
    expect(wallClock(zonedEnd(date, start, end, zone), zone).time).toBe(end);
  });
});

describe('independence from the visitor system zone', () => {
  const original = process.env.TZ;
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  // A fresh copy of the module for each system zone, so nothing computed under another is reused.
  const freshZoneModule = async () => {
    vi.resetModules();
    const zone = await import('./zone');
    zone.provideZoneRules(getTimezoneOffset);
    return zone;
  };

  it.each(['UTC', 'America/New_York', 'Australia/Sydney', 'Pacific/Kiritimati', 'Asia/Kathmandu'])(
    'gives the same instants with the system zone set to %s',
    async (systemZone) => {
      process.env.TZ = systemZone;
      const { addDays, todayInZone, visitorTimeZone, wallClock, zonedToInstant } = await freshZoneModule();
      const iso = (date: string, time: string, zone: string) => zonedToInstant(date, time, zone).toISOString();
      // ICU may report an alias (Asia/Katmandu), so compare what the zone's clocks show.
      const probe = new Date('2026-03-27T09:00:00Z');
      expect(wallClock(probe, visitorTimeZone())).toEqual(wallClock(probe, systemZone));
      expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).toBe(
        systemZone === 'UTC' ? 0 : { 'America/New_York': 240, 'Australia/Sydney': -600, 'Pacific/Kiritimati': -840, 'Asia/Kathmandu': -345 }[systemZone],
      );
      expect(iso('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
      expect(iso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
      expect(iso('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
      expect(iso('2026-03-29', '09:00', 'Europe/London')).toBe('2026-03-29T08:00:00.000Z');
      expect(todayInZone('Pacific/Pago_Pago', new Date('2026-03-27T10:30:00Z'))).toBe('2026-03-26');
      expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    },
  );

  it.each(['UTC', 'America/New_York', 'Australia/Sydney', 'Pacific/Kiritimati'])(
    'with the system zone set to %s, every quarter hour of the days around a transition reads the same',
    async (systemZone) => {
      process.env.TZ = systemZone;
      const { wallClock, zonedToInstant } = await freshZoneModule();
      for (const [zone, days] of [
        ['Europe/London', ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']],
        ['America/New_York', ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']],
      ] as const) {
        for (const date of days) {
          for (let m = 0; m < 24 * 60; m += 15) {
            const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
            const instant = zonedToInstant(date, time, zone);
            const shown = wallClock(instant, zone);
            const inGap = shown.time !== time;
            if (inGap) expect(['2026-03-29', '2026-03-08']).toContain(date);
            else expect(shown, `${zone} ${date} ${time}`).toEqual({ date, time });
            // A repeated time is its first occurrence: an hour earlier the clock showed an hour less.
            const hourEarlier = wallClock(new Date(instant.getTime() - 3_600_000), zone);
            if (!inGap) expect(hourEarlier.time === time && hourEarlier.date === date).toBe(false);
          }
        }
      }
    },
  );
});

describe('todayInZone', () => {
  it.each([
    ['2026-03-27T23:30:00Z', 'Europe/London', '2026-03-27'],
    ['2026-03-27T23:30:00Z', 'Europe/Berlin', '2026-03-28'],
    ['2026-03-27T23:30:00Z', 'America/New_York', '2026-03-27'],
    ['2026-03-28T03:59:00Z', 'America/New_York', '2026-03-27'],
    ['2026-03-28T04:00:00Z', 'America/New_York', '2026-03-28'],
    ['2026-03-27T13:59:00Z', 'Australia/Sydney', '2026-03-28'],
    ['2026-03-27T12:59:00Z', 'Australia/Sydney', '2026-03-27'],
    ['2026-03-27T18:14:00Z', 'Asia/Kathmandu', '2026-03-27'],
    ['2026-03-27T18:15:00Z', 'Asia/Kathmandu', '2026-03-28'],
    ['2026-03-28T23:59:00Z', 'Europe/London', '2026-03-28'],
    ['2026-03-29T00:00:00Z', 'Europe/London', '2026-03-29'],
    ['2026-03-29T22:59:00Z', 'Europe/London', '2026-03-29'],
    ['2026-03-29T23:00:00Z', 'Europe/London', '2026-03-30'],
    ['2026-12-31T10:00:00Z', 'Pacific/Kiritimati', '2027-01-01'],
    ['2026-12-31T10:00:00Z', 'Pacific/Pago_Pago', '2026-12-30'],
  ])('at %s it is %s %s', (now, zone, expected) => {
    expect(todayInZone(zone, new Date(now))).toBe(expected);
  });

  it('midnight reads as 00:00, not 24:00', () => {
    expect(wallClock(new Date('2026-03-27T18:15:00Z'), 'Asia/Kathmandu')).toEqual({ date: '2026-03-28', time: '00:00' });
  });
});

describe('unknown zones', () => {
  it('are null to knownZone, which spells the others as Intl does', () => {
    expect(knownZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(knownZone('UTC')).toBe('UTC');
    for (const name of ['', 'Mars/Olympus_Mons', 'Z', '+01:00']) expect(knownZone(name)).toBeNull();
  });

  it('stay unknown however often they are asked about, and a known one stays known', () => {
    for (let i = 0; i < 3; i++) {
      expect(knownZone('America/Nowhere_Test')).toBeNull();
      expect(knownZone('America/New_York')).toBe('America/New_York');
    }
  });

  it('throw a RangeError instead of guessing an offset', () => {
    expect(() => zonedToInstant('2026-03-29', '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => zonedToInstant('2026-03-29', '09:00', '')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-31', 62, '2026-04-03'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('addDays(%s, %i) is %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(n);
    expect(daysBetween(expected, date)).toBe(n ? -n : 0);
  });

  it('counts days across both DST changes of a year exactly', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
});
