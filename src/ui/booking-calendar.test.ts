import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Profile } from '../api/types';
import { provideZoneRules } from '../time/zone';
import { getTimezoneOffset } from '../time/zone-rules';
import { calendarOffers, placeOf } from './booking-calendar';

beforeAll(() => provideZoneRules(getTimezoneOffset));

const profile = (over: Partial<Profile> = {}): Profile => ({
  handle: 'harbour-yoga',
  name: 'Harbour Yoga',
  timezone: 'Europe/London',
  currency: 'GBP',
  locales: ['en'],
  website_url: 'https://harbour.example/',
  location: { address: '1 Quay Street', city: 'London', postal_code: 'E1 1AA', country: 'GB' },
  accepts_bookings: true,
  ...over,
});

const booking = (date: string, start: string, end: string): Booking => ({
  id: 'b7c1',
  booking_type_id: 't1',
  booking_type_title: 'Hatha Flow',
  scheduled_date: date,
  scheduled_start_time: start,
  scheduled_end_time: end,
  status: 'confirmed',
  source: 'external_partner',
  customer: { name: 'Ann', email: 'ann@example.com' },
  created_at: '2026-03-27T09:00:00Z',
});

const NOW = new Date('2026-03-27T09:00:00Z');

/** The instants each of the three says, as ISO strings: [file, Google, Outlook] × [start, end]. */
function instantsOf(offers: ReturnType<typeof calendarOffers>) {
  const ics = decodeURIComponent(offers.file.replace(/^data:text\/calendar;charset=utf-8,/, ''));
  const icsInstant = (name: string) => {
    const [, y, mo, d, h, mi] = new RegExp(`${name}:(\\d{4})(\\d\\d)(\\d\\d)T(\\d\\d)(\\d\\d)00Z`).exec(ics)!;
    return new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`).toISOString();
  };
  const googleDates = new URL(offers.google).searchParams.get('dates')!.split('/');
  const fromGoogle = (value: string) => new Date(value.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z')).toISOString();
  const outlook = new URL(offers.outlook).searchParams;
  return {
    file: [icsInstant('DTSTART'), icsInstant('DTEND')],
    google: googleDates.map(fromGoogle),
    outlook: [new Date(outlook.get('startdt')!).toISOString(), new Date(outlook.get('enddt')!).toISOString()],
  };
}

describe('calendarOffers', () => {
  it.each([
    ['Europe/London', '2026-03-28', '09:00', '10:00', 60, '2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z'],
    ['Europe/London', '2026-03-29', '01:30', '02:30', 60, '2026-03-29T01:30:00.000Z', '2026-03-29T02:30:00.000Z'],
    ['Europe/London', '2026-10-25', '01:30', '02:30', 60, '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'],
    ['America/New_York', '2026-03-08', '02:00', '03:00', 60, '2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '02:30', 60, '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
    ['Australia/Sydney', '2026-04-05', '02:30', '03:30', 60, '2026-04-04T15:30:00.000Z', '2026-04-04T16:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-04', '02:15', '03:15', 60, '2026-10-03T15:45:00.000Z', '2026-10-03T16:45:00.000Z'],
    ['Asia/Kathmandu', '2026-03-27', '09:00', '10:15', 75, '2026-03-27T03:15:00.000Z', '2026-03-27T04:30:00.000Z'],
    ['Pacific/Kiritimati', '2026-03-30', '08:00', '09:00', 60, '2026-03-29T18:00:00.000Z', '2026-03-29T19:00:00.000Z'],
    ['Europe/London', '2026-03-27', '23:00', '00:30', 90, '2026-03-27T23:00:00.000Z', '2026-03-28T00:30:00.000Z'],
  ])('in %s, %s %s–%s: the file, Google and Outlook all say the same minutes', (zone, date, start, end, minutes, from, to) => {
    const offers = calendarOffers(booking(date, start, end), 'Hatha Flow', profile({ timezone: zone }), zone, minutes, NOW);
    expect(instantsOf(offers)).toEqual({ file: [from, to], google: [from, to], outlook: [from, to] });
  });

  it('titles the event with the type and the space, places it at the space’s name and address, and describes it with its website', () => {
    const offers = calendarOffers(booking('2026-03-28', '09:00', '10:00'), 'Hatha Flow', profile(), 'Europe/London', 60, NOW);
    const google = new URL(offers.google).searchParams;
    const outlook = new URL(offers.outlook).searchParams;
    expect(google.get('text')).toBe('Hatha Flow · Harbour Yoga');
    expect(outlook.get('subject')).toBe('Hatha Flow · Harbour Yoga');
    expect(google.get('location')).toBe('Harbour Yoga, 1 Quay Street, E1 1AA London, GB');
    expect(outlook.get('location')).toBe(google.get('location'));
    expect(google.get('details')).toBe('Harbour Yoga\nhttps://harbour.example/');
    expect(outlook.get('body')).toBe(google.get('details'));
    const ics = decodeURIComponent(offers.file);
    expect(ics).toContain('LOCATION:Harbour Yoga\\, 1 Quay Street\\, E1 1AA London\\, GB');
    expect(ics).toContain('URL:https://harbour.example/');
  });

  it('never puts a website that is not http(s) in any of them', () => {
    const offers = calendarOffers(booking('2026-03-28', '09:00', '10:00'), 'Hatha Flow', profile({ website_url: 'javascript:alert(1)' }), 'Europe/London', 60, NOW);
    for (const text of [decodeURIComponent(offers.file), offers.google, offers.outlook]) expect(text).not.toMatch(/javascript/i);
    expect(new URL(offers.google).searchParams.get('details')).toBe('Harbour Yoga');
  });

  it('places a space without an address at its name alone, and ignores fields that are not text', () => {
    expect(placeOf(profile({ location: null }))).toBe('Harbour Yoga');
    expect(placeOf(profile({ location: { address: 42 as unknown as string, city: 'Leeds' } }))).toBe('Harbour Yoga, Leeds');
  });
});
