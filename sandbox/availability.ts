/**
 * Slots from weekly schedules, in the space's IANA zone.
 *
 * A schedule names wall-clock start times per weekday. A wall-clock time that does not exist on
 * a day (the hour skipped when clocks go forward) is no slot; an ambiguous one (clocks go back)
 * is the earlier of its two instants.
 */
import { isDate } from '../src/api/range';
import type { Slot } from '../src/api/types';
import { addDays, wallClock, wallMs, zonedToInstant } from '../src/time/zone';
import type { SeedBookingType, Weekday } from './seed';

/** Booking window unless a type says otherwise: at least 2 hours' notice, at most 90 days ahead. */
export const DEFAULT_MIN_NOTICE_MINUTES = 120;
export const DEFAULT_MAX_ADVANCE_DAYS = 90;
const DAY_MS = 86_400_000;

export function isValidTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

export const weekdayOf = (date: string): Weekday => new Date(wallMs(date)).getUTCDay() as Weekday;

/**
 * The instant of a wall-clock time in a zone, or null when that time does not exist there (the
 * hour skipped when clocks go forward). For a time shown twice, the earlier instant.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const instant = zonedToInstant(date, time, timeZone);
  const shown = wallClock(instant, timeZone);
  return shown.date === date && shown.time === time ? instant : null;
}

export interface SessionStart {
  date: string;
  start_time: string;
  end_time: string;
  start: Date;
}

/** The session of `type` starting at `time` on `date`, or null when the schedule has no such start. */
export function sessionAt(type: SeedBookingType, date: string, time: string, timeZone: string): SessionStart | null {
  if (!isDate(date) || !isValidTime(time)) return null;
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
