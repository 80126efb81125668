import type { Booking } from '../api/types';


/** Campaign parameters a host page's address may carry, as analytics tools name them. */
export const ATTRIBUTION_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** The campaign that brought the visitor: it only travels to the host page (`booked`, `window.dataLayer`), the API has no field for it. */
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Every event `<space-booking>` dispatches, bubbling and composed; a changed payload gets a new name; only `booked` carries personal data. */
export interface SpaceBookingEventDetails {
  /** Profile and booking types are loaded (again after a change of space or locale). */
  'space-booking:ready': { handle: string; locale: string; typeCount: number };
  /** A booking type is chosen, by the visitor or preselected; `priceAmount` is in minor units of `currency`. */
  'space-booking:type-selected': { bookingTypeId: string; slug: string; title: string; priceAmount: number; currency: string };
  /** A time is chosen; date and start time are wall-clock in `timezone`, the space's zone. */
  'space-booking:slot-selected': { bookingTypeId: string; date: string; startTime: string; timezone: string };
  /** A booking is being sent (once per press of the button, whatever retries follow). */
  'space-booking:submit': { bookingTypeId: string; date: string; startTime: string };
  /** The booking is made. `attribution`: the host page's campaign parameters, never sent to the API. */
  'space-booking:booked': { booking: Booking; attribution: Attribution };
  /** A booking was refused or could not be sent: `reason` is `booking_failure.reason`, else the error type or kind (never the override). */
  'space-booking:failed': { reason: string; status?: number };
  /** Profile, booking types or availability could not be loaded (`helper`: the iframe helper's own chunk). */
  'space-booking:error': { stage: 'profile' | 'types' | 'availability' | 'helper'; kind: string; status?: number };
  /** The popup's dialog opened (`mode` `popup` or `floating`, `SpaceBooking.popup`, `SpaceBooking.bindPopup`). */
  'space-booking:open': { handle: string };
  /** The popup's dialog closed; `step` is where the visitor left it (`done` after a booking). */
  'space-booking:close': { handle: string; step: 'type' | 'time' | 'details' | 'done' };
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

/** How the widget's state reports an event; what only the host page knows (attribution) is added on the way out. */
export type Emit = <K extends SpaceBookingEventName>(name: K, detail: Omit<SpaceBookingEventDetails[K], 'attribution'>) => void;
