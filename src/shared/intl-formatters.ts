// One Intl formatter per kind, locale and options: building one costs far more than using
// one. Kept on a page global that the one-tag script's warm-up file and the widget's module
// share, each bundled with its own copy of this file: the warm-up builds the first view's
// formatters while the module is on its way (src/i18n/warm-intl.ts), and the module's first
// render finds them built. What it holds are the engine's own formatters under their options:
// another version of the widget on the page finds them or misses them, never misreads them.
const FORMATTERS = Symbol.for('space-booking.intl-formatters');

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat;
type Holder = { [FORMATTERS]?: Map<string, Formatter> };
interface Formatters {
  NumberFormat: [Intl.NumberFormat, Intl.NumberFormatOptions];
  DateTimeFormat: [Intl.DateTimeFormat, Intl.DateTimeFormatOptions];
}

// By its name, looked up as it is built: a page (or a test) may have replaced the constructor,
// whose own name is then not to be relied on.
function cached<Kind extends keyof Formatters>(kind: Kind, locale: string, opts: Formatters[Kind][1]): Formatters[Kind][0] {
  const formatters = ((globalThis as Holder)[FORMATTERS] ??= new Map());
  const key = `${kind} ${locale} ${JSON.stringify(opts)}`;
  let formatter = formatters.get(key) as Formatters[Kind][0] | undefined;
  if (!formatter) {
    try {
      const Constructor = Intl[kind] as new (locale: string, opts: Formatters[Kind][1]) => Formatters[Kind][0];
      formatter = new Constructor(locale, opts);
    } catch (e) {
      // A malformed locale tag falls back to English; bad options (unknown zone or currency) still throw.
      if (isLocaleTag(locale)) throw e;
      formatter = cached(kind, 'en', opts);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

function isLocaleTag(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length > 0;
  } catch {
    return false;
  }
}

export const numberFormat = (locale: string, opts: Intl.NumberFormatOptions) => cached('NumberFormat', locale, opts);
export const dateTimeFormat = (locale: string, opts: Intl.DateTimeFormatOptions) => cached('DateTimeFormat', locale, opts);

/**
 * The API's calendar dates, formatted in UTC so that no zone can shift them, and Gregorian, the
 * API's and the month grid's calendar, even where the locale's is another (`fa`, `-u-ca-islamic`).
 */
export const dateFormat = (locale: string, opts: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, { ...opts, calendar: 'gregory', timeZone: 'UTC' });

// Frozen: their text is the formatters' key.
export const LONG_DATE: Readonly<Intl.DateTimeFormatOptions> = Object.freeze({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const DAY_OF_MONTH: Readonly<Intl.DateTimeFormatOptions> = Object.freeze({ day: 'numeric' });
export const MONTH_AND_YEAR: Readonly<Intl.DateTimeFormatOptions> = Object.freeze({ month: 'long', year: 'numeric' });

export const timeFormat = (locale: string, timeZone: string) => dateTimeFormat(locale, { timeStyle: 'short', timeZone });

export const zoneNameFormat = (locale: string, timeZone: string) => dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' });

/**
 * A zone's wall clock in parts, in `en-US` whatever the page's language. `hourCycle: 'h23'` keeps
 * midnight as 00 (some engines render `hour12: false` midnight as 24).
 */
export const clockFormat = (timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
