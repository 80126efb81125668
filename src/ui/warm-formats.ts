import { columnWeekday, formatDate, formatDuration, formatTime, languageName, monthLabel, weekdayLabels, zoneLabel } from '../i18n/format';
import { firstDayOfWeek } from '../i18n/week';
import { monthGrid, monthOf } from '../state/calendar';
import { wallClock } from '../time/zone';

/** The first use of each Intl formatter costs milliseconds on a slow phone; the visitor's zone is named as most are in the space's. */
export function warmFormats(locale: string, visitorZone: string, now: Date, shown: { durations: boolean }): void {
  const month = monthOf(now.toISOString().slice(0, 10));
  for (const week of monthGrid(month, firstDayOfWeek(locale)))
    for (const day of week) {
      if (!day) continue;
      formatDate(day, locale);
      formatDate(day, locale, { day: 'numeric' });
    }
  monthLabel(month, locale);
  weekdayLabels(locale, columnWeekday(locale));
  formatTime('09:00', locale);
  if (shown.durations) formatDuration(60, locale);
  languageName(locale);
  wallClock(new Date(), visitorZone);
  zoneLabel(visitorZone, locale, now);
}
