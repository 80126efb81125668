/**
 * Locale-aware formatting through cached Intl formatters (one per locale and options: building
 * a formatter costs far more than using one). Calendar dates and wall-clock times from the API
 * are formatted in UTC so the visitor's own zone can never shift them.
 */
import { remembered } from '../shared/remembered';
import { addDays, wallMs } from '../time/zone';
import { isolate, isRtl } from './index';
import { minorUnits } from './minor-units';
import { firstDayOfWeek } from './week';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  Ctor: new (locale: string, opts: object) => T,
  locale: string,
  opts: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions,
): T {
  const key = `${Ctor.name} ${locale} ${JSON.stringify(opts)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    try {
      formatter = new Ctor(locale, opts);
    } catch (e) {
      // A malformed locale tag falls back to English; bad options (unknown zone or currency) still throw.
      if (locale === 'en') throw e;
      formatter = cached(Ctor, 'en', opts);
    }
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * Formatted strings by their arguments: the calendar and a day's slots format the same dates
 * and zone names on every render, and a day switch must fit in a frame.
 */
const remember = remembered<string>(2000);

const numberFormat = (locale: string, opts: Intl.NumberFormatOptions) => cached(Intl.NumberFormat, locale, opts);
const dateTimeFormat = (locale: string, opts: Intl.DateTimeFormatOptions) => cached(Intl.DateTimeFormat, locale, opts);

/**
 * An amount in minor units (API `price_amount`) of an ISO 4217 currency: JPY 1500 is ¥1,500, GBP
 * 1500 is £15.00, HUF 500000 is 5,000 Ft. Written with the locale's usual digits, and with all of
 * the currency's where a fraction of its unit needs them (HUF 500050 is 5,000.50 Ft).
 */
export function formatPrice(amountMinor: number, currency: string, locale: string): string {
  try {
    const digits = minorUnits(currency);
    const amount = amountMinor / 10 ** digits;
    const minimumFractionDigits = Number.isInteger(amount) ? undefined : digits;
    const price = numberFormat(locale, { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits: digits }).format(amount);
    // Right to left, a symbol written in Latin letters ("UK£", "US$") is isolated, and so a
    // left-to-right run of its own: its "£" would otherwise take the text's direction and read
    // "£UK". Intl's own direction marks stay outside.
    return /\p{Script=Latin}/u.test(price) && isRtl(locale) ? price.replace(/[^\s\p{N}\p{Cf}]*\p{Script=Latin}[^\s\p{N}\p{Cf}]*/gu, isolate) : price;
  } catch {
    // An unknown currency code: still show something honest rather than nothing.
    return `${numberFormat(locale, {}).format(amountMinor)} ${currency}`;
  }
}

const utcDate = (date: string, time?: string): Date => new Date(wallMs(date, time));

/**
 * Dates in the Gregorian calendar the API's dates and the month grid are in, even where the
 * locale's own calendar is another (`fa`, `…-u-ca-islamic`), and in UTC, so no zone shifts them.
 */
const dateFormat = (locale: string, opts: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, { ...opts, calendar: 'gregory', timeZone: 'UTC' });

/** A `YYYY-MM-DD` calendar date, e.g. "Sunday, 29 March 2026". `opts` replaces the default style. */
export function formatDate(date: string, locale: string, opts?: Intl.DateTimeFormatOptions): string {
  return remember(`${locale} ${date} ${opts ? JSON.stringify(opts) : ''}`, () =>
    dateFormat(locale, opts ?? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcDate(date)),
  );
}

/** The time an instant shows on clocks in `timeZone`. */
export function formatInstantTime(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(instant);
}

/** A wall-clock `HH:MM` as the locale writes times ("9:00 AM", "09:00"), whatever the zone. */
export const formatTime = (time: string, locale: string): string =>
  remember(`${locale} ${time}`, () => formatInstantTime(utcDate('2000-01-01', time), 'UTC', locale));

/**
 * A human name for a zone ("United Kingdom Time", "Nepal Time"), as of the UTC day of `instant`
 * (a zone's name can change over its history), asked at its noon: around a change of clocks Intl
 * adds a city for an hour ("Western European Time (Lisbon)" from 00:00 to 01:00 UTC on the night
 * Lisbon's clocks go back), and noon has the name the rest of the day has. Falls back to the IANA
 * name where Intl has none.
 */
export function zoneLabel(timeZone: string, locale: string, instant: Date = new Date()): string {
  const day = Math.floor(instant.getTime() / 86_400_000);
  return remember(`${locale} ${timeZone} ${day}`, () => {
    try {
      const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date(day * 86_400_000 + 43_200_000))
        .find((p) => p.type === 'timeZoneName');
      if (part) return part.value;
    } catch {
      // Older engines without 'longGeneric', or a zone Intl does not know.
    }
    return timeZone.replace(/_/g, ' ');
  });
}

/**
 * A locale named in its own language ("Deutsch (Österreich)"; "日本語 (日本)" for
 * `ja-JP-u-ca-japanese`, whose extensions Intl does not name), the tag where Intl cannot.
 */
export const languageName = (tag: string): string =>
  remember(`language ${tag}`, () => {
    try {
      return new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split(/-[a-z0-9]-/i)[0]!) ?? tag;
    } catch {
      return tag;
    }
  });

/** A length of time in the locale's short units: "45 min", "1 hr 30 min". */
export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const minutesPast = minutes % 60;
  const unit = (unit: string, count: number) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count);
  return [hours ? unit('hour', hours) : '', minutesPast || !hours ? unit('minute', minutesPast) : ''].filter(Boolean).join(' ');
}

/** A wait the server asked for, as the locale words it: "1 second", "45 seconds", "3 minutes" (rounded up from 2 on). */
export function formatWait(seconds: number, locale: string): string {
  const long = seconds >= 120;
  return numberFormat(locale, { style: 'unit', unit: long ? 'minute' : 'second', unitDisplay: 'long' }).format(long ? Math.ceil(seconds / 60) : seconds);
}

/**
 * A count in the locale's digits, ungrouped whatever the digits: "1000", and "١٠٠٠" in `ar-EG`.
 * The formatter of the calendar's day numbers says which digits the locale writes; Western digits
 * are written as they are, since building a number formatter costs milliseconds on a slow phone
 * on the way to the first slots.
 */
export function formatCount(count: number, locale: string): string {
  const digits = remember(`digits ${locale}`, () => dateFormat(locale, { day: 'numeric' }).resolvedOptions().numberingSystem);
  return digits === 'latn' ? String(count) : numberFormat(locale, { useGrouping: false }).format(count);
}

/** "March 2026" for the month `YYYY-MM`. */
export const monthLabel = (month: string, locale: string): string => formatDate(`${month}-01`, locale, { month: 'long', year: 'numeric' });

/**
 * How a day's narrow column names its weekday (the calendar's, the schedule's days): `short`, or
 * `narrow` where the locale's short names are its full names (Arabic writes "الخميس" either way,
 * which a phone's column cannot hold).
 */
export const columnWeekday = (locale: string): 'short' | 'narrow' =>
  `${weekdayLabels(locale, 'short')}` === `${weekdayLabels(locale, 'long')}` ? 'narrow' : 'short';

/** Weekday names in the given width, from the day the locale's week starts on. */
export function weekdayLabels(locale: string, width: 'narrow' | 'short' | 'long' = 'short'): string[] {
  // 2024-01-01 was a Monday: the ISO weekday of each of that week's days is its day of month.
  const firstDay = firstDayOfWeek(locale);
  return Array.from({ length: 7 }, (_, i) => formatDate(addDays('2024-01-01', firstDay - 1 + i), locale, { weekday: width }));
}
