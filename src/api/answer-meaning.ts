import type { ApiError } from './errors';

/**
 * `no-answer`, `unreadable`: the server may have acted. `gateway-refusal`: a 4xx page from something in
 * front of the API. `server-error` includes 408. `unsettled`: a 409 without `booking_failure` (a key still
 * being processed, say) or a status no error should have; sent again with the same key, it books at most once.
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

export const mayPass = (meaning: AnswerMeaning): boolean => meaning === 'no-answer' || meaning === 'rate-limited' || meaning === 'server-error';

export const mayHaveActed = (meaning: AnswerMeaning): boolean => meaning === 'no-answer' || meaning === 'unreadable';
