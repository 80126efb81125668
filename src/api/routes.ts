import { validateHandle } from './validate';

export type Query = Record<string, string | number | undefined>;

/** Booking types asked for a page (the most the API gives: Limits). */
export const BOOKING_TYPES_PER_PAGE = 100;

/** One address per resource, query in the order given: that is what lets the early requests be taken over (./early-requests.ts). */
export function routeUrl(apiBase: string, handle: string, path: string, query: Query = {}): string {
  const address = new URL(`${apiBase}/public/${validateHandle(handle)}${path}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) address.searchParams.set(name, String(value));
  return address.href;
}

export const availabilityPath = (bookingTypeId: string): string => `/booking-types/${encodeURIComponent(bookingTypeId)}/availability`;
