import { addDays } from '../time/zone';

/** The dates from `from` to `to`, both included (`YYYY-MM-DD`). */
export interface DateRange {
  from: string;
  to: string;
}

/** Whether the two share a date. */
export const overlaps = (a: DateRange, b: DateRange): boolean => a.from <= b.to && b.from <= a.to;

/** Whether `ranges`, as kept by `withRange`, hold every date of `range`. */
export const covers = (ranges: readonly DateRange[], range: DateRange): boolean => ranges.some((r) => r.from <= range.from && r.to >= range.to);

/** Ranges in order, none overlapping or touching another: one that covers a range is a single one. */
export function withRange(ranges: readonly DateRange[], added: DateRange): DateRange[] {
  const merged: DateRange[] = [];
  for (const range of [...ranges, added].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    const last = merged[merged.length - 1];
    if (last && addDays(last.to, 1) >= range.from) {
      if (range.to > last.to) merged[merged.length - 1] = { from: last.from, to: range.to };
    } else merged.push(range);
  }
  return merged;
}

/** `ranges` without the dates of `removed`. */
export function withoutRange(ranges: readonly DateRange[], removed: DateRange): DateRange[] {
  const kept: DateRange[] = [];
  for (const range of ranges) {
    if (!overlaps(range, removed)) kept.push(range);
    else {
      if (range.from < removed.from) kept.push({ from: range.from, to: addDays(removed.from, -1) });
      if (range.to > removed.to) kept.push({ from: addDays(removed.to, 1), to: range.to });
    }
  }
  return kept;
}
