/**
 * Finds the space an owner names, through the widget's own API client: its name and logo to
 * confirm it, and its booking types to open on. A handle the API could never have is told at once,
 * without asking.
 */
import { createClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { validateApiBase, validateHandle } from '../api/validate';
import { offeredLocale } from '../i18n/index';
import { safeUrl } from '../shared/http-url';

export interface FoundSpace {
  handle: string;
  name: string;
  /** An http(s) address, or undefined: nothing else becomes an image. */
  logoUrl: string | undefined;
  acceptsBookings: boolean;
  bookingTypes: { slug: string; title: string }[];
}

export type Lookup =
  | { state: 'empty' }
  | { state: 'malformed-handle' }
  | { state: 'malformed-api-base' }
  | { state: 'looking' }
  | { state: 'found'; space: FoundSpace }
  | { state: 'unknown' }
  | { state: 'unreachable' };

/** What a handle looks like (the API description's Limits, "handle format"). */
export const HANDLE_FORMAT = '2 to 63 lowercase letters (a to z), digits and hyphens, not starting with a hyphen, e.g. harbour-yoga';

/** The state of a lookup before anything is asked, or null when it is worth asking. */
export function checkInput(handle: string, apiBase: string): Lookup | null {
  if (!handle) return { state: 'empty' };
  try {
    validateHandle(handle);
  } catch {
    return { state: 'malformed-handle' };
  }
  try {
    validateApiBase(apiBase);
  } catch {
    return { state: 'malformed-api-base' };
  }
  return null;
}

export interface LookupRequest {
  handle: string;
  apiBase: string;
  /** The interface language the owner chose, or empty (English). */
  locale: string;
  signal: AbortSignal;
  /** Injected for tests; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

/** Asks the API for the space, its name and logo, and its booking types. Rejects only when aborted. */
export async function lookUpSpace({ handle, apiBase, locale, signal, fetch }: LookupRequest): Promise<Lookup> {
  const client = createClient({ apiBase, fetch });
  try {
    const asked = locale || 'en';
    const first = await client.profile(handle, { locale: asked, signal });
    // The API gives no text in a locale the space does not write: ask again in the closest it does, as the widget does.
    const contentLocale = offeredLocale(asked, first.locales);
    const profile = contentLocale ? await client.profile(handle, { locale: contentLocale, signal }) : first;
    const types = profile.accepts_bookings ? await client.bookingTypes(handle, { locale: contentLocale ?? asked, signal }) : [];
    return {
      state: 'found',
      space: {
        handle,
        name: typeof profile.name === 'string' ? profile.name : handle,
        logoUrl: safeUrl(profile.logo_url),
        acceptsBookings: profile.accepts_bookings,
        bookingTypes: types.filter((type) => typeof type.slug === 'string').map((type) => ({ slug: type.slug, title: String(type.title ?? type.slug) })),
      },
    };
  } catch (error) {
    const { kind, status } = error as ApiError;
    if (kind === 'aborted') throw error;
    return kind === 'http' && status === 404 ? { state: 'unknown' } : { state: 'unreachable' };
  }
}
