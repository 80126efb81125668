/**
 * Slots from weekly schedules, in the space's IANA zone.
 *
 * A schedule names wall-clock start times per weekday. A wall-clock time that does not exist on
 * a day (the hour skipped when clocks go forward) is no slot; an ambiguous one (clocks go back)
 * is the earlier of its two instants.
 */
import { fromZonedTime } from 'date-fns-tz';
import type { Slot } from '../src/api/types';
import type { SeedBookingType, Weekday } from './seed';

/** Booking window unless a type says otherwise: at least 2 hours' notice, at most 90 days ahead. */
export const DEFAULT_MIN_NOTICE_MINUTES = 120;
export const DEFAULT_MAX_ADVANCE_DAYS = 90;
/** Availability range: `to` at most 62 days after `from` (Limits). */
export const MAX_RANGE_DAYS = 62;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (n: number) => String(n).padStart(2, '0');

function utcMidnight(date: string): number {
  const [, y, m, d] = DATE.exec(date)!;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

function isoDate(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A real calendar date in `YYYY-MM-DD` form (2026-02-30 is not). */
export function isValidDate(value: unknown): value is string {
  return typeof value === 'string' && DATE.test(value) && isoDate(utcMidnight(value)) === value;
}

export function isValidTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

export const addDays = (date: string, n: number): string => isoDate(utcMidnight(date) + n * DAY_MS);
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
export const weekdayOf = (date: string): Weekday => new Date(utcMidnight(date)).getUTCDay() as Weekday;

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The date and time an instant shows on a clock in `timeZone`. Read through Intl rather than
 * date-fns-tz's toZonedTime, whose result is a Date in the process's own zone and so shifts when
 * that zone happens to skip the same wall-clock hour.
 */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  let f = wallFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * The instant of a wall-clock time in a zone, or null when that time does not exist there.
 * fromZonedTime maps a skipped time to some neighbouring instant, so the result is checked by
 * reading it back; for a repeated time the earlier instant is kept.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const instant = fromZonedTime(`${date}T${time}:00`, timeZone);
  const shows = (d: Date) => {
    const w = wallClock(d, timeZone);
    return w.date === date && w.time === time;
  };
  if (!shows(instant)) return null;
  for (const back of [3_600_000, 1_800_000]) {
    const earlier = new Date(instant.getTime() - back);
    if (shows(earlier)) return earlier;
  }
  return instant;
}

export interface SessionStart {
  date: string;
  start_time: string;
  end_time: string;
  start: Date;
}

/** The session of `type` starting at `time` on `date`, or null when the schedule has no such start. */
export function sessionAt(type: SeedBookingType, date: string, time: string, timeZone: string): SessionStart | null {
  if (!isValidDate(date) || !isValidTime(time)) return null;
  if (!(type.schedule[weekdayOf(date)] ?? []).includes(time)) return null;
  const start = zonedInstant(date, time, timeZone);
  if (!start) return null;
  const end = wallClock(new Date(start.getTime() + type.duration_minutes * 60_000), timeZone);
  return { date, start_time: time, end_time: end.time, start };
}

/** Whether a session starting at `start` may be booked at `now` (the policy window). */
export function withinWindow(type: SeedBookingType, start: Date, now: Date): boolean {
  const notice = (type.min_notice_minutes ?? DEFAULT_MIN_NOTICE_MINUTES) * 60_000;
  const ahead = (type.max_advance_days ?? DEFAULT_MAX_ADVANCE_DAYS) * DAY_MS;
  const t = start.getTime();
  return t >= now.getTime() + notice && t <= now.getTime() + ahead;
}

export interface SlotQuery {
  type: SeedBookingType;
  timeZone: string;
  /** Inclusive dates in the space's zone. */
  from: string;
  to: string;
  now: Date;
  /** Places taken in one session. */
  taken: (date: string, startTime: string) => number;
}

/** Bookable slots: in the schedule, existing on the clock, inside the window and not full. */
export function computeSlots(q: SlotQuery): Slot[] {
  const slots: Slot[] = [];
  if (q.type.archived) return slots;
  for (let date = q.from; date <= q.to; date = addDays(date, 1)) {
    for (const time of q.type.schedule[weekdayOf(date)] ?? []) {
      const session = sessionAt(q.type, date, time, q.timeZone);
      if (!session || !withinWindow(q.type, session.start, q.now)) continue;
      const remaining = q.type.capacity === null ? null : q.type.capacity - q.taken(date, time);
      if (remaining !== null && remaining <= 0) continue;
      slots.push({ date, start_time: time, end_time: session.end_time, remaining });
    }
  }
  return slots;
}
