// The API's dates and times are wall-clock in the space's own zone (space-platform-api.md: "Times
// of day are HH:MM wall-clock in the space's own timezone"). Calendar dates stay plain strings so
// that the visitor's zone can never shift them; instants appear only when a time is placed in a zone.
import { clockFormat } from '../shared/intl-formatters';
import type { getTimezoneOffset } from './zone-rules';

const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function isoDate(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(date: string, n: number): string {
  return isoDate(utcMidnight(date) + n * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Each zone's clock, read for every slot shown: found by the zone's name alone, without the shared cache's key. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = clockFormat(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** Null for a zone newer than the browser's time-zone data (`America/Ciudad_Juarez` to Safari 15). */
export function knownZone(name: string): string | null {
  try {
    return name ? clockOf(name).resolvedOptions().timeZone : null;
  } catch {
    return null;
  }
}

export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const { type, value } of clockOf(timeZone).formatToParts(instant)) parts[type] = value;
  return { date: `${pad(Number(parts.year), 4)}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return wallClock(now, timeZone).date;
}

/** Read as if it were UTC: the zone-free number a wall clock stands for. */
export function wallMs(date: string, time = '00:00'): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return utcMidnight(date) + (hours * 60 + minutes) * 60_000;
}

/** Provided by the chunk src/state/load-zone-rules.ts loads, or at start in the sandbox. */
let timezoneOffset: typeof getTimezoneOffset | null = null;

export function provideZoneRules(reader: typeof getTimezoneOffset): void {
  timezoneOffset = reader;
}

export const zoneRulesReady = (): boolean => timezoneOffset !== null;

function offsetAt(timeZone: string, instant: number): number {
  if (!timezoneOffset) throw new Error('space-booking: zone rules used before they were provided');
  return timezoneOffset(timeZone, new Date(instant));
}

const bracketCache = new Map<string, [number, number]>();

/** Noon is never on a transition, where date-fns-tz's answer would depend on the visitor's own zone. */
function offsetsAround(date: string, timeZone: string): [number, number] {
  const key = `${timeZone} ${date}`;
  let offsets = bracketCache.get(key);
  if (!offsets) {
    const noon = utcMidnight(date) + DAY_MS / 2;
    offsets = [offsetAt(timeZone, noon - DAY_MS), offsetAt(timeZone, noon + DAY_MS)];
    if (bracketCache.size >= 1000) bracketCache.clear();
    bracketCache.set(key, offsets);
  }
  return offsets;
}

/** RFC 5545 (3.3.5), Temporal's "compatible": a time a gap skips lands after the gap; a time shown twice is the first. */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  // Intl decides which zones exist: date-fns-tz alone would also read '', 'Z' and '+01:00' (as UTC
  // and fixed offsets), while the API names IANA zones.
  clockOf(timeZone);
  return new Date(instantsShowing(date, time, timeZone)[0] ?? wallMs(date, time) - offsetsAround(date, timeZone)[0]);
}

/** One, two on the night the clocks go back, none in the hour they skip; earliest first. */
function instantsShowing(date: string, time: string, timeZone: string): number[] {
  const wall = wallMs(date, time);
  const [before, after] = offsetsAround(date, timeZone);
  if (before === after) return [wall - before];
  const shows = (t: number) => {
    const shown = wallClock(new Date(t), timeZone);
    return shown.date === date && shown.time === time;
  };
  return [wall - before, wall - after].filter(shows).sort((a, b) => a - b);
}

/** The next day's end is placed on that date, not 24 hours on, which a DST change that night would put off. */
export function zonedEnd(date: string, startTime: string, endTime: string, timeZone: string): Date {
  const start = zonedToInstant(date, startTime, timeZone).getTime();
  const sameDay = [...instantsShowing(date, endTime, timeZone), zonedToInstant(date, endTime, timeZone).getTime()];
  const end = sameDay.find((t) => t > start);
  return end === undefined ? zonedToInstant(addDays(date, 1), endTime, timeZone) : new Date(end);
}

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
