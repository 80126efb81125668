/** The server's `Retry-After`: how it is read, and how long a request waits it out by itself. */

/** A longer `Retry-After` than this is not waited out: the caller gets the error with `retryAfter`. */
export const RETRY_AFTER_CAP_S = 20;

/**
 * The longest wait read from a `Retry-After`: a day. A longer one (a date years away) is read as
 * a day, which a visitor can be told and a pause can wait out (a browser's timer fires at once
 * past 24.8 days).
 */
export const RETRY_AFTER_MAX_S = 86_400;

/** Seconds from a `Retry-After` value: delta-seconds or an HTTP date, at most a day. */
export function retryAfterSeconds(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  const seconds = /^\s*\d+\s*$/.test(value) ? +value : Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
  return seconds === undefined ? undefined : Math.min(seconds, RETRY_AFTER_MAX_S);
}
