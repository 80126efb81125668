import { clockFormat, dateFormat, DAY_OF_MONTH, LONG_DATE, MONTH_AND_YEAR, timeFormat, zoneNameFormat } from '../shared/intl-formatters';

/**
 * The engine's first date formatting (40 to 110 ms on a slow phone) is paid while the first
 * answers are on their way: the first view's formatters are built into the cache the widget's
 * module reads (src/shared/intl-formatters.ts), for the zone most spaces share with their
 * visitors, the visitor's own; and the engine keeps the zones' and languages' names it loads.
 */
export function warmIntl(locale: string): void {
  const now = new Date();
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The calendar's and the slots' (src/ui/Calendar.tsx, src/ui/Slots.tsx).
  for (const options of [LONG_DATE, DAY_OF_MONTH, MONTH_AND_YEAR, { weekday: 'short' }, { weekday: 'long' }] as const) dateFormat(locale, options).format(now);
  timeFormat(locale, 'UTC').format(now);
  if (visitorZone) {
    zoneNameFormat(locale, visitorZone).formatToParts(now);
    clockFormat(visitorZone).formatToParts(now);
  }
  // Names of the other zones and of the languages: a booking's time, the language menu.
  new Intl.DateTimeFormat(locale, { ...LONG_DATE, hour: 'numeric', minute: '2-digit', timeZoneName: 'long' }).formatToParts(now);
  new Intl.NumberFormat(locale).format(1);
  new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
}
