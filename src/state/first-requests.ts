import { windowBeforeZone } from '../api/range';
import { availabilityPath, BOOKING_TYPES_PER_PAGE, routeUrl } from '../api/routes';
import { validateApiBase } from '../api/validate';
import { isUuid, type WidgetConfig } from './config';
import { readDeepLink } from './deep-link';

/**
 * The addresses a widget asks for first, exactly as its store will (./store.ts, ./content.ts,
 * ./availability.ts), so that the store can take the answers over. A booking type named by id
 * needs no list to start its availability; one the page's deep link overrides asks nothing.
 * Throws where the handle or the base address is not one.
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
