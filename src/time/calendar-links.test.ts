import { beforeAll, describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl, withZoneOffset } from './calendar-links';
import { provideZoneRules } from './zone';
import { getTimezoneOffset } from './zone-rules';

beforeAll(() => provideZoneRules(getTimezoneOffset));

const event = {
  title: 'Morning flow · Harbour Yoga',
  start: new Date('2026-03-29T01:30:00Z'),
  end: new Date('2026-03-29T02:30:00Z'),
  location: 'Harbour Yoga, 1 Quay Street, London',
  description: 'Harbour Yoga\nhttps://harbour.example/',
};

describe('withZoneOffset', () => {
  it.each([
    ['2026-03-29T00:59:00Z', 'Europe/London', '2026-03-29T00:59:00+00:00'],
    ['2026-03-29T01:30:00Z', 'Europe/London', '2026-03-29T02:30:00+01:00'],
    ['2026-10-25T00:30:00Z', 'Europe/London', '2026-10-25T01:30:00+01:00'],
    ['2026-10-25T01:30:00Z', 'Europe/London', '2026-10-25T01:30:00+00:00'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08T03:00:00-04:00'],
    ['2026-03-27T03:15:00Z', 'Asia/Kathmandu', '2026-03-27T09:00:00+05:45'],
    ['2026-10-03T15:45:00Z', 'Australia/Lord_Howe', '2026-10-04T02:45:00+11:00'],
    ['2026-03-29T18:00:00Z', 'Pacific/Pago_Pago', '2026-03-29T07:00:00-11:00'],
    ['2026-03-29T18:00:00Z', 'Pacific/Kiritimati', '2026-03-30T08:00:00+14:00'],
  ])('%s in %s is %s, the same instant', (instant, zone, expected) => {
    expect(withZoneOffset(new Date(instant), zone)).toBe(expected);
    expect(new Date(expected).toISOString()).toBe(new Date(instant).toISOString());
  });
});

describe('googleCalendarUrl', () => {
  it('fills Google’s template with UTC minutes, title, place and description', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260329T013000Z/20260329T023000Z');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('details')).toBe(event.description);
  });

  it('leaves out what is not given, and ends an event without length at its start', () => {
    const url = new URL(googleCalendarUrl({ title: 'A & B', start: event.start, end: event.start }));
    expect(url.searchParams.get('text')).toBe('A & B');
    expect(url.searchParams.get('dates')).toBe('20260329T013000Z/20260329T013000Z');
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.has('details')).toBe(false);
  });
});

describe('outlookCalendarUrl', () => {
  it('fills Outlook’s compose template with the space’s clock and offset', () => {
    const url = new URL(outlookCalendarUrl(event, 'Europe/London'));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('startdt')).toBe('2026-03-29T02:30:00+01:00');
    expect(url.searchParams.get('enddt')).toBe('2026-03-29T03:30:00+01:00');
    expect(url.searchParams.get('subject')).toBe(event.title);
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('body')).toBe(event.description);
  });
});
