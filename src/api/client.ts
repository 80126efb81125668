import { ApiError } from './errors';
import { createHttp, isObject, type Check, type GetOptions, type HttpOptions, type Json } from './http';
import { isDate, splitRange } from './range';
import type { Availability, Booking, BookingType, GuestBookingRequest, Page, Post, Profile } from './types';
import { invalid, validateApiBase, validateHandle } from './validate';

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

export interface CreateBookingOptions extends RequestOptions {
  idempotencyKey: string;
}

/** One function per public route. Every rejection is an `ApiError`. */
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
  posts(handle: string, options: ContentOptions & { limit?: number; cursor?: string }): Promise<Page<Post>>;
  /** One attempt, no retry: retrying a booking is the caller's decision (same key). */
  createBooking(handle: string, body: GuestBookingRequest, options: CreateBookingOptions): Promise<Booking>;
}

/** Pages fetched for one list before giving up (100 items each). */
export const MAX_PAGES = 50;

const isPage: Check = (b) => Array.isArray(b.data) && typeof b.has_more === 'boolean';
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The guest booking body, built field by field: whatever else the object carries at run time
 * (such as the host-only allow_over_capacity / allow_policy_bypass) is never sent.
 */
export function toBookingBody(request: GuestBookingRequest): GuestBookingRequest {
  const r: Partial<GuestBookingRequest> = isObject(request) ? request : {};
  const customer: Partial<GuestBookingRequest['customer']> = isObject(r.customer) ? r.customer : {};
  const body: GuestBookingRequest = {
    booking_type_id: text(r.booking_type_id),
    scheduled_date: text(r.scheduled_date),
    scheduled_start_time: text(r.scheduled_start_time),
    customer: { name: text(customer.name), email: text(customer.email) },
    source: 'external_partner',
    // Consent is recorded only when the customer actually agreed.
    marketing_consent: r.marketing_consent === true,
  };
  if (text(r.notes).trim()) body.notes = r.notes;
  return body;
}

export function createClient(options: ClientOptions): SpaceClient {
  let apiBase = options.apiBase;
  let baseError: ApiError | undefined;
  try {
    apiBase = validateApiBase(apiBase);
  } catch (e) {
    baseError = e as ApiError;
  }
  const { get, post } = createHttp(options);

  function url(handle: string, path: string, query: Record<string, string | number | undefined> = {}): string {
    if (baseError) throw baseError;
    const u = new URL(`${apiBase}/public/${validateHandle(handle)}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
    return u.href;
  }

  // The API matches `locale` exactly and never substitutes, so it goes out as given.
  const locale = (o: ContentOptions): string => {
    if (!o?.locale || typeof o.locale !== 'string') throw invalid('locale');
    return o.locale;
  };

  return {
    apiBase,

    async profile(handle, o) {
      return (await get(url(handle, '', { locale: locale(o) }), (b) => typeof b.timezone === 'string', o)) as Profile;
    },

    async bookingTypes(handle, o) {
      const lang = locale(o);
      const items: BookingType[] = [];
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (let n = 0; n < MAX_PAGES; n++) {
        const page = (await get(url(handle, '/booking-types', { locale: lang, limit: 100, cursor }), isPage, o)) as Page<BookingType>;
        items.push(...page.data);
        if (!page.has_more) return items.filter((t) => isObject(t) && t.archived !== true);
        // Cursors are opaque: only ever passed back as received (Versioning, rule 5).
        const next = page.next_cursor;
        if (!next || typeof next !== 'string') throw pageError();
        if (seen.has(next)) throw pageError();
        seen.add((cursor = next));
      }
      throw pageError();
    },

    async availability(handle, bookingTypeId, range, o) {
      const chunks = splitRange(range?.from, range?.to);
      if (!bookingTypeId || typeof bookingTypeId !== 'string') throw invalid('bookingTypeId');
      const path = `/booking-types/${encodeURIComponent(bookingTypeId)}/availability`;
      // A slot without a date and start time cannot be shown or booked: the answer is malformed.
      const isSlot = (s: Json) => isObject(s) && isDate(s.date) && /^\d\d:\d\d$/.test(s.start_time);
      const check: Check = (b) => typeof b.timezone === 'string' && Array.isArray(b.slots) && b.slots.every(isSlot);
      const urls = chunks.map(([from, to]) => url(handle, path, { from, to }));
      const parts = (await Promise.all(urls.map((u) => get(u, check, o)))) as Availability[];
      const key = (s: Json) => `${s.date} ${s.start_time}`;
      const slots = parts.flatMap((p) => p.slots).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      return { ...parts[0]!, slots };
    },

    async posts(handle, o) {
      const limit = o?.limit;
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 100)) {
        throw invalid('limit');
      }
      return (await get(url(handle, '/posts', { locale: locale(o), limit, cursor: o.cursor }), isPage, o)) as Page<Post>;
    },

    async createBooking(handle, request, o) {
      const u = url(handle, '/bookings');
      const key = o?.idempotencyKey;
      // Limits: at most 255 characters; visible ASCII keeps it a valid header value.
      if (typeof key !== 'string' || !/^[!-~]{1,255}$/.test(key)) {
        throw invalid('idempotencyKey');
      }
      const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': key };
      return (await post(u, toBookingBody(request), headers, (b) => typeof b.id === 'string', o.signal)) as Booking;
    },
  };
}

/** No next cursor, a repeated one, or more than MAX_PAGES pages. */
const pageError = () => new ApiError({ kind: 'pagination', message: 'Endless booking types' });
