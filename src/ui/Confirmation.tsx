import { signal } from '@preact/signals';
import type { Booking, Profile } from '../api/types';
import { onDemand } from '../embed/on-demand';
import type { Store } from '../state/store';
import type { buildIcs } from '../time/ics';
import { zonedEnd } from '../time/zone';
import { safeUrl } from '../state/failure';
import { describeWhen, useT } from './util';

/** `buildIcs`, once the calendar file's code has loaded. */
const icsBuilder = signal<typeof buildIcs | null>(null);
const icsModule = onDemand(() => import('../time/ics'), 'the calendar file (no calendar link)');

/**
 * Starts loading the calendar file's code: from the details step on, so the link is there with
 * the confirmation. Should it fail, the confirmation only lacks the link.
 */
export const loadIcs = (): void => void icsModule().then((m) => m && (icsBuilder.value = m.buildIcs));

/**
 * The booking as a calendar file: absolute instants from the space's wall-clock and zone. Without
 * a duration to go by, the booking's end time counts, on the next day's date when it is not after
 * the start (a session past midnight).
 */
function icsFor(
  build: typeof buildIcs,
  booking: Booking,
  start: Date,
  profile: Profile | null,
  zone: string,
  durationMinutes: number | undefined,
  now: Date,
): string {
  const { scheduled_date, scheduled_start_time, scheduled_end_time } = booking;
  const end = durationMinutes
    ? new Date(start.getTime() + durationMinutes * 60_000)
    : zonedEnd(scheduled_date, scheduled_start_time, scheduled_end_time || scheduled_start_time, zone);
  return build({
    uid: `${booking.id}@space-booking`,
    title: profile ? `${booking.booking_type_title} · ${profile.name}` : booking.booking_type_title,
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
  const build = icsBuilder.value;
  // A zone the browser does not know gives no instant: no calendar file (and no local line).
  const ics = build && when.instant && icsFor(build, booking, when.instant, store.profile.value, zone, store.type.value?.duration_minutes, store.now());
  return (
    <section part="confirmation">
      <h3 tabIndex={-1} data-h>
        {tr('bookedHeading')}
      </h3>
      <p>
        <b>{booking.booking_type_title}</b>
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
