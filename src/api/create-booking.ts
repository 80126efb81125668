import { toBookingBody } from './booking-body';
import type { RequestOptions, SpaceClient } from './client';
import type { Booking, GuestBookingRequest } from './types';
import { invalid } from './validate';

export interface CreateBookingOptions extends RequestOptions {
  idempotencyKey: string;
}

/** One attempt, no retry: retrying a booking is the caller's decision, with the same key. */
export async function createBooking(
  client: Pick<SpaceClient, 'write'>,
  handle: string,
  request: GuestBookingRequest,
  options: CreateBookingOptions,
): Promise<Booking> {
  const key = options?.idempotencyKey;
  // Limits: at most 255 characters; visible ASCII keeps it a valid header value.
  if (typeof key !== 'string' || !/^[!-~]{1,255}$/.test(key)) throw invalid('idempotencyKey');
  const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': key };
  return client.write<Booking>(handle, '/bookings', toBookingBody(request), headers, (b) => typeof b.id === 'string', options);
}
