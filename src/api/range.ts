import { addDays } from '../time/zone';
import { invalid } from './validate';

/** Limits: `to` at most 62 days after `from`, so one request covers up to 63 dates inclusive. */
export const MAX_SPAN_DAYS = 62;
/** Longest range accepted at all, so one call cannot fan out into dozens of requests. */
export const MAX_RANGE_DAYS = 366;

/** Asked before the space's zone is known, when its today is the UTC date or a day either side. */
export function windowBeforeZone(now: Date): { from: string; to: string } {
  const from = addDays(now.toISOString().slice(0, 10), -1);
  return { from, to: addDays(from, MAX_SPAN_DAYS) };
}

export const isDate = (date: unknown): date is string =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;

export function splitRange(from: string, to: string): Array<[string, string]> {
  if (!isDate(from)) throw invalid('from');
  // Dates of one width compare as strings.
  if (!isDate(to) || to < from || addDays(to, -MAX_RANGE_DAYS) >= from) throw invalid('to');
  const chunks: Array<[string, string]> = [];
  for (let start = from; start <= to; start = addDays(start, MAX_SPAN_DAYS + 1)) {
    const end = addDays(start, MAX_SPAN_DAYS);
    chunks.push([start, end < to ? end : to]);
  }
  return chunks;
}
