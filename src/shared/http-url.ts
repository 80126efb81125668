/**
 * `value` as a URL when it is an absolute http(s) address, else null: the one check before an
 * address from the API or a host becomes a link, an image, a connection or a message target.
 */
export function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A host's address, absolute or relative to `base` (its page), as absolute http(s); else null. */
export function pageUrl(value: string, base: string): string | null {
  if (!value) return null;
  try {
    return httpUrl(new URL(value, base).href)?.href ?? null;
  } catch {
    return null;
  }
}

/** The address when it is absolute http(s): nothing else becomes a link or an image. */
export const safeUrl = (value: unknown): string | undefined => httpUrl(value)?.href;
