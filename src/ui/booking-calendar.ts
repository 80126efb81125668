import type { Booking, Profile } from '../api/types';
import { safeUrl } from '../shared/http-url';
import { googleCalendarUrl, outlookCalendarUrl, type LinkedEvent } from '../time/calendar-links';
import { buildIcs } from '../time/ics';
import { sessionSpan } from '../time/session-span';

/** The three ways the confirmation offers to put a booking in a calendar. */
export interface CalendarOffers {
  /** A `data:` address of the `.ics` file. */
  file: string;
  google: string;
  outlook: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The space's name and address, as one line: where the session is. */
export function placeOf(profile: Profile): string {
  const location = profile.location ?? {};
  const parts = [text(profile.name), text(location.address), [text(location.postal_code), text(location.city)].filter(Boolean).join(' '), text(location.country)];
  return parts.filter(Boolean).join(', ');
}

/**
 * The booking as a calendar file and as Google and Outlook links, all from one span of instants
 * (src/time/session-span.ts), so that they agree to the minute. Throws a RangeError for a zone
 * the browser does not know.
 */
export function calendarOffers(booking: Booking, title: string, profile: Profile | null, zone: string, durationMinutes: number | undefined, now: Date): CalendarOffers {
  const { start, end } = sessionSpan(
    { date: booking.scheduled_date, startTime: booking.scheduled_start_time, endTime: booking.scheduled_end_time, durationMinutes },
    zone,
  );
  const website = safeUrl(profile?.website_url);
  const event: LinkedEvent = {
    title: profile ? `${title} · ${profile.name}` : title,
    start,
    end,
    location: (profile && placeOf(profile)) || undefined,
    description: [profile?.name, website].filter(Boolean).join('\n') || undefined,
  };
  const ics = buildIcs({ ...event, uid: `${booking.id}@space-booking`, url: website, stamp: now });
  return {
    file: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event, zone),
  };
}
