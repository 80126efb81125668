import type { BookingBody } from './booking-body';
import { ApiError } from './errors';
import { createHttp, isObject, type Check, type GetOptions, type HttpOptions, type Json } from './http';
import { isDate, splitRange } from './range';
import { availabilityPath, BOOKING_TYPES_PER_PAGE, routeUrl, type Query } from './routes';
import type { Availability, BookingType, Page, Profile } from './types';
import { invalid, validateApiBase } from './validate';

export interface ClientOptions extends HttpOptions {
  /** Absolute http(s) base address ending in `/v1`. */
  apiBase: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ReadOptions extends RequestOptions, GetOptions {}

export interface ContentOptions extends ReadOptions {
  /** BCP-47 tag, sent exactly as given. */
  locale: string;
}

/** The routes the widget uses. Every rejection is an `ApiError`. */
export interface SpaceClient {
  readonly apiBase: string;
  profile(handle: string, options: ContentOptions): Promise<Profile>;
  /** All pages, archived types left out. */
  bookingTypes(handle: string, options: ContentOptions): Promise<BookingType[]>;
  /** `from`/`to` inclusive dates in the space's timezone; split where `to` is over 62 days after `from`. */
  availability(
    handle: string,
    bookingTypeId: string,
    range: { from: string; to: string },
    options?: ReadOptions,
  ): Promise<Availability>;
  /**
   * POST `/public/{handle}/bookings`, the one route the widget writes to, with a body only
   * `toBookingBody` builds (no host-only field can go out): one attempt, never retried. The route
   * itself, its key and headers, is `createBooking` (./create-booking.ts), which only the booking
   * step's file carries.
   */
  write<T>(handle: string, path: '/bookings', body: BookingBody, headers: Record<string, string>, check: Check, options?: RequestOptions): Promise<T>;
  /**
   * GET `/public/{handle}{path}` (cached, shared, retried); `check` decides whether the body is well
   * formed. Another public route is a function of its own on it (the posts: ./posts.ts), so that a
   * bundle carries only the routes it calls.
   */
  read<T>(handle: string, path: string, query: Query, check: Check, options?: ReadOptions): Promise<T>;
}

export type Client = SpaceClient;

/** Pages fetched for one list before giving up (100 items each). */
export const MAX_PAGES = 50;

/** Whether a body is the pagination envelope of every list route. */
export const isPage: Check = (b) => Array.isArray(b.data) && typeof b.has_more === 'boolean';

// The API matches `locale` exactly and never substitutes, so it goes out as given.
function localeOf(request: ContentOptions): string {
  const locale = request?.locale;
  if (!locale || typeof locale !== 'string') throw invalid('locale');
  return locale;
}

export function createClient(options: ClientOptions): Client {
  let apiBase = options.apiBase;
  let baseError: ApiError | undefined;
  try {
    apiBase = validateApiBase(apiBase);
  } catch (e) {
    baseError = e as ApiError;
  }
  const { get, post } = createHttp(options);

  function url(handle: string, path: string, query: Query = {}): string {
    if (baseError) throw baseError;
    return routeUrl(apiBase, handle, path, query);
  }

  const read = async <T>(handle: string, path: string, query: Query, check: Check, request?: ReadOptions) =>
    (await get(url(handle, path, query), check, request)) as T;
  const write = async <T>(handle: string, path: '/bookings', body: BookingBody, headers: Record<string, string>, check: Check, request?: RequestOptions) =>
    (await post(url(handle, path), body, headers, check, request?.signal)) as T;

  return {
    apiBase,
    read,
    write,

    profile: async (handle, request) => read(handle, '', { locale: localeOf(request) }, (b) => typeof b.timezone === 'string', request),

    async bookingTypes(handle, request) {
      const locale = localeOf(request);
      const items: BookingType[] = [];
      const seen = new Set<string>();
      let cursor: string | undefined;
      // One cursor is seen per page that has more, so this stops after MAX_PAGES pages.
      while (seen.size < MAX_PAGES) {
        const page = await read<Page<BookingType>>(handle, '/booking-types', { locale, limit: BOOKING_TYPES_PER_PAGE, cursor }, isPage, request);
        items.push(...page.data);
        if (!page.has_more) return items.filter((t) => isObject(t) && t.archived !== true);
        // Cursors are opaque: only ever passed back as received (Versioning, rule 5).
        const next = page.next_cursor;
        if (!next || typeof next !== 'string' || seen.has(next)) break;
        seen.add((cursor = next));
      }
      // No next cursor, a repeated one, or more than MAX_PAGES pages.
      throw new ApiError({ kind: 'pagination', message: 'Endless booking types' });
    },

    async availability(handle, bookingTypeId, range, request) {
      const chunks = splitRange(range?.from, range?.to);
      if (!bookingTypeId || typeof bookingTypeId !== 'string') throw invalid('bookingTypeId');
      const path = availabilityPath(bookingTypeId);
      // A slot without a date and start time cannot be shown or booked: the answer is malformed.
      const isSlot = (s: Json) => isObject(s) && isDate(s.date) && /^\d\d:\d\d$/.test(s.start_time);
      const check: Check = (b) => typeof b.timezone === 'string' && Array.isArray(b.slots) && b.slots.every(isSlot);
      const parts = await Promise.all(chunks.map(([from, to]) => read<Availability>(handle, path, { from, to }, check, request)));
      // Keys of one fixed width (`YYYY-MM-DD HH:MM`, checked above) sort as date and time.
      const key = (s: Json) => `${s.date} ${s.start_time}`;
      const slots = parts.flatMap((p) => p.slots).sort((a, b) => (key(a) < key(b) ? -1 : 1));
      return { ...parts[0]!, slots };
    },
  };
}
