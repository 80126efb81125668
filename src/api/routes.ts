import { validateHandle } from './validate';

export type Query = Record<string, string | number | undefined>;

/** Booking types asked for a page (the most the API gives: Limits). */
export const BOOKING_TYPES_PER_PAGE = 100;

/**
 * The address of one of `handle`'s public routes under a validated base address, with the query's
 * set values in the order given: the widget asks for each resource by one address, which is what
 * lets its first requests, sent before its code has come, be taken over (./early-requests.ts).
 */
export function routeUrl(apiBase: string, handle: string, path: string, query: Query = {}): string {
  const address = new URL(`${apiBase}/public/${validateHandle(handle)}${path}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) address.searchParams.set(name, String(value));
  return address.href;
}

export const availabilityPath = (bookingTypeId: string): string => `/booking-types/${encodeURIComponent(bookingTypeId)}/availability`;
