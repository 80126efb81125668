import { addDays } from '../time/zone';

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** `YYYY-MM` moved by `n` months. */
export function addMonths(month: string, n: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export const monthStart = (month: string): string => `${month}-01`;
export const monthEnd = (month: string): string => addDays(monthStart(addMonths(month, 1)), -1);

/** 0 = Monday ... 6 = Sunday (ISO 8601, as `weekdayLabels`). */
export function weekdayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The month as weeks of seven cells, Monday first; cells outside the month are null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = monthStart(month);
  const last = monthEnd(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array<null>(weekdayIndex(first)).fill(null);
  for (let d = first; d <= last; d = addDays(d, 1)) {
    week.push(d);
    if (week.length === 7) weeks.push(week), (week = []);
  }
  if (week.length) weeks.push([...week, ...Array<null>(7 - week.length).fill(null)]);
  return weeks;
}

/** Same day of month `n` months on, clamped to that month's length. */
function shiftMonth(date: string, n: number): string {
  const month = addMonths(monthOf(date), n);
  const end = monthEnd(month);
  const day = `${month}-${date.slice(8)}`;
  return day > end ? end : day;
}

/**
 * Where a key moves focus in the date grid (WAI-ARIA APG date picker), kept within
 * `min`..`max`; null when the key is not a grid key. Left and right follow reading direction.
 */
export function gridKeyTarget(date: string, key: string, rtl: boolean, min: string, max: string): string | null {
  const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1, ArrowUp: -7, ArrowDown: 7 }[key];
  let next: string;
  if (step !== undefined) next = addDays(date, step);
  else if (key === 'Home') next = addDays(date, -weekdayIndex(date));
  else if (key === 'End') next = addDays(date, 6 - weekdayIndex(date));
  else if (key === 'PageUp') next = shiftMonth(date, -1);
  else if (key === 'PageDown') next = shiftMonth(date, 1);
  else return null;
  return next < min ? min : next > max ? max : next;
}
