// The API's calendar dates and wall-clock times are formatted in UTC, so no zone can shift them.
import { remembered } from '../shared/remembered';
import { dateFormat, DAY_OF_MONTH, LONG_DATE, MONTH_AND_YEAR, numberFormat, timeFormat, zoneNameFormat } from '../shared/intl-formatters';
import { addDays, wallMs } from '../time/zone';
import { isolate, isRtl } from './index';
import { minorUnits } from './minor-units';
import { firstDayOfWeek } from './week';

/** A day switch must fit in a frame, and the calendar and slots format the same strings on every render. */
const remember = remembered<string>(2000);

/** Minor units (API `price_amount`); a fraction of the unit gets all the currency's digits (HUF 500050 is 5,000.50 Ft). */
export function formatPrice(amountMinor: number, currency: string, locale: string): string {
  try {
    const digits = minorUnits(currency);
    const amount = amountMinor / 10 ** digits;
    const minimumFractionDigits = Number.isInteger(amount) ? undefined : digits;
    const price = numberFormat(locale, { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits: digits }).format(amount);
    // Right to left, a Latin-letter symbol ("UK£") is isolated, else its "£" takes the text's
    // direction and reads "£UK". Intl's own direction marks stay outside.
    return /\p{Script=Latin}/u.test(price) && isRtl(locale) ? price.replace(/[^\s\p{N}\p{Cf}]*\p{Script=Latin}[^\s\p{N}\p{Cf}]*/gu, isolate) : price;
  } catch {
    // An unknown currency code: still show something honest rather than nothing.
    return `${numberFormat(locale, {}).format(amountMinor)} ${currency}`;
  }
}

const utcDate = (date: string, time?: string): Date => new Date(wallMs(date, time));

export function formatDate(date: string, locale: string, opts?: Intl.DateTimeFormatOptions): string {
  return remember(`${locale} ${date} ${opts ? JSON.stringify(opts) : ''}`, () =>
    dateFormat(locale, opts ?? LONG_DATE).format(utcDate(date)),
  );
}

export function formatInstantTime(instant: Date, timeZone: string, locale: string): string {
  return timeFormat(locale, timeZone).format(instant);
}

export const formatTime = (time: string, locale: string): string =>
  remember(`${locale} ${time}`, () => formatInstantTime(utcDate('2000-01-01', time), 'UTC', locale));

/** Asked at noon: around a change of clocks Intl adds a city for an hour ("Western European Time (Lisbon)"). */
export function zoneLabel(timeZone: string, locale: string, instant: Date = new Date()): string {
  const day = Math.floor(instant.getTime() / 86_400_000);
  return remember(`${locale} ${timeZone} ${day}`, () => {
    try {
      const part = zoneNameFormat(locale, timeZone)
        .formatToParts(new Date(day * 86_400_000 + 43_200_000))
        .find((p) => p.type === 'timeZoneName');
      if (part) return part.value;
    } catch {
      // Older engines without 'longGeneric', or a zone Intl does not know.
    }
    return timeZone.replace(/_/g, ' ');
  });
}

/** Extensions are dropped: Intl does not name them (`ja-JP-u-ca-japanese`). */
export const languageName = (tag: string): string =>
  remember(`language ${tag}`, () => {
    try {
      return new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split(/-[a-z0-9]-/i)[0]!) ?? tag;
    } catch {
      return tag;
    }
  });

export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const minutesPast = minutes % 60;
  const unit = (unit: string, count: number) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count);
  return [hours ? unit('hour', hours) : '', minutesPast || !hours ? unit('minute', minutesPast) : ''].filter(Boolean).join(' ');
}

export function formatWait(seconds: number, locale: string): string {
  const long = seconds >= 120;
  return numberFormat(locale, { style: 'unit', unit: long ? 'minute' : 'second', unitDisplay: 'long' }).format(long ? Math.ceil(seconds / 60) : seconds);
}

/** Western digits skip the number formatter, which costs milliseconds on a slow phone before the first slots. */
export function formatCount(count: number, locale: string): string {
  const digits = remember(`digits ${locale}`, () => dateFormat(locale, DAY_OF_MONTH).resolvedOptions().numberingSystem);
  return digits === 'latn' ? String(count) : numberFormat(locale, { useGrouping: false }).format(count);
}

export const monthLabel = (month: string, locale: string): string => formatDate(`${month}-01`, locale, MONTH_AND_YEAR);

/** `narrow` where the locale's short names are its full names (Arabic "الخميس"), which a phone's column cannot hold. */
export const columnWeekday = (locale: string): 'short' | 'narrow' =>
  `${weekdayLabels(locale, 'short')}` === `${weekdayLabels(locale, 'long')}` ? 'narrow' : 'short';

export function weekdayLabels(locale: string, width: 'narrow' | 'short' | 'long' = 'short'): string[] {
  // 2024-01-01 was a Monday: the ISO weekday of each of that week's days is its day of month.
  const firstDay = firstDayOfWeek(locale);
  return Array.from({ length: 7 }, (_, i) => formatDate(addDays('2024-01-01', firstDay - 1 + i), locale, { weekday: width }));
}
