/**
 * The engine's first date formatting (40 to 110 ms on a slow phone) is paid while the first
 * answers are on their way: the engine keeps the locale's data, the zones' names and the
 * languages' names it loads for these, and the first view's own formatters find them loaded.
 */
export function warmIntl(locale: string): void {
  const now = new Date();
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };
  Intl.DateTimeFormat().resolvedOptions();
  new Intl.DateTimeFormat(locale, { ...options, timeZoneName: 'long' }).formatToParts(now);
  new Intl.DateTimeFormat(locale, { timeZoneName: 'longGeneric' }).formatToParts(now);
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(now);
  // The zones' clock (src/time/zone.ts) reads in `en-US` whatever the page's language, data the engine loads apart.
  new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(now);
  new Intl.NumberFormat(locale).format(1);
  new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
}
