/** The server's `Retry-After`: how it is read, and how long a request waits it out by itself. */

/** A longer `Retry-After` than this is not waited out: the caller gets the error with `retryAfter`. */
export const RETRY_AFTER_CAP_S = 20;

/** Seconds from a `Retry-After` value: delta-seconds or an HTTP date. */
export function retryAfterSeconds(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return +value;
  const at = Date.parse(value);
  if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
}
