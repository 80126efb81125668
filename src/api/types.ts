/**
 * Types of the public surface of the Space Platform API (../shared/api/space-platform-api.md).
 *
 * Every object type tolerates unknown extra fields. Where the description leaves a shape
 * open ("not shown"), the assumption we take lives in ./assumptions.ts and is listed in
 * docs/api-assumptions.md; nothing else in the code may re-state it.
 */
import type { Slot, Location, OpeningHours, Post, SocialLink } from './assumptions';

export type { Slot, Location, OpeningHours, Post, SocialLink };

/** `GET /public/{handle}`. */
export interface Profile {
  handle: string;
  name: string;
  tagline?: string | null;
  about?: string | null;
  /** IANA zone name. */
  timezone: string;
  /** ISO 4217 code. */
  currency: string;
  locales: string[];
  website_url?: string | null;
  logo_url?: string | null;
  location?: Location | null;
  open_hours?: unknown[] | null;
  social_links?: unknown[] | null;
  accepts_bookings: boolean;
  [extra: string]: unknown;
}

export interface IntroOffer {
  eligibility: 'first_time_only' | (string & {});
  intro_price_amount: number;
  /** Always null on the public list route (the description's tri-state). */
  applies_to_member: boolean | null;
  [extra: string]: unknown;
}

/** An item of `GET /public/{handle}/booking-types` (assumed to be the Booking type resource). */
export interface BookingType {
  id: string;
  slug: string;
  title: string;
  description?: string | null;
  duration_minutes: number;
  /** Integer, in the ISO 4217 minor units of the profile's currency (src/i18n/minor-units.ts). */
  price_amount: number;
  capacity?: number | null;
  categories?: unknown[];
  intro_offer?: IntroOffer | null;
  archived?: boolean;
  created_at?: string;
  updated_at?: string;
  [extra: string]: unknown;
}

/** `GET /public/{handle}/booking-types/{id}/availability`. */
export interface Availability {
  timezone: string;
  slots: Slot[];
  [extra: string]: unknown;
}

/** Pagination envelope of every list route. */
export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor?: string | null;
}

export type BookingStatus = 'pending' | 'confirmed' | 'paid' | 'completed' | 'cancelled' | 'no_show';

export type BookingSource =
  | 'native_app'
  | 'discovery_app'
  | 'marketplace_pass'
  | 'external_partner'
  | 'admin_walk_in'
  | 'admin_chat_a'
  | 'admin_chat_b'
  | 'admin_chat_c'
  | 'admin_phone'
  | 'admin_social'
  | 'admin_other'
  | 'website_enquiry';

export interface Booking {
  id: string;
  booking_type_id: string;
  booking_type_title: string;
  scheduled_date: string;
  scheduled_start_time: string;
  scheduled_end_time: string;
  status: BookingStatus;
  source: BookingSource;
  customer: { name?: string; email?: string; [extra: string]: unknown };
  price?: Record<string, unknown> | null;
  paid_at?: string | null;
  checked_in_at?: string | null;
  cancelled_at?: string | null;
  was_intro_offer?: boolean;
  covered_by_membership?: Record<string, unknown> | null;
  notes?: string | null;
  created_at: string;
  [extra: string]: unknown;
}

/**
 * Body of `POST /public/{handle}/bookings`. Deliberately closed: the public route cannot carry
 * policy overrides, and this type has no place for `allow_over_capacity` or
 * `allow_policy_bypass`; `toBookingBody` in ./booking-body.ts copies only these fields.
 */
export interface GuestBookingRequest {
  booking_type_id: string;
  scheduled_date: string;
  scheduled_start_time: string;
  customer: { name: string; email: string };
  source: 'external_partner';
  marketing_consent: boolean;
  notes?: string;
}

/** `booking_failure` on a 409 from booking creation. */
export type BookingFailureReason =
  | 'capacity_full'
  | 'policy_window'
  | 'duplicate_booking'
  | 'bookings_disabled'
  | 'booking_type_not_found'
  | 'space_unavailable'
  | 'tier_blocked';

export interface BookingFailure {
  reason: BookingFailureReason | (string & {});
  /** Names a host-only flag. Never shown, offered or acted on by the widget. */
  override: string | null;
}

/** Error body shape of every route. */
export interface ErrorBody {
  error: {
    type: string;
    message: string;
    booking_failure?: BookingFailure;
    [extra: string]: unknown;
  };
}
