import type { Booking } from '../api/types';
import { httpUrl } from '../shared/http-url';
import type { SpaceBookingEventDetails, SpaceBookingEventName } from '../state/events';

/**
 * Messages from `embed.html` to the page that frames it. Only `resize` goes to any parent (`"*"`).
 * `booked` names the customer, so it goes only to the `parent-origin` query parameter's origin;
 * without a valid one it carries a `BookingSummary`. The other events' details hold nothing personal.
 */
export const RESIZE = 'space-booking:resize';
export const BOOKED = 'space-booking:booked';

/** The element's events that cross the frame boundary; `true` marks the one carrying personal data. */
export const FORWARDED_EVENTS: Record<SpaceBookingEventName, boolean> = {
  'space-booking:ready': false,
  'space-booking:type-selected': false,
  'space-booking:slot-selected': false,
  'space-booking:submit': false,
  'space-booking:booked': true,
  'space-booking:failed': false,
  'space-booking:error': false,
  // The iframe page has no popup: these two never fire in the frame.
  'space-booking:open': false,
  'space-booking:close': false,
};

type DetailEventName = Exclude<SpaceBookingEventName, typeof BOOKED>;

export interface ResizeMessage {
  type: typeof RESIZE;
  height: number;
}

/** A booking without the fields that identify the customer (or the booking itself). */
export type BookingSummary = Pick<
  Booking,
  'booking_type_id' | 'booking_type_title' | 'scheduled_date' | 'scheduled_start_time' | 'scheduled_end_time' | 'status'
>;

export interface BookedMessage {
  type: typeof BOOKED;
  booking: Booking | BookingSummary;
}

export interface EventMessage<K extends DetailEventName = DetailEventName> {
  type: K;
  detail: SpaceBookingEventDetails[K];
}

export type FrameMessage = ResizeMessage | BookedMessage | EventMessage;

/** Largest height we accept: a safety net against a page that grows without bound. */
const MAX_HEIGHT = 100_000;

/** Untrusted data; other libraries' messages are null. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type } = data as { type?: unknown };
  if (type === RESIZE) {
    const { height } = data as { height?: unknown };
    if (typeof height !== 'number' || !Number.isFinite(height) || height < 0 || height > MAX_HEIGHT) return null;
    return { type, height: Math.ceil(height) };
  }
  if (type === BOOKED) {
    const { booking } = data as { booking?: unknown };
    return isObject(booking) ? { type, booking: booking as BookingSummary } : null;
  }
  if (typeof type === 'string' && Object.hasOwn(FORWARDED_EVENTS, type)) {
    const { detail } = data as { detail?: unknown };
    return isObject(detail) ? ({ type, detail } as EventMessage) : null;
  }
  return null;
}

export function summarizeBooking(booking: Booking): BookingSummary {
  return {
    booking_type_id: booking.booking_type_id,
    booking_type_title: booking.booking_type_title,
    scheduled_date: booking.scheduled_date,
    scheduled_start_time: booking.scheduled_start_time,
    scheduled_end_time: booking.scheduled_end_time,
    status: booking.status,
  };
}

/** Exactly an http(s) origin, nothing after, else null: personal data is posted only to such an origin. */
export function parseOrigin(value: string | null | undefined): string | null {
  return value && httpUrl(value)?.origin === value ? value : null;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
