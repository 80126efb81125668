import { h } from 'preact';
import type { Booking, Profile } from '../api/types';
import { safeUrl } from '../shared/http-url';
import type { Store } from '../state/store';
import { buildIcs } from '../time/ics';
import { zonedEnd } from '../time/zone';
import { contentLanguage, slotWhen, useT } from './util';

/**
 * The booking as a calendar file: absolute instants from the space's wall-clock and zone. It ends
 * at the booking's own end time, on the next day's date when that is not after the start (a
 * session past midnight); where the booking gives no `HH:MM` end after its start
 * (src/api/assumptions.ts), its type's duration counts.
 */
function icsFor(
  booking: Booking,
  title: string,
  start: Date,
  profile: Profile | null,
  zone: string,
  durationMinutes: number | undefined,
  now: Date,
): string {
  const { scheduled_date, scheduled_start_time, scheduled_end_time } = booking;
  const end =
    (/^\d\d:\d\d$/.test(scheduled_end_time) && scheduled_end_time !== scheduled_start_time) || !durationMinutes
      ? zonedEnd(scheduled_date, scheduled_start_time, scheduled_end_time || scheduled_start_time, zone)
      : new Date(start.getTime() + durationMinutes * 60_000);
  return buildIcs({
    uid: `${booking.id}@space-booking`,
    title: profile ? `${title} · ${profile.name}` : title,
    start,
    end,
    location: typeof profile?.location?.address === 'string' ? profile.location.address : undefined,
    url: safeUrl(profile?.website_url),
    stamp: now,
  });
}

export function Confirmation({ store }: { store: Store }) {
  const tr = useT(store);
  const booking = store.booking.value;
  const zone = store.zone.value;
  if (!booking || !zone) return null;
  const slot = { date: booking.scheduled_date, start_time: booking.scheduled_start_time };
  const when = slotWhen(store, slot, zone);
  // The title the visitor chose, in the content locale: the booking itself carries the API's default language.
  const chosen = store.type.value?.id === booking.booking_type_id ? store.type.value : null;
  const title = chosen ? chosen.title : booking.booking_type_title;
  // A zone the browser does not know gives no instant: no calendar file (and no local line).
  const ics = when.instant && icsFor(booking, title, when.instant, store.profile.value, zone, store.type.value?.duration_minutes, store.now());
  return (
    <section part="confirmation">
      <h3 tabIndex={-1} data-step-heading>
        {tr('bookedHeading')}
      </h3>
      <p>
        {/* The booking's own title is in a language the API does not name. */}
        <b {...(chosen ? contentLanguage(store, 'types') : {})}>{title}</b>
      </p>
      <p>{tr('bookedWhen', { date: when.date, time: when.time, zone: when.zone })}</p>
      {when.local && <p>{tr('bookedLocalWhen', { date: when.localDate, time: when.localTime })}</p>}
      <div class="row">
        {ics && (
          <a href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download="booking.ics" part="ics">
            {tr('addToCalendar')}
          </a>
        )}
        <button type="button" onClick={store.bookAnother}>
          {tr('bookAnother')}
        </button>
      </div>
    </section>
  );
}
