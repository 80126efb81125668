/**
 * The space's upcoming sessions as schema.org `Event` objects (JSON-LD), with the properties search
 * engines require of an event (name, startDate, location with its address) and those they
 * recommend (endDate, eventStatus, eventAttendanceMode, offers, organizer, description, image).
 */
import { ONLINE_CATEGORY } from '../api/assumptions';
import type { BookingType, Location, Profile, Slot } from '../api/types';
import { minorUnits } from '../i18n/minor-units';
import { knownZone, wallClock, wallMs, zonedEnd, zonedToInstant } from '../time/zone';
import { safeUrl } from '../shared/http-url';

export const EVENT_DAYS = 14;
/** Events written at most: the soonest. */
export const MAX_EVENTS = 50;
/** Places left at or under which a session is announced as `LimitedAvailability`. */
export const FEW_PLACES_LEFT = 3;

const SCHEMA = 'https://schema.org/';
const DAY_MS = 86_400_000;

export interface Session {
  type: BookingType;
  slot: Slot;
}

/** The offer's address for a session (the host page's by default; a deep link to the session where the page has one). */
export type OfferUrl = (session: Session) => string;

export interface SessionEventsInput {
  profile: Profile;
  /** Each booking type with its open slots (any dates: only the next 14 days' are kept). */
  sessions: readonly Session[];
  now: Date;
  /** The host page's address: the organizer's where the space has no website, the offers' by default. */
  pageUrl: string;
  offerUrl?: OfferUrl;
}

export type JsonLd = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as ISO 8601 with the offset the zone's clocks have then (`2026-03-29T02:30:00+01:00`):
 * the clock's reading at that instant, so a time skipped by the clocks going forward is written as
 * the time the session starts, after the gap.
 */
export function isoInZone(instant: Date, timeZone: string): string {
  const { date, time } = wallClock(instant, timeZone);
  const offsetMinutes = Math.round((wallMs(date, time) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function postalAddress(location: Location | null | undefined): JsonLd {
  const address: JsonLd = { '@type': 'PostalAddress' };
  const parts = { streetAddress: 'address', addressLocality: 'city', addressRegion: 'region', postalCode: 'postal_code', addressCountry: 'country' } as const;
  for (const [property, field] of Object.entries(parts)) {
    const value = text(location?.[field]);
    if (value) address[property] = value;
  }
  return address;
}

function availability(slot: Slot): string {
  const left = slot.remaining;
  if (typeof left !== 'number') return `${SCHEMA}InStock`;
  if (left <= 0) return `${SCHEMA}SoldOut`;
  return `${SCHEMA}${left <= FEW_PLACES_LEFT ? 'LimitedAvailability' : 'InStock'}`;
}

const isOnline = (type: BookingType) =>
  Array.isArray(type.categories) && type.categories.some((category) => typeof category === 'string' && category.toLowerCase() === ONLINE_CATEGORY);

/** When a session ends: its slot's end, else its type's duration after its start. */
function endOf({ type, slot }: Session, start: Date, timeZone: string): Date {
  if (typeof slot.end_time === 'string' && /^\d\d:\d\d$/.test(slot.end_time) && slot.end_time !== slot.start_time)
    return zonedEnd(slot.date, slot.start_time, slot.end_time, timeZone);
  return new Date(start.getTime() + Math.max(0, Number(type.duration_minutes) || 0) * 60_000);
}

/**
 * The `Event` of each session that starts within the next `EVENT_DAYS` days, soonest first, at
 * most `MAX_EVENTS`. Needs the zone rules (src/state/load-zone-rules.ts) to place times; none in a
 * zone the browser does not know, whose offsets it cannot tell.
 */
export function sessionEvents({ profile, sessions, now, pageUrl, offerUrl = () => pageUrl }: SessionEventsInput): JsonLd[] {
  const zone = knownZone(profile.timezone);
  if (!zone) return [];
  const until = now.getTime() + EVENT_DAYS * DAY_MS;
  const upcoming = sessions
    .map((session) => ({ session, start: zonedToInstant(session.slot.date, session.slot.start_time, zone) }))
    .filter(({ start }) => start.getTime() > now.getTime() && start.getTime() <= until)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .slice(0, MAX_EVENTS);
  const website = safeUrl(profile.website_url);
  const organizer: JsonLd = { '@type': 'Organization', name: profile.name, url: website ?? pageUrl };
  const logo = safeUrl(profile.logo_url);
  const place: JsonLd = { '@type': 'Place', name: text(profile.location?.name) ?? profile.name, address: postalAddress(profile.location) };
  const currency = typeof profile.currency === 'string' ? profile.currency.toUpperCase() : '';
  return upcoming.map(({ session, start }) => {
    const { type, slot } = session;
    const online = isOnline(type);
    const event: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: type.title,
      startDate: isoInZone(start, zone),
      endDate: isoInZone(endOf(session, start, zone), zone),
      eventStatus: `${SCHEMA}EventScheduled`,
      eventAttendanceMode: `${SCHEMA}${online ? 'Online' : 'Offline'}EventAttendanceMode`,
      location: online ? { '@type': 'VirtualLocation', url: offerUrl(session) } : place,
      organizer,
      offers: {
        '@type': 'Offer',
        price: type.price_amount / 10 ** minorUnits(currency),
        priceCurrency: currency,
        availability: availability(slot),
        url: offerUrl(session),
      },
    };
    const description = text(type.description);
    if (description) event.description = description;
    if (logo) event.image = [logo];
    return event;
  });
}
