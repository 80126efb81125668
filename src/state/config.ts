/** `booking` (default): one booking type at a time; `schedule`: the sessions of every type, day by day. */
export const LAYOUTS = ['booking', 'schedule'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** What the element's attributes say, resolved. The element is the only writer. */
export interface WidgetConfig {
  handle: string;
  apiBase: string;
  /** Content locale, canonical BCP-47, sent exactly as is. */
  locale: string;
  /** Booking type id or slug to preselect. */
  bookingType: string;
  customerName: string;
  customerEmail: string;
  /** `schedule`: every type's sessions, day by day, in place of the types and one type's calendar. */
  layout: Layout;
  /** The chosen step is kept in, and opened from, the page's address (./deep-link.ts). */
  deepLink: boolean;
  /** The space's latest posts in the content locale, above the types. */
  announcements: boolean;
  /** Absolute http(s) address to go to after a booking, or '' (src/state/success-destination.ts). */
  successUrl: string;
}

export const emptyConfig: WidgetConfig = {
  handle: '',
  apiBase: '',
  locale: 'en',
  bookingType: '',
  customerName: '',
  customerEmail: '',
  layout: 'booking',
  deepLink: false,
  announcements: false,
  successUrl: '',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** The booking type the `booking-type` option names, by id or by slug. */
export const typeNamed = <Type extends { id: string; slug: string }>(types: readonly Type[], want: string): Type | undefined =>
  types.find((bookingType) => bookingType.id === want || bookingType.slug === want);
