import { useSignal } from '@preact/signals';
import { h, Fragment } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { columnWeekday, formatDate, monthLabel, weekdayLabels } from '../i18n/format';
import { isRtl } from '../i18n/index';
import { firstDayOfWeek } from '../i18n/week';
import { addMonths, dayStatus, gridKeyTarget, monthGrid, monthHasTimes, monthOf, monthStart, nextMonthWithTimes } from '../state/calendar';
import type { Store } from '../state/store';
import { Pager } from './Pager';
import { useT } from './util';

/**
 * Month grid (WAI-ARIA APG date picker): one tab stop (roving tabindex), arrow keys move by
 * day and week, Home/End to the week's ends, PageUp/PageDown by month; days with times are
 * marked by shape, weight and a tint of the accent and named for screen readers, not only by
 * colour; past and closed days are muted and described as not available; today is ringed and
 * `aria-current`. A month without times says so and offers the next month that has some. Its
 * weeks start on the day the interface locale's do.
 */
export function Calendar({ store }: { store: Store }) {
  const tr = useT(store);
  const locale = store.interfaceLocale.value;
  const today = store.availability.today.value;
  /** The month shown for the one chosen: a month the space's midnight has since left behind (the widget stayed open) gives way to today's. */
  const shownMonth = (chosen: string | null) => (chosen && today && chosen < monthOf(today) ? monthOf(today) : chosen);
  const month = shownMonth(store.month.value);
  const last = store.availability.lastDay.value;
  const selected = store.date.value;
  const days = store.availability.of(store.typeId.value ?? '').value;
  /** The day last moved to or chosen, by key or click. */
  const active = useSignal<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  /** The day to focus once it is rendered (after a key press, possibly in another month). */
  const pending = useRef<string | null>(null);
  const focusDay = active.value && month && monthOf(active.value) === month ? active.value : selected && month === monthOf(selected) ? selected : null;

  useEffect(() => {
    const cell = pending.current && grid.current?.querySelector<HTMLElement>(`[data-d="${pending.current}"]`);
    if (!cell) return;
    pending.current = null;
    cell.focus();
  });

  if (!month || !today || !last) return <div class="skeleton" aria-hidden="true" />;
  const layout = { firstDay: firstDayOfWeek(locale), rtl: isRtl(locale) };
  const first = monthStart(month) < today ? today : monthStart(month);
  // A day the space's midnight has left behind (the widget stayed open) is no longer the tab stop.
  const tabDay = (focusDay && focusDay >= today ? focusDay : null) ?? (days.byDate.has(first) ? first : [...days.byDate.keys()].find((d) => monthOf(d) === month) ?? first);
  // Nor does it keep focus, which would fall to the page: focus moves to the tab stop.
  const focusedDay = (grid.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement?.getAttribute('data-d');
  if (focusedDay && focusedDay < today && !pending.current) pending.current = tabDay;

  const go = (target: string) => {
    pending.current = target;
    active.value = target;
    if (monthOf(target) !== month) store.setMonth(monthOf(target));
  };
  const choose = (d: string) => {
    active.value = d;
    if (days.byDate.has(d)) store.selectDate(d);
  };
  const onKey = (e: KeyboardEvent) => {
    // From the day the last key moved to: keys pressed faster than the renders each count.
    const from = pending.current ?? tabDay;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(from);
      return;
    }
    const target = gridKeyTarget(from, e.key, layout, today, last);
    if (target) {
      e.preventDefault();
      go(target);
    }
  };
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(last);
  /** A month on from the one shown now, within the window: presses faster than the renders each count. */
  const turn = (by: number) => () => {
    const target = addMonths(shownMonth(store.month.peek()) ?? month, by);
    if (target >= firstMonth && target <= lastMonth) store.setMonth(target);
  };
  const labels = weekdayLabels(locale, columnWeekday(locale));
  const names = weekdayLabels(locale, 'long');
  const datesWithTimes = [...days.byDate.keys()];
  // Said only once the type's window is known, and only where some other month has times (else the
  // slots below say there are none in the whole window).
  const emptyMonth = !days.loading && datesWithTimes.length > 0 && !monthHasTimes(month, datesWithTimes);
  const laterMonth = emptyMonth ? nextMonthWithTimes(month, datesWithTimes) : null;
  const showLaterMonth = (later: string) => {
    // Focus goes to that month's first day with times: the button goes with the empty month.
    const target = datesWithTimes.filter((d) => monthOf(d) === later).sort()[0]!;
    pending.current = target;
    active.value = target;
    store.setMonth(later);
  };

  return (
    <div part="calendar">
      <Pager
        previous={{ name: tr('previousMonth'), disabled: month <= firstMonth, go: turn(-1) }}
        next={{ name: tr('nextMonth'), disabled: month >= lastMonth, go: turn(1) }}
        label={monthLabel(month, locale)}
        labelId="month-label"
      />
      <table role="grid" aria-labelledby="month-label" ref={grid} onKeyDown={onKey}>
        <thead>
          <tr>
            {labels.map((label, i) => (
              <th scope="col" key={i} abbr={names[i]}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, layout.firstDay).map((week, i) => (
            <tr key={i}>
              {week.map((d, j) => {
                if (!d) return <td key={j} role="gridcell" />;
                const inWindow = d >= today && d <= last;
                const status = dayStatus(d, today, days.byDate);
                const open = status === 'bookable';
                const name = formatDate(d, locale);
                return (
                  <td
                    key={d}
                    data-d={d}
                    role="gridcell"
                    part="day"
                    class={open ? 'has-times' : status}
                    tabIndex={inWindow ? (d === tabDay ? 0 : -1) : undefined}
                    aria-selected={d === selected}
                    aria-disabled={!open}
                    aria-current={d === today ? 'date' : undefined}
                    aria-describedby={open ? undefined : 'day-unavailable'}
                    aria-label={open ? tr('daysWithTimes', { date: name }) : name}
                    onClick={inWindow ? () => choose(d) : undefined}
                  >
                    <span>{formatDate(d, locale, { day: 'numeric' })}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <span id="day-unavailable" hidden>
        {tr('dayUnavailable')}
      </span>
      <div class="month-empty" aria-live="polite">
        {emptyMonth && (
          <>
            <p>{tr('noTimesInMonth', { month: monthLabel(month, locale) })}</p>
            {laterMonth && (
              <button type="button" onClick={() => showLaterMonth(laterMonth)}>
                {tr('showMonthWithTimes', { month: monthLabel(laterMonth, locale) })}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
