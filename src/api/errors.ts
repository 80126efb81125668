import type { BookingFailure } from './types';

/**
 * What went wrong, machine-readable. Code branches on `kind` (and `status` / `type` /
 * `bookingFailure.reason` for `http`), never on message text.
 * - `http`: the server answered with a non-2xx status and an error body in the described shape.
 * - `network`: no response (offline, DNS, connection dropped, CORS refusal).
 * - `timeout`: no response within the request's time limit.
 * - `aborted`: the caller aborted the request.
 * - `malformed`: a response whose body was not the JSON we expected (any status).
 * - `invalid_input`: refused before sending anything (bad handle, base address, range...).
 * - `pagination`: a list did not terminate (repeated cursor, page cap).
 */
export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'malformed'
  | 'invalid_input'
  | 'pagination';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  type?: string;
  bookingFailure?: BookingFailure;
  /** Seconds to wait, from a `Retry-After` header. */
  retryAfter?: number;
  /** The request body field an `http` 400 names (`error.field`; see ./assumptions.ts). */
  field?: string;
}

/** The one error value every client call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  // Set by the constructor alone: declared for their types, not defined as fields beforehand.
  declare readonly kind: ApiErrorKind;
  declare readonly status: number | undefined;
  declare readonly type: string | undefined;
  declare readonly bookingFailure: BookingFailure | undefined;
  declare readonly retryAfter: number | undefined;
  declare readonly field: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.type = init.type;
    this.bookingFailure = init.bookingFailure;
    this.retryAfter = init.retryAfter;
    this.field = init.field;
  }
}

/** `e` itself when it is an `ApiError`, else an `ApiError` of `kind` carrying its text. */
export const asApiError = (e: unknown, kind: ApiErrorKind = 'malformed'): ApiError =>
  e instanceof ApiError ? e : new ApiError({ kind, message: String(e) });
