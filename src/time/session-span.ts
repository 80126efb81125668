/**
 * When a booked session starts and ends, as instants, for the calendar file and the calendar
 * links alike (the rule is stated in src/api/assumptions.ts, "A booking's length").
 */
import { wallClock, wallMs, zonedEnd, zonedToInstant } from './zone';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

export interface BookedTimes {
  /** `YYYY-MM-DD`, in the space's zone. */
  date: string;
  /** `HH:MM`, wall-clock in the space's zone. */
  startTime: string;
  /** The booking's end: `HH:MM` wall-clock, or anything else (then unused). */
  endTime: string;
  /** The booking type's `duration_minutes`, when known. */
  durationMinutes?: number;
}

export interface SessionSpan {
  start: Date;
  /** Not after `start` only when the booking tells no length at all. */
  end: Date;
}

const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Minutes from `startTime` to `endTime` on a clock: on the next day when the end is not after the start. */
function clockMinutes(startTime: string, endTime: string): number {
  const minutes = (wallMs('2000-01-01', endTime) - wallMs('2000-01-01', startTime)) / MINUTE_MS;
  return minutes > 0 ? minutes : minutes + DAY_MINUTES;
}

/**
 * The session's instants in `timeZone`. It starts where src/time/zone.ts places its start time,
 * and lasts a length, never "until the clock next shows the end time": a clock change during the
 * session moves the clock, not the session. The length is the type's duration where, added to the
 * start, the clock shows the booking's end time (or the booking gives no end time); otherwise the
 * booking's own start-to-end on the clock, except that an end the clock shows before the start
 * ends that same night where the clocks go back past it (01:30 BST to 01:15 GMT is 45 minutes,
 * not a day). An unknown zone throws a RangeError.
 */
export function sessionSpan({ date, startTime, endTime, durationMinutes }: BookedTimes, timeZone: string): SessionSpan {
  const start = zonedToInstant(date, startTime, timeZone);
  const after = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);
  const hasEnd = isClockTime(endTime) && endTime !== startTime;
  const duration = durationMinutes && durationMinutes > 0 ? durationMinutes : 0;
  if (duration && (!hasEnd || wallClock(after(duration), timeZone).time === endTime)) return { start, end: after(duration) };
  if (!hasEnd) return { start, end: start };
  if (endTime < startTime) {
    const sameNight = zonedEnd(date, startTime, endTime, timeZone);
    if (wallClock(sameNight, timeZone).date === date) return { start, end: sameNight };
  }
  return { start, end: after(clockMinutes(startTime, endTime)) };
}
