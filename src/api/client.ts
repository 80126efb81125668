import type { Availability, Booking, BookingType, GuestBookingRequest, Page, Post, Profile } from './types';

export interface ClientOptions {
  /** Absolute http(s) base address ending in `/v1`. */
  apiBase: string;
  /** Per-request time limit in milliseconds. */
  timeoutMs?: number;
  /** Injected for tests; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ContentOptions extends RequestOptions {
  /** BCP-47 tag, sent exactly as given. */
  locale: string;
}

export interface CreateBookingOptions extends RequestOptions {
  idempotencyKey: string;
}

/** One function per public route. Every rejection is an `ApiError`. */
export interface SpaceClient {
  readonly apiBase: string;
  profile(handle: string, options: ContentOptions): Promise<Profile>;
  /** All pages, archived types left out. */
  bookingTypes(handle: string, options: ContentOptions): Promise<BookingType[]>;
  /** `from`/`to` inclusive dates in the space's timezone; ranges over 62 days are split. */
  availability(
    handle: string,
    bookingTypeId: string,
    range: { from: string; to: string },
    options?: RequestOptions,
  ): Promise<Availability>;
  posts(handle: string, options: ContentOptions & { limit?: number; cursor?: string }): Promise<Page<Post>>;
  /** One attempt, no retry: retrying a booking is the caller's decision (same key). */
  createBooking(handle: string, body: GuestBookingRequest, options: CreateBookingOptions): Promise<Booking>;
}

export function createClient(_options: ClientOptions): SpaceClient {
  throw new Error('not implemented');
}
