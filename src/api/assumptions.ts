/**
 * Where the API description is silent, these are the shapes we assume. This file is the one
 * place they are stated; docs/api-assumptions.md lists them. (The items of the public booking-types list are
 * assumed to be the described Booking type resource: `BookingType` in ./types.ts.)
 */

/**
 * An availability slot. The description says only "slots (array)"; we assume wall-clock
 * times in the space's timezone, as every other time of day in the API.
 *
 * Nor does it say which instant a wall-clock time means on the days the clocks change. We read
 * them as RFC 5545 (3.3.5) and Temporal's `compatible` disambiguation do (src/time/zone.ts,
 * `zonedToInstant`): a time skipped by a spring-forward gap is read with the offset before the
 * gap, so it lands after the gap (London 01:30 on 2026-03-29 is 02:30 BST); a time shown twice in
 * the autumn is its first occurrence (London 01:30 on 2026-10-25 is 01:30 BST). Only the
 * visitor's own time and the calendar file depend on it: a booking is sent as the date and time
 * the API gave.
 */
export interface Slot {
  /** `YYYY-MM-DD`, in the space's timezone. */
  date: string;
  /** `HH:MM`, wall-clock in the space's timezone. */
  start_time: string;
  /** `HH:MM`, wall-clock in the space's timezone. */
  end_time: string;
  /** Places left; null when the type has no capacity limit. */
  remaining: number | null;
}

/*
 * A booking's length. A booking carries no instants: its `scheduled_date` and
 * `scheduled_start_time`, and a `scheduled_end_time` typed only as a string, which we assume is
 * `HH:MM` wall-clock in the space's timezone, as the start. On the nights the clocks change, the
 * end read on the clock and the session's length disagree (London, 2026-10-25, a 60-minute session
 * 01:30–02:30 would last two hours; on 2026-03-29, 01:30–02:30 would last none). We assume a
 * session lasts its length, not until the clock next shows its end: the calendar file and the
 * Google and Outlook links (src/time/session-span.ts) end it its type's `duration_minutes` after
 * its start where the clock then shows the booking's end time (or the booking has none), else
 * after the booking's own start-to-end on the clock (the next day's end when it is not after the
 * start, unless the clocks go back past it that night: 01:30 BST to 01:15 GMT is 45 minutes). So London 2026-10-25 01:30–02:30 of 60 minutes ends 01:30Z (the second 01:30), London
 * 2026-03-29 01:30–02:30 ends 02:30Z and New York 2026-03-08 02:00–03:00 ends 08:00Z.
 */

/** The profile's `location`: assumed to be an object of optional display strings. */
export interface Location {
  name?: string | null;
  address?: string | null;
  city?: string | null;
  region?: string | null;
  postal_code?: string | null;
  country?: string | null;
  [extra: string]: unknown;
}

/**
 * An item of the profile's `open_hours`: one opening of one weekday, wall-clock in the space's
 * zone. A day may have several (a lunch break), a day with none is closed, and a `closes` not
 * after `opens` closes the next morning. Any item of another shape, and the widget shows no hours
 * at all (a day left out would read as closed).
 */
export interface OpeningHours {
  /** Lowercase English weekday name, `monday` ... `sunday`. */
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  /** `HH:MM`. */
  opens: string;
  /** `HH:MM`. */
  closes: string;
}

/**
 * An item of the profile's `social_links`. Only `url` is read (an absolute http(s) address; any
 * other item is left out); the link is named by its site, from the address, not by `network`,
 * whose values are not described.
 */
export interface SocialLink {
  network?: string;
  url: string;
  [extra: string]: unknown;
}

/**
 * An item of `GET /public/{handle}/posts`. `title` is required to show it; `excerpt` (else the
 * start of `body`) is its summary; `url` is the post's own page (only an http(s) address becomes a
 * link). The list is assumed to come newest first (by `published_at`), so its first page holds the
 * latest posts; the widget sorts what it shows by `published_at` all the same.
 */
export interface Post {
  id: string;
  slug: string;
  title: string;
  excerpt?: string | null;
  body?: string | null;
  locale?: string;
  published_at?: string | null;
  url?: string | null;
  [extra: string]: unknown;
}

