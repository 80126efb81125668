import { h, Fragment } from 'preact';
import { useEffect } from 'preact/hooks';
import { formatDate, zoneLabel } from '../i18n/format';
import { WINDOW_DAYS } from '../state/availability';
import { monthOf } from '../state/calendar';
import { zoneRulesLoaded } from '../state/load-zone-rules';
import { eachWhenIdle } from '../shared/when-idle';
import type { Store } from '../state/store';
import { loadBookingStep, loadBookingStepWhenIdle } from './booking-step-file';
import { slotWhen, useT } from './util';

/** The selected day's slots only (never every slot of the window at once). */
export function Slots({ store }: { store: Store }) {
  const tr = useT(store);
  const locale = store.interfaceLocale.value;
  const zone = store.zone.value;
  const today = store.availability.today.value;
  // A chosen day the space's midnight has since left behind is no longer offered.
  const date = store.date.value && today && store.date.value >= today ? store.date.value : null;
  const days = store.availability.of(store.typeId.value ?? '').value;
  const chosen = store.slot.value;
  const slots = zone && date ? days.byDate.get(date) ?? [] : [];
  const shown = slots.length > 0 && !!store.month.value;
  // Slots are on screen: the booking step's file follows while the visitor looks at them.
  useEffect(() => {
    if (shown) loadBookingStepWhenIdle();
  }, [shown]);
  // And the other days of the month are described in the time left over, so that choosing one
  // does not wait for its clocks to be read.
  const month = store.month.value;
  const visitorZone = store.visitorZone();
  const rules = zoneRulesLoaded.value;
  useEffect(() => {
    if (!shown || !zone || !month) return;
    const daysOfMonth = [...days.byDate.values()].filter((daySlots) => monthOf(daySlots[0]!.date) === month);
    return eachWhenIdle(daysOfMonth, (daySlots) => {
      for (const slot of daySlots) slotWhen(store, slot, zone);
    });
  }, [shown, days, zone, month, locale, visitorZone, rules]);
  if (!zone || !store.month.value) return null;
  const prefetch = () => void loadBookingStep();
  return (
    <div part="slots">
      <p class="muted">{tr('timesShownIn', { zone: zoneLabel(zone, locale) })}</p>
      {days.byDate.size === 0 && !days.loading ? (
        <p>{tr('noTimesSoon', { days: WINDOW_DAYS })}</p>
      ) : !date ? null : (
        <>
          <h4>{tr('timesHeading', { date: formatDate(date, locale) })}</h4>
          {slots.length === 0 ? (
            <p>{tr('noTimesOnDay')}</p>
          ) : (
            <ul class="slot-list">
              {slots.map((slot) => {
                const when = slotWhen(store, slot, zone);
                const local = when.local && tr('yourTime', { time: when.local });
                const left = slot.remaining != null && tr('placesLeft', { count: slot.remaining });
                // The name says the date and zone that the heading above shows to the eye: a
                // label, not hidden text, which would cost two positioned boxes a slot to lay out.
                const name = [`${when.date}, ${when.time} (${when.zone})`, local, left].filter(Boolean).join(' ');
                return (
                  <li key={slot.start_time}>
                    <button
                      type="button"
                      class="slot"
                      part="slot"
                      aria-label={name}
                      aria-pressed={chosen?.date === slot.date && chosen.start_time === slot.start_time}
                      onClick={() => store.chooseSlot(slot)}
                      onPointerEnter={prefetch}
                      onFocus={prefetch}
                      onTouchStart={prefetch}
                    >
                      <b>{when.time}</b>
                      {local && <small> {local}</small>}
                      {left && <small> {left}</small>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
