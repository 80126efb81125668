import { invalid } from './validate';

const DAY = 864e5;
/** Longest span one availability request may cover, both ends inclusive (Limits: 62 days). */
export const MAX_CHUNK_DAYS = 62;
/** Longest range accepted at all, so one call cannot fan out into dozens of requests. */
export const MAX_RANGE_DAYS = 366;

/** Day number of a real calendar date `YYYY-MM-DD`, or NaN. */
function dayNumber(date: unknown): number {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return NaN;
  const n = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8)) / DAY;
  return isoDate(n) === date ? n : NaN;
}

const isoDate = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);

/**
 * Splits an inclusive range of dates (in the space's timezone) into inclusive pieces of at most
 * `MAX_CHUNK_DAYS` days. Throws `ApiError` (kind `invalid_input`) on a bad range.
 */
export function splitRange(from: string, to: string): Array<[string, string]> {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (Number.isNaN(a)) throw invalid('from');
  // Before `from`, not a date, or more than MAX_RANGE_DAYS after it.
  if (!(b - a >= 0 && b - a < MAX_RANGE_DAYS)) throw invalid('to');
  const chunks: Array<[string, string]> = [];
  for (let start = a; start <= b; start += MAX_CHUNK_DAYS) {
    chunks.push([isoDate(start), isoDate(Math.min(b, start + MAX_CHUNK_DAYS - 1))]);
  }
  return chunks;
}
