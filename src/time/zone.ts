/**
 * Wall-clock and calendar arithmetic across IANA zones.
 *
 * The API speaks in wall-clock dates (`YYYY-MM-DD`) and times (`HH:MM`) in the space's own zone
 * (space-platform-api.md, "Dates are YYYY-MM-DD. Times of day are HH:MM wall-clock in the space's
 * own timezone"). Calendar dates are handled as plain strings so that the visitor's zone can never
 * shift them; instants only appear when a wall-clock time is placed in a zone.
 */
import type { getTimezoneOffset } from './zone-rules';

const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Midnight UTC of a `YYYY-MM-DD` date: a zone-free stand-in for calendar arithmetic. */
function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function isoDate(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `date` moved by `n` calendar days (n may be negative). */
export function addDays(date: string, n: number): string {
  return isoDate(utcMidnight(date) + n * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter that reads clocks in `timeZone`; a RangeError for a zone Intl does not know. */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    // `hourCycle: 'h23'` keeps midnight as 00 (some engines render `hour12: false` midnight as 24).
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

/**
 * `name` as Intl spells the zone (`asia/tokyo` -> `Asia/Tokyo`), or null when Intl does not know
 * it (a zone newer than the browser's time-zone data, such as `America/Ciudad_Juarez` to Safari 15).
 */
export function knownZone(name: string): string | null {
  try {
    return name ? clockFormat(name).resolvedOptions().timeZone : null;
  } catch {
    return null;
  }
}

/** The date and time an instant shows on a clock in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const { type, value } of clockFormat(timeZone).formatToParts(instant)) parts[type] = value;
  return { date: `${pad(Number(parts.year), 4)}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today's calendar date in `timeZone`. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return wallClock(now, timeZone).date;
}

/** A `date` + `time` read as if it were UTC: the zone-free number a wall clock stands for. */
export function wallMs(date: string, time = '00:00'): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return utcMidnight(date) + (hours * 60 + minutes) * 60_000;
}

/**
 * date-fns-tz's offset reader, once the widget has it. Evaluating the library builds an Intl
 * formatter, which has no place in the script's first run, so the browser gets it as a chunk of
 * its own (src/state/load-zone-rules.ts) while the first answers are on their way; the sandbox, in
 * Node, provides it at start.
 */
let timezoneOffset: typeof getTimezoneOffset | null = null;

export function provideZoneRules(reader: typeof getTimezoneOffset): void {
  timezoneOffset = reader;
}

/** Whether the zone rules are here: instants can be placed now. */
export const zoneRulesReady = (): boolean => timezoneOffset !== null;

function offsetAt(timeZone: string, instant: number): number {
  if (!timezoneOffset) throw new Error('space-booking: zone rules used before they were provided');
  return timezoneOffset(timeZone, new Date(instant));
}

const bracketCache = new Map<string, [number, number]>();

/**
 * The zone's offsets at noon the day before `date` and the day after: between them lies any
 * transition that can touch `date`, and noon is never on one, where date-fns-tz's answer would
 * depend on the visitor's own zone. Kept per zone and date: a day's slots share them.
 */
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

/**
 * The instant at which clocks in `timeZone` show `date` `time`, as RFC 5545 (3.3.5) and
 * Temporal's "compatible" rule read it:
 * - a time skipped by a spring-forward gap is read with the offset before the gap, so it lands
 *   after the gap (London 01:30 on 2026-03-29 is 02:30 BST);
 * - a time shown twice in the autumn is the first occurrence (London 01:30 on 2026-10-25 is BST).
 * On a day without a transition (nearly all) the offset is the one date-fns-tz gives. Otherwise
 * the instant is the one whose clock, read through Intl, shows the time asked for. An unknown
 * zone throws a RangeError.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  // Intl decides which zones exist: date-fns-tz alone would also read '', 'Z' and '+01:00' (as UTC
  // and fixed offsets), while the API names IANA zones.
  clockFormat(timeZone);
  return new Date(instantsShowing(date, time, timeZone)[0] ?? wallMs(date, time) - offsetsAround(date, timeZone)[0]);
}

/**
 * The instants, earliest first, at which clocks in `timeZone` show `date` at `time`: one, two on
 * the night the clocks go back, none in the hour they skip.
 */
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

/**
 * When a session that starts on `date` at `startTime` and ends at `endTime` (wall-clock in
 * `timeZone`) ends: on `date`, or on the next day when that would not be after the start. An end
 * the clocks show twice that night (they go back) is its occurrence after the start. The next
 * day's end is placed on the next day's date, not 24 hours after the same-day end, which a DST
 * change that night would put off by the change.
 */
export function zonedEnd(date: string, startTime: string, endTime: string, timeZone: string): Date {
  const start = zonedToInstant(date, startTime, timeZone).getTime();
  const sameDay = [...instantsShowing(date, endTime, timeZone), zonedToInstant(date, endTime, timeZone).getTime()];
  const end = sameDay.find((t) => t > start);
  return end === undefined ? zonedToInstant(addDays(date, 1), endTime, timeZone) : new Date(end);
}

/** The visitor's IANA zone, `UTC` when the platform does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
