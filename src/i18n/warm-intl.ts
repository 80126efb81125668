import { clockFormat, dateFormat, DAY_OF_MONTH, LONG_DATE, MONTH_AND_YEAR, timeFormat, zoneNameFormat } from '../shared/intl-formatters';

/**
 * The engine's first date formatting (40 to 110 ms on a slow phone) is paid while the first
 * answers are on their way: the first view's formatters, in the locale and zone the widget will
 * show, are built into the cache the widget's module reads (src/shared/intl-formatters.ts), and
 * the engine keeps the zones' and languages' names it loads. Returns a date and time as the
 * widget writes them, in the locale's own script, for the text warm-up (src/ui/warm-text.ts).
 */
export function warmIntl(locale: string, zone: string): string {
  const now = new Date();
  let written = '0123456789';
  const steps = [
    // The calendar's and the slots' (src/ui/Calendar.tsx, src/ui/Slots.tsx).
    () => (written += ` ${dateFormat(locale, LONG_DATE).format(now)} ${timeFormat(locale, 'UTC').format(now)}`),
    ...[DAY_OF_MONTH, MONTH_AND_YEAR, { weekday: 'short' } as const, { weekday: 'long' } as const].map((options) => () => dateFormat(locale, options).format(now)),
    () => clockFormat(zone).formatToParts(now),
    () => zoneNameFormat(locale, zone).formatToParts(now),
    // Other zones' names and the languages' names: a booking's time, the language menu.
    () => new Intl.DateTimeFormat(locale, { ...LONG_DATE, hour: 'numeric', minute: '2-digit', timeZoneName: 'long' }).formatToParts(now),
    () => new Intl.NumberFormat(locale).format(1),
    () => new Intl.DisplayNames([locale], { type: 'language' }).of(locale),
  ];
  for (const step of steps)
    try {
      step();
    } catch {
      // A step an engine cannot take (`longGeneric` before Safari 15.4) is the widget's to do
      // without, as it does when it formats.
    }
  return written;
}
