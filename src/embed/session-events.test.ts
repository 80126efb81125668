import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingType, Profile, Slot } from '../api/types';
import { provideZoneRules, zonedToInstant } from '../time/zone';
import { getTimezoneOffset } from '../time/zone-rules';
import { eventProblems } from './event-requirements.testing';
import { isoInZone, MAX_EVENTS, sessionEvents, type Session } from './session-events';

beforeAll(() => provideZoneRules(getTimezoneOffset));

const profile = (over: Partial<Profile> = {}): Profile => ({
  handle: 'harbour-yoga',
  name: 'Harbour Yoga',
  timezone: 'Europe/London',
  currency: 'GBP',
  locales: ['en'],
  website_url: 'https://harbour-yoga.example.com',
  logo_url: 'https://harbour-yoga.example.com/logo.svg',
  location: { name: 'Harbour Yoga', address: '4 Quay Street', city: 'London', postal_code: 'SE10 9HT', country: 'GB' },
  accepts_bookings: true,
  ...over,
});
const type = (over: Partial<BookingType> = {}): BookingType => ({
  id: 't1',
  slug: 'vinyasa',
  title: 'Sunrise Vinyasa',
  description: 'A flowing class.',
  duration_minutes: 60,
  price_amount: 1400,
  capacity: 12,
  categories: ['yoga'],
  ...over,
});
const slot = (date: string, start_time: string, end_time: string, remaining: number | null = 8): Slot => ({ date, start_time, end_time, remaining });

/** Two days before London's clocks go forward (29 March 2026, 01:00 GMT -> 02:00 BST). */
const NOW = new Date('2026-03-27T09:00:00Z');
const PAGE = 'https://studio.example/book';

describe('isoInZone', () => {
  it.each([
    // The zone tests' instants (src/time/zone.test.ts), written with the offset of their date.
    ['2026-03-28', '09:00', 'Europe/London', '2026-03-28T09:00:00+00:00'],
    ['2026-03-29', '09:00', 'Europe/London', '2026-03-29T09:00:00+01:00'],
    ['2026-10-25', '09:00', 'Europe/London', '2026-10-25T09:00:00+00:00'],
    ['2026-03-08', '09:00', 'America/New_York', '2026-03-08T09:00:00-04:00'],
    ['2026-04-05', '09:00', 'Australia/Sydney', '2026-04-05T09:00:00+10:00'],
    ['2026-04-04', '09:00', 'Australia/Sydney', '2026-04-04T09:00:00+11:00'],
    ['2026-03-27', '07:00', 'Asia/Kathmandu', '2026-03-27T07:00:00+05:45'],
  ])('writes %s %s in %s as %s, the same instant', (date, time, zone, iso) => {
    const instant = zonedToInstant(date, time, zone);
    expect(isoInZone(instant, zone)).toBe(iso);
    expect(Date.parse(iso)).toBe(instant.getTime());
  });

  it('writes a time the clocks skip as the time the session starts, after the gap: London 01:30 on 29 March is 02:30 BST', () => {
    expect(isoInZone(zonedToInstant('2026-03-29', '01:30', 'Europe/London'), 'Europe/London')).toBe('2026-03-29T02:30:00+01:00');
  });
});

