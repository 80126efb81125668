import { ApiError } from './errors';
import { httpUrl } from '../shared/http-url';

export const invalid = (field: string, hint = ''): ApiError =>
  new ApiError({ kind: 'invalid_input', message: `Invalid ${field}${hint}`, field });

const HANDLE = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** Rule: "handle format" in Limits. */
export function validateHandle(handle: unknown): string {
  if (typeof handle === 'string' && HANDLE.test(handle)) return handle;
  throw invalid('handle', ' (2 to 63 lowercase letters, digits and hyphens, the first no hyphen)');
}

/** Must end in `/v1` (Versioning), with no credentials, query or fragment: every path is appended to it. */
export function validateApiBase(base: unknown): string {
  const url = httpUrl(base);
  if (
    typeof base === 'string' &&
    url &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    /\/v1\/?$/.test(url.pathname) &&
    /\/v1\/?$/.test(base)
  ) {
    return url.origin + url.pathname.replace(/\/$/, '');
  }
  throw invalid('apiBase', ' (http(s)://…/v1)');
}

/**
 * The profile's `social_links` (./assumptions.ts, `SocialLink`): the addresses that are absolute
 * http(s), each once, in the order given. Any other item, or a list of another shape, is left out:
 * not an error.
 */
export function socialLinksOf(value: unknown): URL[] {
  if (!Array.isArray(value)) return [];
  const links = new Map<string, URL>();
  for (const item of value) {
    const url = typeof item === 'object' && item !== null ? httpUrl((item as { url?: unknown }).url) : null;
    if (url && !links.has(url.href)) links.set(url.href, url);
  }
  return [...links.values()];
}
