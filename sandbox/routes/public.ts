/** The public read routes: profile, booking types, availability, posts, plus /health and logos. */
import type { Availability, BookingType, Page, Post, Profile } from '../../src/api/types';
import { isDate, MAX_SPAN_DAYS } from '../../src/api/range';
import { daysBetween } from '../../src/time/zone';
import { httpUrl } from '../../src/shared/http-url';
import { computeSlots } from '../availability';
import type { RequestContext, SandboxState } from '../context';
import { CACHE_AVAILABILITY, CACHE_CONTENT, invalid, isAnswer, json, notFound, type Answer } from '../http';
import { clockZoneOf, type SeedBookingType, type SeedSpace } from '../seed';

const HANDLE = /^[a-z0-9][a-z0-9-]{1,62}$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const DEFAULT_LOCALE = 'en';
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

/** The space named by the path, or the 400/404 answer ("handle format" in Limits). */
export function findSpace(state: SandboxState, handle: string): SeedSpace | Answer {
  if (!HANDLE.test(handle)) return invalid('handle must match ^[a-z0-9][a-z0-9-]{1,62}$', 'handle');
  return state.spaces.get(handle) ?? notFound(`No space with handle ${handle}`);
}

/** `locale`, matched exactly, default `en`. */
function localeParam(ctx: RequestContext): string | Answer {
  const locale = ctx.url.searchParams.get('locale') ?? DEFAULT_LOCALE;
  return LOCALE.test(locale) ? locale : invalid('locale must be a BCP-47 tag', 'locale');
}

/**
 * One page of a list route: `locale` matched exactly, `limit` 1..100 (default 25) and an opaque
 * `cursor` bound to this space, route and locale.
 */
function listPage<T>(state: SandboxState, ctx: RequestContext, space: SeedSpace, route: string, itemsIn: (locale: string) => T[]): Answer {
  const locale = localeParam(ctx);
  if (isAnswer(locale)) return locale;
  const scope = `${space.handle}|${route}|${locale}`;
  const rawLimit = ctx.url.searchParams.get('limit');
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== null) {
    if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_LIMIT) {
      return invalid(`limit must be an integer from 1 to ${MAX_LIMIT}`, 'limit');
    }
    limit = Number(rawLimit);
  }
  const cursor = ctx.url.searchParams.get('cursor');
  let offset = 0;
  if (cursor !== null) {
    const decoded = state.cursors.decode(scope, cursor);
    if (decoded === null) return invalid('cursor is not valid for this list; pass back next_cursor unchanged', 'cursor');
    offset = decoded;
  }
  const items = itemsIn(locale);
  const end = offset + limit;
  const has_more = end < items.length;
  const page: Page<T> = { data: items.slice(offset, end), has_more, next_cursor: has_more ? state.cursors.encode(scope, end) : null };
  return json(200, page, CACHE_CONTENT);
}

export function logoUrl(space: SeedSpace, origin: string): string | null {
  if (!space.logo) return null;
  return 'url' in space.logo ? space.logo.url : `${origin}/v1/assets/logos/${space.handle}.svg`;
}

export function profile(state: SandboxState, ctx: RequestContext, space: SeedSpace): Answer {
  const locale = localeParam(ctx);
  if (isAnswer(locale)) return locale;
  const text = space.text[locale];
  const body: Profile = {
    handle: space.handle,
    name: space.name,
    tagline: text?.tagline ?? null,
    about: text?.about ?? null,
    timezone: space.timezone,
    currency: space.currency,
    locales: space.locales,
    website_url: space.website_url,
    logo_url: logoUrl(space, ctx.origin),
    location: space.location,
    open_hours: space.open_hours,
    social_links: space.social_links,
    accepts_bookings: space.accepts_bookings,
  };
  return json(200, body, CACHE_CONTENT);
}

export function publicBookingType(t: SeedBookingType, locale: string): BookingType | null {
  const text = t.text[locale];
  if (!text || t.archived) return null;
  return {
    id: t.id,
    slug: t.slug,
    title: text.title,
    description: text.description ?? null,
    duration_minutes: t.duration_minutes,
    price_amount: t.price_amount,
    capacity: t.capacity,
    categories: t.categories,
    // "On the list route applies_to_member is always null."
    intro_offer:
      t.intro_price_amount === undefined
        ? null
        : { eligibility: 'first_time_only', intro_price_amount: t.intro_price_amount, applies_to_member: null },
    archived: false,
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
}

export const bookingTypes = (state: SandboxState, ctx: RequestContext, space: SeedSpace): Answer =>
  listPage(state, ctx, space, 'booking-types', (locale) => space.booking_types.flatMap((t) => publicBookingType(t, locale) ?? []));

/** A post's page on the space's website (ours, as this sandbox's spaces have no pages), if it has an http(s) one. */
function postUrl(space: SeedSpace, locale: string, slug: string): string | null {
  const website = httpUrl(space.website_url);
  return website ? new URL(`${locale}/news/${encodeURIComponent(slug)}`, website.href.replace(/\/?$/, '/')).href : null;
}

export function posts(state: SandboxState, ctx: RequestContext, space: SeedSpace): Answer {
  const now = state.clock.now().getTime();
  return listPage(state, ctx, space, 'posts', (locale): Post[] =>
    space.posts
      .filter((p) => p.published_at !== null && Date.parse(p.published_at) <= now && p.text[locale])
      .sort((a, b) => Date.parse(b.published_at!) - Date.parse(a.published_at!))
      .map((p) => {
        const text = p.text[locale]!;
        return {
          id: p.id,
          slug: text.slug,
          title: text.title,
          excerpt: text.excerpt ?? null,
          body: text.body,
          locale,
          published_at: p.published_at,
          url: postUrl(space, locale, text.slug),
        };
      }),
  );
}

export function availability(state: SandboxState, ctx: RequestContext, space: SeedSpace, typeId: string): Answer {
  const type = space.booking_types.find((t) => t.id === typeId && !t.archived);
  if (!type) return notFound(`No booking type ${typeId} in ${space.handle}`);
  const from = ctx.url.searchParams.get('from');
  const to = ctx.url.searchParams.get('to');
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (value === null) return invalid(`${name} is required (YYYY-MM-DD)`, name);
    if (!isDate(value)) return invalid(`${name} must be a calendar date (YYYY-MM-DD)`, name);
  }
  const span = daysBetween(from!, to!);
  if (span < 0) return invalid('to must not be before from', 'to');
  if (span > MAX_SPAN_DAYS) return invalid(`to must be at most ${MAX_SPAN_DAYS} days after from`, 'to');
  const body: Availability = {
    timezone: space.timezone,
    slots: computeSlots({
      type,
      timeZone: clockZoneOf(space),
      from: from!,
      to: to!,
      now: state.clock.now(),
      taken: (date, time) => state.bookings.taken(space.handle, type.id, date, time),
    }),
  };
  return json(200, body, CACHE_AVAILABILITY);
}

export function health(state: SandboxState): Answer {
  return json(200, { status: 'ok', database: 'ok', timestamp: state.clock.now().toISOString() });
}

export function logo(state: SandboxState, file: string): Answer {
  const space = state.spaces.get(file.replace(/\.svg$/, ''));
  if (!file.endsWith('.svg') || !space?.logo || !('svg' in space.logo)) return notFound('No such logo');
  return {
    status: 200,
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=3600',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
    body: space.logo.svg,
  };
}