/**
 * A booking type held online has `online` among its `categories` (the description gives types no
 * place or attendance field): its sessions are announced to search engines as online events.
 */
export const ONLINE_CATEGORY = 'online';

/** Success status of guest booking creation (the description does not show it). */
export const BOOKING_CREATED_STATUS = 201;

/*
 * A guest booking the API created holds the visitor's place, whatever its `status`: the
 * description lists `pending` among the states but does not say what a booking in it waits for,
 * nor how it moves on ("Moves into confirmed … not shown"). The confirmation says "You're booked"
 * for `pending` as for `confirmed` (the sandbox creates them `confirmed`).
 */

/**
 * Error types the description does not name: an unknown handle or booking type (404), the
 * request rate (429), and a space that does not take public bookings (403).
 */
export const ASSUMED_ERROR_TYPES = {
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  publicBookingNotAllowed: 'insufficient_scope',
} as const;

/*
 * The public routes are "CORS-open"; the description does not list the headers a browser may
 * read. We assume `Retry-After` is among them (`Access-Control-Expose-Headers`), as the sandbox
 * sends it: without it a browser hides the header, and the widget waits as if none had come (its
 * own backoff for reads, 30 seconds for a refused booking: `DEFAULT_RETRY_AFTER_S`,
 * src/state/failure.ts).
 */

/**
 * A 400 `invalid_request` may carry `error.field` (e.g. `customer.email`) naming the body field
 * at fault. The description does not show it; the client exposes it as `ApiError.field` when it
 * is a string and ignores it otherwise.
 */
export const ERROR_FIELD_KEY = 'field';

/*
 * A booking's refusals are 400 and 409 as described, and 403, 404 and 429 as assumed above (a slow
 * request may also meet a 408, or a 5xx from what stands in front of the API). Another 4xx is assumed to be a
 * refusal of this very request, which sent again unchanged would be refused again: a 422 as a 400
 * (a refused input, with `error.field` where it names one), any other (401, 410, 413...) as one
 * only the space can look into (`describeFailure`, src/state/failure.ts; its key is dropped as
 * for every definitive answer, src/state/book.ts).
 */

/*
 * What the API answers to an `Idempotency-Key` sent again with a different body is not described
 * (the sandbox refuses it: 400 `invalid_request`, field `Idempotency-Key`). The widget never sends
 * one: a key belongs to one exact request (`requestId`, src/state/idempotency-key.ts), and a request the
 * visitor changed after an unclear answer goes with a key of its own.
 */

/*
 * The notes' "at most 1000 characters" (Limits) is read as 1000 code points of the text that is
 * sent, as the sandbox counts them: a character outside the Basic Multilingual Plane (most emoji)
 * is one, not the two UTF-16 units of `String.length` (`sentLength`, src/state/form.ts).
 */

/**
 * The guest's name and email have no limit in the description. A guest is a customer, and a
 * member's name is "at most 200 characters" (Limits, POST `/members`); an email address is at
 * most 254 characters (RFC 5321). The sandbox refuses longer ones, and the form says so before
 * sending, in the same code points as the notes.
 */
export const GUEST_NAME_MAX = 200;
export const GUEST_EMAIL_MAX = 254;

/**
 * Availability requests the schedule keeps in flight at once, across all booking types. The
 * API is asked one type at a time and its description gives no request rate limit ("Request
 * rate limits and quotas: not shown"), so we assume a client should not ask for many at once:
 * six, as many as a browser opens connections to one origin over HTTP/1.1.
 */
export const AVAILABILITY_CONCURRENCY = 6;

/*
 * A booking type's `slug` is only typed as a string. A deep link names a type by it
 * (`?space-booking=<slug>/<date>/<time>`, src/state/deep-link.ts), so we assume it is the same for
 * the type in every locale, as its id is (the description says post slugs are per locale, and
 * nothing of booking types' slugs), and that it holds no `/`, space or control character: a slug
 * with one cannot be linked to (the link is ignored, as any malformed one).
 */
