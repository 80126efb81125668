import type { Booking } from '../api/types';
import type { Store } from './store';

/**
 * Where the page goes after this booking (`success-url`), or null without one: the host's address
 * with the booking's id as `booking` and its type's slug as `type`. Nothing personal: a name or
 * an email in an address ends up in logs, history and referrers.
 */
export function successDestination(store: Store, booking: Booking): string | null {
  const { successUrl } = store.config.value;
  if (!successUrl) return null;
  const url = new URL(successUrl);
  url.searchParams.set('booking', booking.id);
  const type = [store.type.value, ...(store.types.value ?? [])].find((candidate) => candidate?.id === booking.booking_type_id);
  if (type?.slug) url.searchParams.set('type', type.slug);
  return url.href;
}
