import type { Booking, Profile } from '../api/types';
import { describeWhen } from '../i18n/when';
import { safeUrl } from '../shared/http-url';
import type { Store } from '../state/store';
import { buildIcs } from '../time/ics';
import { zonedToInstant } from '../time/zone';
import { useT } from './util';

/** The booking as a calendar file: absolute instants from the space's wall-clock and zone. */
function icsFor(
  booking: Booking,
  title: string,
  start: Date,
  profile: Profile | null,
  zone: string,
  durationMinutes: number | undefined,
  now: Date,
): string {
  let end = zonedToInstant(booking.scheduled_date, booking.scheduled_end_time || booking.scheduled_start_time, zone);
  if (durationMinutes) end = new Date(start.getTime() + durationMinutes * 60_000);
  else if (end <= start) end = new Date(end.getTime() + 86_400_000);
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
  const { locale } = store.config.value;
  const slot = { date: booking.scheduled_date, start_time: booking.scheduled_start_time };
  const when = describeWhen(slot, zone, store.visitorZone(), locale);
  // The title the visitor chose, in the content locale: the booking itself carries the API's default language.
  const title = store.type.value?.id === booking.booking_type_id ? store.type.value.title : booking.booking_type_title;
  const ics = icsFor(booking, title, when.instant, store.profile.value, zone, store.type.value?.duration_minutes, store.now());
  return (
    <section part="confirmation">
      <h3 tabIndex={-1} data-step-heading>
        {tr('bookedHeading')}
      </h3>
      <p>
        <b>{title}</b>
      </p>
      <p>{tr('bookedWhen', { date: when.date, time: when.time, zone: when.zone })}</p>
      {when.local && <p>{tr('bookedLocalWhen', { date: when.localDate, time: when.localTime })}</p>}
      <div class="row">
        <a href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download="booking.ics" part="ics">
          {tr('addToCalendar')}
        </a>
        <button type="button" onClick={store.bookAnother}>
          {tr('bookAnother')}
        </button>
      </div>
    </section>
  );
}