describe('sessionEvents', () => {
  const sessions = (slots: Slot[], bookingType = type()): Session[] => slots.map((s) => ({ type: bookingType, slot: s }));

  it('describes each session with every property search engines require or recommend, times in the offset of their date', () => {
    const events = sessionEvents({
      profile: profile(),
      sessions: sessions([slot('2026-03-28', '08:00', '09:00'), slot('2026-03-29', '08:00', '09:00')]),
      now: NOW,
      pageUrl: PAGE,
    });
    expect(events).toHaveLength(2);
    for (const event of events) expect(eventProblems(event)).toEqual([]);
    expect(events.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2026-03-28T08:00:00+00:00', '2026-03-28T09:00:00+00:00'],
      ['2026-03-29T08:00:00+01:00', '2026-03-29T09:00:00+01:00'],
    ]);
    expect(events[0]).toMatchObject({
      name: 'Sunrise Vinyasa',
      description: 'A flowing class.',
      image: ['https://harbour-yoga.example.com/logo.svg'],
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Harbour Yoga',
        address: { '@type': 'PostalAddress', streetAddress: '4 Quay Street', addressLocality: 'London', postalCode: 'SE10 9HT', addressCountry: 'GB' },
      },
      organizer: { '@type': 'Organization', name: 'Harbour Yoga', url: 'https://harbour-yoga.example.com/' },
      offers: { '@type': 'Offer', price: 14, priceCurrency: 'GBP', availability: 'https://schema.org/InStock', url: PAGE },
    });
  });

  it('ends a session that runs past midnight across the change of clocks on the next day, in its offset', () => {
    const [event] = sessionEvents({ profile: profile(), sessions: sessions([slot('2026-03-28', '23:30', '02:30')]), now: NOW, pageUrl: PAGE });
    expect(event!.startDate).toBe('2026-03-28T23:30:00+00:00');
    expect(event!.endDate).toBe('2026-03-29T02:30:00+01:00');
    expect(eventProblems(event!)).toEqual([]);
  });

  it("ends a session at its type's duration where its slot has no end of its own", () => {
    const [event] = sessionEvents({ profile: profile(), sessions: sessions([slot('2026-03-28', '10:00', '10:00')], type({ duration_minutes: 75 })), now: NOW, pageUrl: PAGE });
    expect(event!.endDate).toBe('2026-03-28T11:15:00+00:00');
  });

  it('keeps the soonest 50 sessions, soonest first, none already started', () => {
    const slots: Slot[] = [];
    for (let day = 26; day <= 31; day++) for (const time of ['06:00', '09:00', '12:00', '18:00']) slots.push(slot(`2026-03-${day}`, time, '23:00'));
    for (let day = 1; day <= 15; day++) for (const time of ['06:00', '09:00', '12:00', '18:00']) slots.push(slot(`2026-04-${String(day).padStart(2, '0')}`, time, '23:00'));
    const events = sessionEvents({ profile: profile(), sessions: sessions(slots.reverse()), now: NOW, pageUrl: PAGE });
    expect(events).toHaveLength(MAX_EVENTS);
    const starts = events.map((e) => Date.parse(String(e.startDate)));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // 09:00 on 27 March has started (NOW): the first is at 12:00.
    expect(events[0]!.startDate).toBe('2026-03-27T12:00:00+00:00');
  });

  it('keeps the sessions that start within 14 days of now', () => {
    const slots = Array.from({ length: 15 }, (_, i) => slot(`2026-04-${String(i + 1).padStart(2, '0')}`, '07:00', '08:00'));
    const events = sessionEvents({ profile: profile(), sessions: sessions(slots), now: NOW, pageUrl: PAGE });
    // Up to 10 April 09:00 UTC (10:00 BST): 10 April's 07:00 BST is in, 11 April's is out.
    expect(events.map((e) => String(e.startDate).slice(0, 10)).at(-1)).toBe('2026-04-10');
    expect(events).toHaveLength(10);
  });

  it('gives each offer its availability from the places left where known', () => {
    const events = sessionEvents({
      profile: profile(),
      sessions: sessions([slot('2026-03-28', '08:00', '09:00', null), slot('2026-03-28', '09:00', '10:00', 9), slot('2026-03-28', '10:00', '11:00', 3), slot('2026-03-28', '11:00', '12:00', 0)]),
      now: NOW,
      pageUrl: PAGE,
    });
    expect(events.map((e) => (e.offers as { availability: string }).availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/InStock',
      'https://schema.org/LimitedAvailability',
      'https://schema.org/SoldOut',
    ]);
  });

  it('writes prices in major units of the currency, and the offer address the integration gives', () => {
    const [event] = sessionEvents({
      profile: profile({ currency: 'jpy', timezone: 'Asia/Tokyo' }),
      sessions: sessions([slot('2026-03-28', '10:00', '11:00')], type({ price_amount: 3500 })),
      now: NOW,
      pageUrl: PAGE,
      offerUrl: ({ slot: s }) => `${PAGE}#${s.date}T${s.start_time}`,
    });
    expect(event!.offers).toMatchObject({ price: 3500, priceCurrency: 'JPY', url: `${PAGE}#2026-03-28T10:00` });
    expect(event!.startDate).toBe('2026-03-28T10:00:00+09:00');
  });

  it('announces a type held online as an online event, and names the page as organizer where the space has no safe website', () => {
    const [event] = sessionEvents({
      profile: profile({ website_url: 'javascript:alert(1)', logo_url: 'data:image/png;base64,AA' }),
      sessions: sessions([slot('2026-03-28', '10:00', '11:00')], type({ categories: ['Online'] })),
      now: NOW,
      pageUrl: PAGE,
    });
    expect(event).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: PAGE },
      organizer: { url: PAGE },
    });
    expect(event).not.toHaveProperty('image');
    expect(eventProblems(event!)).toEqual([]);
  });

  it('announces nothing in a zone the browser does not know, whose offsets it cannot tell', () => {
    expect(sessionEvents({ profile: profile({ timezone: 'America/Nowhere_Test' }), sessions: sessions([slot('2026-03-28', '10:00', '11:00')]), now: NOW, pageUrl: PAGE })).toEqual([]);
  });

  it('the requirements check finds an event that lacks what search engines need', () => {
    const [event] = sessionEvents({ profile: profile(), sessions: sessions([slot('2026-03-28', '10:00', '11:00')]), now: NOW, pageUrl: PAGE });
    const { location: _location, ...withoutLocation } = event!;
    expect(eventProblems(withoutLocation)).toContain('location (Place with name)');
    expect(eventProblems({ ...event, startDate: '2026-03-28T10:00' })).toContain('startDate (ISO 8601 with an offset)');
  });
});
