/**
 * Committed bookings, in memory. Every method is synchronous: a caller that checks capacity and
 * commits in one synchronous run cannot interleave with another request (Node runs one callback
 * at a time), which is how "capacity is settled inside the booking transaction" holds here.
 */
import type { Booking } from '../src/api/types';

export interface StoredBooking {
  handle: string;
  booking: Booking;
  /** How the guest is recognised: lowercased email, else digits of the phone; null for neither. */
  guest_key: string | null;
  idempotency_key: string | null;
  marketing_consent: { given: boolean; text: string | null; recorded_at: string | null };
  /** The note the customer typed; not the booking's own `notes`, which belong to the host. */
  customer_note: string | null;
}

/**
 * "A guest is recognised by lowercased email, then by digits-only phone." Null when the customer
 * gave neither: such a customer "is a first-timer on every visit", matching no booking at all.
 */
export function guestKey(customer: { email?: string; phone?: string }): string | null {
  const email = customer.email?.trim().toLowerCase();
  if (email) return `email:${email}`;
  const digits = customer.phone?.replace(/\D/g, '');
  return digits ? `phone:${digits}` : null;
}

export class BookingStore {
  private rows: StoredBooking[] = [];

  /** Places taken in one session (cancelled bookings free their place). */
  taken(handle: string, typeId: string, date: string, time: string): number {
    return this.rows.filter((r) => this.sameSession(r, handle, typeId, date, time) && r.booking.status !== 'cancelled')
      .length;
  }

  /** The guest already holds this session (not cancelled). */
  holds(handle: string, guest: string | null, typeId: string, date: string, time: string): boolean {
    if (guest === null) return false;
    return this.rows.some(
      (r) => r.guest_key === guest && this.sameSession(r, handle, typeId, date, time) && r.booking.status !== 'cancelled',
    );
  }

  /** Any earlier booking in the space, cancelled ones included: it uses up a first-time offer. */
  hasHistory(handle: string, guest: string | null): boolean {
    if (guest === null) return false;
    return this.rows.some((r) => r.handle === handle && r.guest_key === guest);
  }

  add(row: StoredBooking): void {
    this.rows.push(row);
  }

  list(handle?: string): StoredBooking[] {
    return this.rows.filter((r) => handle === undefined || r.handle === handle);
  }

  clear(): void {
    this.rows = [];
  }

  private sameSession(r: StoredBooking, handle: string, typeId: string, date: string, time: string): boolean {
    return (
      r.handle === handle &&
      r.booking.booking_type_id === typeId &&
      r.booking.scheduled_date === date &&
      r.booking.scheduled_start_time === time
    );
  }
}
