/**
 * "Add to Google Calendar" and "Add to Outlook" addresses: the public templates of both, which
 * open the visitor's own calendar with the event filled in, for them to save.
 */
import { wallClock, wallMs } from './zone';

export interface LinkedEvent {
  title: string;
  start: Date;
  end: Date;
  location?: string;
  description?: string;
}

/** `20260329T013000Z`: Google's `dates` form of an instant (UTC, whole seconds). */
const googleInstant = (instant: Date): string => instant.toISOString().replace(/[-:]|\.\d+/g, '');

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * `2026-03-29T02:30:00+01:00`: the instant as the clocks of `timeZone` show it, with their offset,
 * so Outlook reads the same minute whatever the visitor's own zone.
 */
export function withZoneOffset(instant: Date, timeZone: string): string {
  const shown = wallClock(instant, timeZone);
  const offsetMinutes = Math.round((wallMs(shown.date, shown.time) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  return `${shown.date}T${shown.time}:00${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** An event without length ends where it starts: both templates need an end. */
const endOf = ({ start, end }: LinkedEvent): Date => (end > start ? end : start);

function withOptional(params: URLSearchParams, name: string, value: string | undefined): void {
  if (value) params.set(name, value);
}

export function googleCalendarUrl(event: LinkedEvent): string {
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${googleInstant(event.start)}/${googleInstant(endOf(event))}` });
  withOptional(params, 'details', event.description);
  withOptional(params, 'location', event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(event: LinkedEvent, timeZone: string): string {
  const params = new URLSearchParams({
    subject: event.title,
    startdt: withZoneOffset(event.start, timeZone),
    enddt: withZoneOffset(endOf(event), timeZone),
  });
  withOptional(params, 'body', event.description);
  withOptional(params, 'location', event.location);
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}
