import { windowBeforeZone } from '../api/range';
import { availabilityPath, BOOKING_TYPES_PER_PAGE, routeUrl } from '../api/routes';
import { validateApiBase } from '../api/validate';
import { isUuid, type WidgetConfig } from './config';
import { readDeepLink } from './deep-link';

/**
 * The addresses a widget asks for first, as its store does (./store.ts, ./content.ts,
 * ./availability.ts): the space's profile and first page of booking types in the content
 * locale, and, for a booking type named by id, its availability. Throws where the handle or the
 * base address is not one. The schedule asks for its types' weeks once they are known. With
 * `deep-link` and a link in the page's address (`pageAddress`), the type it names (by slug) opens
 * instead of the host's, once the types are known: nothing is asked for the host's.
 */
export function firstRequests(
  config: Pick<WidgetConfig, 'apiBase' | 'handle' | 'locale' | 'bookingType' | 'layout'> & { deepLink?: boolean },
  now: Date,
  pageAddress = '',
): string[] {
  const { handle, locale, bookingType } = config;
  const apiBase = validateApiBase(config.apiBase);
  const urls = [routeUrl(apiBase, handle, '', { locale }), routeUrl(apiBase, handle, '/booking-types', { locale, limit: BOOKING_TYPES_PER_PAGE })];
  const linked = config.deepLink === true && readDeepLink(pageAddress) !== null;
  if (config.layout === 'booking' && isUuid(bookingType) && !linked) urls.push(routeUrl(apiBase, handle, availabilityPath(bookingType), windowBeforeZone(now)));
  return urls;
}
