import { addDays } from '../time/zone';
import { invalid } from './validate';

/** Limits: `to` at most 62 days after `from`, so one request covers up to 63 dates inclusive. */
export const MAX_SPAN_DAYS = 62;
/** Longest range accepted at all, so one call cannot fan out into dozens of requests. */
export const MAX_RANGE_DAYS = 366;

/**
 * The dates a type's availability is asked for before the space's zone is known, when its
 * today is the UTC date or a day either side: from the day before the UTC date, as many as one
 * request takes.
 */
export function windowBeforeZone(now: Date): { from: string; to: string } {
  const from = addDays(now.toISOString().slice(0, 10), -1);
  return { from, to: addDays(from, MAX_SPAN_DAYS) };
}

/** Whether `date` is a real calendar date `YYYY-MM-DD`. */
export const isDate = (date: unknown): date is string =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;

/**
 * Splits an inclusive range of dates (in the space's timezone) into the fewest inclusive pieces
 * whose `to` is at most `MAX_SPAN_DAYS` after their `from`. Throws `ApiError` (kind
 * `invalid_input`) on a bad range.
 */
export function splitRange(from: string, to: string): Array<[string, string]> {
  if (!isDate(from)) throw invalid('from');
  // Dates of one width compare as strings, as the pieces below do: `to` is on or after `from`,
  // and fewer than MAX_RANGE_DAYS days after it.
  if (!isDate(to) || to < from || addDays(to, -MAX_RANGE_DAYS) >= from) throw invalid('to');
  const chunks: Array<[string, string]> = [];
  for (let start = from; start <= to; start = addDays(start, MAX_SPAN_DAYS + 1)) {
    const end = addDays(start, MAX_SPAN_DAYS);
    chunks.push([start, end < to ? end : to]);
  }
  return chunks;
}
