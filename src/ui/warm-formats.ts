import { columnWeekday, formatDate, formatDuration, formatTime, languageName, monthLabel, weekdayLabels, zoneLabel } from '../i18n/format';
import { firstDayOfWeek } from '../i18n/week';
import { monthGrid, monthOf } from '../state/calendar';
import { wallClock } from '../time/zone';

/**
 * Builds the Intl formatters of the first view while its requests are on their way: the first
 * use of each costs milliseconds on a slow phone, which would otherwise fall between the answers
 * and the first slots. The space's zone and currency are not known yet; the rest is. The
 * visitor's zone is named as the slots name the space's: most visitors are in the space's zone,
 * and naming a zone for the first time loads the engine's zone names (about 10 ms on a slow
 * phone). Lengths of sessions are named only where the first view lists booking types (none
 * preselected, or the schedule): a preselected type's times show none.
 */
export function warmFormats(locale: string, visitorZone: string, now: Date, shown: { durations: boolean }): void {
  // The calendar's first month, named day by day (labels and numbers), before its slots arrive.
  const month = monthOf(now.toISOString().slice(0, 10));
  for (const week of monthGrid(month, firstDayOfWeek(locale)))
    for (const day of week) {
      if (!day) continue;
      formatDate(day, locale);
      formatDate(day, locale, { day: 'numeric' });
    }
  monthLabel(month, locale);
  // The short and the long names, and the narrow ones where the short are the long.
  weekdayLabels(locale, columnWeekday(locale));
  formatTime('09:00', locale);
  if (shown.durations) formatDuration(60, locale);
  languageName(locale);
  wallClock(new Date(), visitorZone);
  zoneLabel(visitorZone, locale, now);
}
