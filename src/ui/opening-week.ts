import type { OpeningHours } from '../api/types';
import { firstDayOfWeek, type IsoWeekday } from '../i18n/week';
import { knownZone, todayInZone } from '../time/zone';

const DAY_NAMES: readonly OpeningHours['day'][] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface OpeningDay {
  weekday: IsoWeekday;
  /** Its openings, earliest first; none when closed. */
  openings: { opens: string; closes: string }[];
  /** Whether it is today where the space is. */
  today: boolean;
}

const isoWeekday = (date: string): IsoWeekday => (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as IsoWeekday;

/**
 * The week of `hours`, from the day `locale`'s week starts on, today marked as the space's clock
 * (`timeZone`) reads `now`: a visitor a day ahead or behind the space sees the space's today. A
 * zone the browser does not know marks no day.
 */
export function openingWeek(hours: readonly OpeningHours[], timeZone: string, locale: string, now: Date): OpeningDay[] {
  const zone = knownZone(timeZone);
  const today = zone ? isoWeekday(todayInZone(zone, now)) : null;
  const first = firstDayOfWeek(locale);
  return Array.from({ length: 7 }, (_, i) => {
    const weekday = ((((first - 1 + i) % 7) + 1) as IsoWeekday);
    const openings = hours
      .filter((opening) => opening.day === DAY_NAMES[weekday - 1])
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => (a.opens < b.opens ? -1 : 1));
    return { weekday, openings, today: weekday === today };
  });
}
