import { clockFormat, dateFormat, DAY_OF_MONTH, LONG_DATE, MONTH_AND_YEAR, timeFormat, zoneNameFormat } from '../shared/intl-formatters';

/**
 * The engine's first date formatting (40 to 110 ms on a slow phone) is paid while the first
 * answers are on their way: the first view's formatters, in the locale and zone the widget will
 * show, are built into the cache the widget's module reads (src/shared/intl-formatters.ts), and
 * the engine keeps the zones' and languages' names it loads. A step per formatter, so that the
 * warm-up can leave the main thread between them (src/embed/first-view-warm-up.ts), which also
 * lets go of a step an engine cannot take. A step returns what it wrote where the widget shows
 * that text: dates and times in the locale's own script, for the text warm-up
 * (src/ui/warm-text.ts).
 */
export function intlWarmUpSteps(locale: string, zone: string): (() => string | undefined)[] {
  const now = new Date();
  return [
    // The calendar's and the slots' (src/ui/Calendar.tsx, src/ui/Slots.tsx).
    () => dateFormat(locale, LONG_DATE).format(now),
    () => timeFormat(locale, 'UTC').format(now),
    ...[DAY_OF_MONTH, MONTH_AND_YEAR, { weekday: 'short' } as const, { weekday: 'long' } as const].map((options) => () => dateFormat(locale, options).format(now)),
    () => void clockFormat(zone).formatToParts(now),
    // `longGeneric` is newer than some engines (Safari before 15.4), which the widget does
    // without, as it does when it formats.
    () => void zoneNameFormat(locale, zone).formatToParts(now),
    // Other zones' names and the languages' names: a booking's time, the language menu.
    () => void new Intl.DateTimeFormat(locale, { ...LONG_DATE, hour: 'numeric', minute: '2-digit', timeZoneName: 'long' }).formatToParts(now),
    () => void new Intl.NumberFormat(locale).format(1),
    () => void new Intl.DisplayNames([locale], { type: 'language' }).of(locale),
  ];
}
