import { effect } from '@preact/signals';
import { h, Fragment } from 'preact';
import type { BookingType, Slot } from '../api/types';
import { columnWeekday, formatDate, formatDuration, formatPrice, zoneLabel } from '../i18n/format';
import { isolate } from '../i18n/index';
import type { Announcement } from '../state/announcer';
import { createSchedule, type Schedule as ScheduleState } from '../state/schedule';
import type { Store } from '../state/store';
import { activeFilterCount } from '../state/schedule-filters';
import { Pager } from './Pager';
import { ScheduleFilters } from './ScheduleFilters';
import { contentLanguage, slotWhen, useT } from './util';

/**
 * One widget's schedule, made the first time it shows; the store keeps it while the widget has
 * the schedule layout. It reads and asks the widget's availability, whose requests end with its
 * session (a new space, or the element removed).
 */
export function scheduleOf(store: Store): ScheduleState {
  return store.schedule(() => {
    const made = createSchedule({
      types: store.types,
      availability: store.availability,
      initialType: () => store.config.value.bookingType,
    });
    // Once the shown week is known for the chosen day, the live region says how many sessions it
    // has (first how many of the week's match, while filters narrow it), and how many types' times
    // could not be loaded; not while the details form or the confirmation takes the schedule's place.
    const stopSaying = effect(() => {
      const day = made.day.value;
      const { pending, failed, count } = made.shown.value;
      const step = store.step.value;
      if (!day || pending || !store.types.value || step === 'details' || step === 'done') return;
      const found: Announcement = ['sessionsFound', { count: made.sessions.value.length, day }];
      const matching: Announcement | null = activeFilterCount(made.filters.value) ? ['sessionsMatch', { count }] : null;
      if (matching) store.sayWithDetail(matching, failed.length ? ['typesFailed', { count: failed.length }] : found);
      else if (failed.length) store.sayWithDetail(found, ['typesFailed', { count: failed.length }]);
      else store.say(...found);
    });
    return {
      ...made,
      dispose: () => {
        stopSaying();
        made.dispose();
      },
    };
  });
}

/** `content`: the types' language (contentLanguage), worked out once for the whole list. */
function SessionButton(props: { store: Store; type: BookingType; slot: Slot; prefetch: () => void; content: ReturnType<typeof contentLanguage> }) {
  const { store, type, slot, prefetch, content } = props;
  const tr = useT(store);
  const locale = store.interfaceLocale.value;
  const currency = store.profile.value?.currency;
  const when = slotWhen(store, slot, store.zone.value!);
  const price = currency && (type.price_amount === 0 ? tr('free') : formatPrice(type.price_amount, currency, locale));
  return (
    <button
      type="button"
      class="session"
      part="session"
      onClick={() => store.chooseSession(type.id, slot)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    >
      <span class="session-time">
        <b>{when.time}</b>
        {when.local && <small>{tr('yourTime', { time: when.local })}</small>}
      </span>
      <span class="session-about">
        <b {...content}>{type.title}</b>
        <span class="muted">{[formatDuration(type.duration_minutes, locale), price].filter(Boolean).join(' · ')}</span>
        {slot.remaining != null && <small>{tr('placesLeft', { count: slot.remaining })}</small>}
      </span>
    </button>
  );
}

/**
 * Every booking type's sessions, by day in the space's time, a week at a time. Choosing a session
 * goes straight to the details form; a type whose times could not be loaded says so in its place.
 */
export function Schedule({ store, prefetch }: { store: Store; prefetch: () => void }) {
  const tr = useT(store);
  const schedule = scheduleOf(store);
  const locale = store.interfaceLocale.value;
  const content = contentLanguage(store, 'types');
  const types = store.types.value;
  const zone = store.zone.value;
  const days = schedule.days.value;
  const day = schedule.day.value;
  const week = schedule.week.value;
  const narrowed = activeFilterCount(schedule.filters.value) > 0;
  const { failed, pending, count, byDay } = schedule.shown.value;
  /** While filters narrow the week, the days that still have sessions are marked, by a dot and in their name. */
  const hasMatches = (d: string) => narrowed && !pending && (byDay.get(d)?.length ?? 0) > 0;
  const sessions = schedule.sessions.value;
  const short = (d: string) => formatDate(d, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const weekday = columnWeekday(locale);

  return (
    <section class="schedule" part="schedule" aria-busy={!types || pending > 0}>
      <h3 tabIndex={-1} data-step-heading>
        {tr('scheduleHeading')}
      </h3>
      {!types || !day || !zone ? (
        <div class="skeleton" aria-hidden="true" />
      ) : (
        <>
          <ScheduleFilters store={store} schedule={schedule} types={types} />
          <Pager
            // From the week shown now: presses faster than the renders each count.
            previous={{ name: tr('previousWeek'), disabled: week === 0, go: () => schedule.showWeek(schedule.week.peek() - 1) }}
            next={{ name: tr('nextWeek'), disabled: week >= schedule.weekCount.value - 1, go: () => schedule.showWeek(schedule.week.peek() + 1) }}
            label={tr('weekRange', { from: short(days[0]!), to: short(days[days.length - 1]!) })}
          />
          <div class="schedule-days" role="group" aria-label={tr('scheduleDays')}>
            {days.map((d) => (
              <button type="button" key={d} class={hasMatches(d) ? 'has-matches' : undefined} aria-pressed={d === day} onClick={() => schedule.selectDay(d)}>
                <span aria-hidden="true">{formatDate(d, locale, { weekday })}</span>
                <b aria-hidden="true">{formatDate(d, locale, { day: 'numeric' })}</b>
                <span class="visually-hidden">{hasMatches(d) ? tr('daysWithTimes', { date: formatDate(d, locale) }) : formatDate(d, locale)}</span>
              </button>
            ))}
          </div>
          {narrowed && !pending && <p class="filter-count">{tr('sessionsMatch', { count })}</p>}
          <p class="muted">{tr('timesShownIn', { zone: zoneLabel(zone, locale) })}</p>
          <h4>{tr('sessionsHeading', { date: formatDate(day, locale) })}</h4>
          {failed.length + sessions.length > 0 && (
            <ul class="session-list">
              {failed.map(({ type }) => (
                <li key={`failed ${type.id}`} class="alert session-failed" part="alert">
                  <p>{tr('typeFailed', { type: isolate(type.title) })}</p>
                  <button
                    type="button"
                    aria-label={tr('retryType', { type: isolate(type.title) })}
                    onClick={() => {
                      // The button goes while the times load again: focus waits on the heading.
                      store.requestFocus('heading');
                      void schedule.retry(type.id);
                    }}
                  >
                    {tr('retry')}
                  </button>
                </li>
              ))}
              {sessions.map(({ type, slot }) => (
                <li key={`${type.id} ${slot.date} ${slot.start_time}`}>
                  <SessionButton store={store} type={type} slot={slot} prefetch={prefetch} content={content} />
                </li>
              ))}
            </ul>
          )}
          {pending > 0 ? (
            <div class="skeleton" aria-hidden="true" />
          ) : narrowed && count === 0 ? (
            <div class="filter-empty">
              <p>{tr('noSessionsMatch')}</p>
              <button
                type="button"
                onClick={() => {
                  // The button goes with the empty result: focus waits on the heading.
                  store.requestFocus('heading');
                  schedule.clearFilters();
                }}
              >
                {tr('clearFilters')}
              </button>
            </div>
          ) : (
            sessions.length + failed.length === 0 && <p>{tr('noSessionsOnDay')}</p>
          )}
        </>
      )}
    </section>
  );
}
