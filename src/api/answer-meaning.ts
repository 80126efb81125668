import type { ApiError } from './errors';

/**
 * What a failed request's answer means, decided here once for every caller: the client's
 * retries (./http.ts), the booking's key and retries (src/state/book.ts), and what the visitor is
 * told (src/state/failure.ts, src/state/content.ts, src/ui/LoadAlert.tsx).
 *
 * - `aborted`: the widget stopped waiting.
 * - `not-sent`: refused before sending (the page's handle or API address is not one).
 * - `no-answer`: the connection failed or the time limit ran out; the server may have acted.
 * - `unreadable`: a success status whose body is not what the API sends, or a list that never
 *   ends; the server may have acted.
 * - `gateway-refusal`: a 4xx with a page instead of the API's JSON (something in front of it).
 * - `rate-limited`: 429, from the API or in front of it; `Retry-After` says how long.
 * - `server-error`: 5xx from the API or in front of it, or 408 (the request took too long).
 * - `unsettled`: 409 without `booking_failure`, not a described refusal (an idempotency key still
 *   being processed, say), or a status no error should have; sent again with the same key, it
 *   books at most once.
 * - `refused`: any other 4xx of the API's: sent again unchanged, it would be refused again.
 */
export type AnswerMeaning =
  | 'aborted'
  | 'not-sent'
  | 'no-answer'
  | 'unreadable'
  | 'gateway-refusal'
  | 'rate-limited'
  | 'server-error'
  | 'unsettled'
  | 'refused';

export function answerMeaning({ kind, status = 0, bookingFailure }: ApiError): AnswerMeaning {
  switch (kind) {
    case 'aborted':
      return 'aborted';
    case 'invalid_input':
      return 'not-sent';
    case 'network':
    case 'timeout':
      return 'no-answer';
    case 'pagination':
      return 'unreadable';
  }
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server-error';
  if (kind === 'malformed') return status >= 400 ? 'gateway-refusal' : 'unreadable';
  if (status === 408) return 'server-error';
  if (status < 400 || (status === 409 && !bookingFailure)) return 'unsettled';
  return 'refused';
}

/** Failures that may pass by themselves: a GET is worth asking again (after a wait). */
export const mayPass = (meaning: AnswerMeaning): boolean => meaning === 'no-answer' || meaning === 'rate-limited' || meaning === 'server-error';

/** Failures after which the server may have done what was asked although no answer said so. */
export const mayHaveActed = (meaning: AnswerMeaning): boolean => meaning === 'no-answer' || meaning === 'unreadable';
