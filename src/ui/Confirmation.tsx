import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import type { Store } from '../state/store';
import { calendarOffers } from './booking-calendar';
import { SuccessRedirect } from './SuccessRedirect';
import { contentLanguage, slotWhen, useT } from './util';

export function Confirmation({ store }: { store: Store }) {
  const tr = useT(store);
  // Anything the visitor does here holds the page where it is (no countdown to `success-url`).
  const [held, setHeld] = useState(false);
  const booking = store.booking.value;
  const zone = store.zone.value;
  if (!booking || !zone) return null;
  const slot = { date: booking.scheduled_date, start_time: booking.scheduled_start_time };
  const when = slotWhen(store, slot, zone);
  // The title the visitor chose, in the content locale: the booking itself carries the API's default language.
  const chosen = store.type.value?.id === booking.booking_type_id ? store.type.value : null;
  const title = chosen ? chosen.title : booking.booking_type_title;
  // A zone the browser does not know gives no instant: no calendar file (and no local line).
  const calendar = when.instant && calendarOffers(booking, title, store.profile.value, zone, chosen?.duration_minutes, store.now());
  return (
    <section part="confirmation" onKeyDown={() => setHeld(true)} onPointerDown={() => setHeld(true)}>
      <h3 tabIndex={-1} data-step-heading>
        {tr('bookedHeading')}
      </h3>
      <p>
        {/* The booking's own title is in a language the API does not name. */}
        <b {...(chosen ? contentLanguage(store, 'types') : {})}>{title}</b>
      </p>
      <p>{tr('bookedWhen', { date: when.date, time: when.time, zone: when.zone })}</p>
      {when.local && <p>{tr('bookedLocalWhen', { date: when.localDate, time: when.localTime })}</p>}
      <SuccessRedirect store={store} booking={booking} held={held} />
      <div class="row">
        {calendar && (
          <>
            <a href={calendar.file} download="booking.ics" part="ics">
              {tr('addToCalendar')}
            </a>
            <a href={calendar.google} target="_blank" rel="noopener noreferrer" part="calendar-link">
              {tr('addToGoogleCalendar')}
            </a>
            <a href={calendar.outlook} target="_blank" rel="noopener noreferrer" part="calendar-link">
              {tr('addToOutlook')}
            </a>
          </>
        )}
        <button type="button" onClick={store.bookAnother}>
          {tr('bookAnother')}
        </button>
      </div>
    </section>
  );
}
