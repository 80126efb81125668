import type { Booking } from '../api/types';

/**
 * Every event `<space-booking>` dispatches, with its `detail`. All bubble and are composed, so a
 * host page can listen on the element or on `document`. A payload that must change gets a new
 * event name rather than a silent edit. Nothing personal (name, email) is in any detail except
 * the booking the visitor has just made, which the host page's own API would return anyway.
 */
export interface SpaceBookingEventDetails {
  /** Profile and booking types are loaded. */
  'space-booking:ready': { handle: string; locale: string; typeCount: number };
  'space-booking:type-selected': { bookingTypeId: string; slug: string; title: string };
  /** Date and start time are wall-clock in `timezone` (the space's zone), as the API gave them. */
  'space-booking:slot-selected': { bookingTypeId: string; date: string; startTime: string; timezone: string };
  /** A booking is being sent. */
  'space-booking:submit': { bookingTypeId: string; date: string; startTime: string };
  'space-booking:booked': { booking: Booking };
  /** A booking was refused or could not be sent. `reason` is the API's `booking_failure.reason` or the error kind. */
  'space-booking:failed': { reason: string; status?: number };
  /** Profile, booking types or availability could not be loaded. */
  'space-booking:error': { stage: 'profile' | 'types' | 'availability'; kind: string; status?: number };
}

export type SpaceBookingEventName = keyof SpaceBookingEventDetails;

export type SpaceBookingEventMap = {
  [K in SpaceBookingEventName]: CustomEvent<SpaceBookingEventDetails[K]>;
};

declare global {
  // The events bubble out of shadow roots, so document listeners see them too.
  interface HTMLElementEventMap extends SpaceBookingEventMap {}
  interface DocumentEventMap extends SpaceBookingEventMap {}
}

export type Emit = <K extends SpaceBookingEventName>(name: K, detail: SpaceBookingEventDetails[K]) => void;

/** Dispatches a typed event from `target` (bubbles, composed). */
export function emitFrom(target: EventTarget): Emit {
  return (name, detail) => target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
