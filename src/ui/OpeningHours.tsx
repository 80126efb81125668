import { h } from 'preact';
import { openingHoursOf } from '../api/validate-content';
import { formatDate, formatTime } from '../i18n/format';
import type { Store } from '../state/store';
import { addDays } from '../time/zone';
import { openingWeek } from './opening-week';
import { useT } from './util';

/**
 * In a disclosure whose summary holds today's hours (today where the space is): the header stays
 * short on a phone. Nothing for hours of a shape the widget does not know.
 */
export function OpeningHours({ store }: { store: Store }) {
  const tr = useT(store);
  const profile = store.profile.value;
  const hours = openingHoursOf(profile?.open_hours);
  if (!profile || !hours.length) return null;
  const locale = store.interfaceLocale.value;
  const week = openingWeek(hours, profile.timezone, locale, store.now());
  const openings = (day: (typeof week)[number]) =>
    day.openings.map(({ opens, closes }) => tr('hoursRange', { opens: formatTime(opens, locale), closes: formatTime(closes, locale) })).join(', ') ||
    tr('hoursClosed');
  const today = week.find((day) => day.today);
  // 2024-01-01 was a Monday: ISO weekday n is that week's day n.
  const dayName = (weekday: number) => formatDate(addDays('2024-01-01', weekday - 1), locale, { weekday: 'long' });
  return (
    <details class="hours" part="hours">
      <summary>
        {tr('hoursHeading')}
        {today && <span class="muted"> · {`${tr('hoursToday')} ${openings(today)}`}</span>}
      </summary>
      <table>
        <tbody>
          {week.map((day) => (
            <tr key={day.weekday} class={day.today ? 'today' : undefined} aria-current={day.today ? 'date' : undefined}>
              <th scope="row">
                {dayName(day.weekday)}
                {day.today && <span class="today-mark">{tr('hoursToday')}</span>}
              </th>
              <td>{openings(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
