/** A longer `Retry-After` than this is not waited out: the caller gets the error with `retryAfter`. */
export const RETRY_AFTER_CAP_S = 20;

/** A date years away is read as a day, which a visitor can be told and a timer can wait out (browsers fire at once past 24.8 days). */
export const RETRY_AFTER_MAX_S = 86_400;

export function retryAfterSeconds(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  const seconds = /^\s*\d+\s*$/.test(value) ? +value : Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
  return seconds === undefined ? undefined : Math.min(seconds, RETRY_AFTER_MAX_S);
}
