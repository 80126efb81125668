import type { IsoWeekday } from '../i18n/week';
import { addDays } from '../time/zone';

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): string => date.slice(0, 7);

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
/** `YYYY-MM-DD` of day `day` of month `month` (1-based; either may run over into the next or previous month). */
const isoDate = (year: number, month: number, day: number): string => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** `YYYY-MM` moved by `count` months. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = parts(month);
  return monthOf(isoDate(year, monthNumber + count, 1));
}

export const monthStart = (month: string): string => `${month}-01`;
/** Day 0 of the next month is the last of this one. */
export function monthEnd(month: string): string {
  const [year, monthNumber] = parts(month);
  return isoDate(year, monthNumber + 1, 0);
}

/** How the month grid is laid out: the weekday its weeks start on, and the reading direction. */
export interface GridLayout {
  firstDay: IsoWeekday;
  rtl: boolean;
}

/**
 * The place of a date in its week, 0 for the week's `firstDay` to 6 for its last day (as
 * `weekdayLabels`). A date-only ISO string is read as UTC.
 */
export const weekdayIndex = (date: string, firstDay: IsoWeekday): number => (new Date(date).getUTCDay() - firstDay + 7) % 7;

/** The month as weeks of seven cells, from `firstDay` on; cells outside the month are null. */
export function monthGrid(month: string, firstDay: IsoWeekday): (string | null)[][] {
  const first = monthStart(month);
  const last = monthEnd(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array<null>(weekdayIndex(first, firstDay)).fill(null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array<null>(7 - week.length).fill(null)]);
  return weeks;
}

/** Same day of month `count` months on, clamped to that month's length. */
function shiftMonth(date: string, count: number): string {
  const [year, month, day] = parts(date);
  const shifted = isoDate(year, month + count, day);
  const end = isoDate(year, month + count + 1, 0);
  return shifted > end ? end : shifted;
}

/**
 * Where a key moves focus in the date grid (WAI-ARIA APG date picker), kept within
 * `min`..`max`; null when the key is not a grid key. Left and right follow reading direction,
 * Home and End go to the ends of the week as the grid lays it out.
 */
export function gridKeyTarget(date: string, key: string, { firstDay, rtl }: GridLayout, min: string, max: string): string | null {
  const weekday = weekdayIndex(date, firstDay);
  const days = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday }[key];
  const months = { PageUp: -1, PageDown: 1 }[key];
  const next = days !== undefined ? addDays(date, days) : months ? shiftMonth(date, months) : null;
  return next && (next < min ? min : next > max ? max : next);
}

/**
 * What a day of the month grid is to a visitor: `past` before the space's today, `bookable` when
 * it has open times, `closed` otherwise (no times, full, or beyond the bookable window).
 */
export type DayStatus = 'past' | 'bookable' | 'closed';

export function dayStatus(date: string, today: string, daysWithTimes: { has(date: string): boolean }): DayStatus {
  if (date < today) return 'past';
  return daysWithTimes.has(date) ? 'bookable' : 'closed';
}

export const monthHasTimes = (month: string, dates: Iterable<string>): boolean => [...dates].some((date) => monthOf(date) === month);

export function nextMonthWithTimes(month: string, dates: Iterable<string>): string | null {
  let next: string | null = null;
  for (const date of dates) {
    const its = monthOf(date);
    if (its > month && (!next || its < next)) next = its;
  }
  return next;
}
