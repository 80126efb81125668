import { beforeAll, describe, expect, it } from 'vitest';
import { sessionSpan } from './session-span';
import { provideZoneRules } from './zone';
import { getTimezoneOffset } from './zone-rules';

beforeAll(() => provideZoneRules(getTimezoneOffset));

const span = (zone: string, date: string, startTime: string, endTime: string, durationMinutes?: number) => {
  const { start, end } = sessionSpan({ date, startTime, endTime, durationMinutes }, zone);
  return [start.toISOString(), end.toISOString()];
};

describe('sessionSpan', () => {
  it.each([
    // Ordinary days, whole and part-hour offsets, both sides of the date line.
    ['Europe/London', '2026-03-28', '09:00', '10:00', 60, '2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z'],
    ['Europe/London', '2026-03-29', '09:00', '10:00', 60, '2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z'],
    ['Asia/Kathmandu', '2026-03-27', '09:00', '10:15', 75, '2026-03-27T03:15:00.000Z', '2026-03-27T04:30:00.000Z'],
    ['Pacific/Kiritimati', '2026-03-30', '08:00', '09:00', 60, '2026-03-29T18:00:00.000Z', '2026-03-29T19:00:00.000Z'],
    ['Pacific/Pago_Pago', '2026-03-29', '07:00', '08:00', 60, '2026-03-29T18:00:00.000Z', '2026-03-29T19:00:00.000Z'],
    // A start skipped by the clocks going forward: an hour from the start, not the next day.
    ['Europe/London', '2026-03-29', '01:30', '02:30', 60, '2026-03-29T01:30:00.000Z', '2026-03-29T02:30:00.000Z'],
    ['America/New_York', '2026-03-08', '02:00', '03:00', 60, '2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    ['Australia/Sydney', '2026-10-04', '02:30', '03:30', 60, '2026-10-03T16:30:00.000Z', '2026-10-03T17:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-04', '02:15', '03:15', 60, '2026-10-03T15:45:00.000Z', '2026-10-03T16:45:00.000Z'],
    // The clocks going back during the session: its hour, not the two the clock would say.
    ['Europe/London', '2026-10-25', '01:30', '02:30', 60, '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '02:30', 60, '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
    ['Australia/Sydney', '2026-04-05', '02:30', '03:30', 60, '2026-04-04T15:30:00.000Z', '2026-04-04T16:30:00.000Z'],
    // Across the change with an end the clock shows at the type's duration (as the sandbox writes it).
    ['Europe/London', '2026-10-25', '00:30', '01:30', 120, '2026-10-24T23:30:00.000Z', '2026-10-25T01:30:00.000Z'],
    ['Europe/London', '2026-03-29', '00:30', '02:30', 60, '2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z'],
  ])('in %s, %s %s–%s (%i minutes) is %s to %s', (zone, date, startTime, endTime, minutes, start, end) => {
    expect(span(zone, date, startTime, endTime, minutes)).toEqual([start, end]);
  });

  it('lasts the booking’s own start-to-end where the type now lasts otherwise', () => {
    expect(span('Europe/London', '2026-03-29', '09:00', '09:30', 60)).toEqual(['2026-03-29T08:00:00.000Z', '2026-03-29T08:30:00.000Z']);
  });

  it('without a duration, lasts the booking’s start-to-end, into the next day past midnight and across a change', () => {
    expect(span('Europe/London', '2026-03-27', '23:00', '00:30')).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T00:30:00.000Z']);
    expect(span('Europe/London', '2026-03-29', '01:30', '02:30')).toEqual(['2026-03-29T01:30:00.000Z', '2026-03-29T02:30:00.000Z']);
    expect(span('Europe/London', '2026-10-25', '01:30', '02:30', 0)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
  });

  it('without a duration, ends an end the clocks go back past that same night', () => {
    expect(span('Europe/London', '2026-10-25', '01:30', '01:15')).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:15:00.000Z']);
    expect(span('America/New_York', '2026-11-01', '01:30', '01:15')).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-01T06:15:00.000Z']);
    // Any other night, an end before the start is the next morning.
    expect(span('Europe/London', '2026-10-24', '01:30', '01:15')).toEqual(['2026-10-24T00:30:00.000Z', '2026-10-25T00:15:00.000Z']);
  });

  it('without a usable end time, lasts the type’s duration; with neither, no time at all', () => {
    expect(span('Europe/London', '2026-03-29', '09:00', 'half past nine', 45)).toEqual(['2026-03-29T08:00:00.000Z', '2026-03-29T08:45:00.000Z']);
    expect(span('Europe/London', '2026-03-29', '09:00', '09:00', 45)).toEqual(['2026-03-29T08:00:00.000Z', '2026-03-29T08:45:00.000Z']);
    expect(span('Europe/London', '2026-03-29', '09:00', '')).toEqual(['2026-03-29T08:00:00.000Z', '2026-03-29T08:00:00.000Z']);
  });

  it('throws for a zone the platform does not know', () => {
    expect(() => sessionSpan({ date: '2026-03-29', startTime: '09:00', endTime: '10:00' }, 'America/Nowhere_Test')).toThrow(RangeError);
  });
});
