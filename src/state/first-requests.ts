import { windowBeforeZone } from '../api/range';
import { availabilityPath, BOOKING_TYPES_PER_PAGE, routeUrl } from '../api/routes';
import { validateApiBase } from '../api/validate';
import { isUuid, type WidgetConfig } from './config';

/**
 * The addresses a widget asks for first, as its store does (./store.ts, ./content.ts,
 * ./availability.ts): the space's profile and first page of booking types in the content
 * locale, and, for a booking type named by id, its availability. Throws where the handle or the
 * base address is not one. The schedule asks for its types' weeks once they are known.
 */
export function firstRequests(config: Pick<WidgetConfig, 'apiBase' | 'handle' | 'locale' | 'bookingType' | 'layout'>, now: Date): string[] {
  const { handle, locale, bookingType } = config;
  const apiBase = validateApiBase(config.apiBase);
  const urls = [routeUrl(apiBase, handle, '', { locale }), routeUrl(apiBase, handle, '/booking-types', { locale, limit: BOOKING_TYPES_PER_PAGE })];
  if (config.layout === 'booking' && isUuid(bookingType)) urls.push(routeUrl(apiBase, handle, availabilityPath(bookingType), windowBeforeZone(now)));
  return urls;
}
