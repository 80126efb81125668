import type { GuestBookingRequest } from './types';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

declare const builtField: unique symbol;
/** Branded so that the client writes no other body (`SpaceClient.write`). */
export type BookingBody = GuestBookingRequest & { readonly [builtField]: true };

/** Built field by field: host-only fields the object may carry at run time (allow_over_capacity, allow_policy_bypass) are never sent. */
export function toBookingBody(r: Omit<GuestBookingRequest, 'source'>): BookingBody {
  const customer = r?.customer;
  const body: GuestBookingRequest = {
    booking_type_id: text(r?.booking_type_id),
    scheduled_date: text(r?.scheduled_date),
    scheduled_start_time: text(r?.scheduled_start_time),
    customer: { name: text(customer?.name), email: text(customer?.email) },
    source: 'external_partner',
    // Consent is recorded only when the customer actually agreed.
    marketing_consent: r?.marketing_consent === true,
  };
  if (text(r?.notes).trim()) body.notes = r.notes;
  return body as BookingBody;
}
