/**
 * Pays for the engine's first date formatting (its locale data, the zone database and the
 * zone's names: 40 to 110 ms on a slow phone) while the widget's module and its first answers
 * are on their way and the page is idle, so that from the answers to the first slots only
 * rendering remains. The widget's own formatters (./format.ts) are built later; what is loaded
 * here is the engine's, shared by every formatter of the page.
 */
export function warmIntl(locale: string): void {
  const now = new Date();
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };
  new Intl.DateTimeFormat(locale, { ...options, timeZoneName: 'long' }).formatToParts(now);
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(now);
  new Intl.NumberFormat(locale).format(1);
}
