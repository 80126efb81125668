import type { BookingFailure } from './types';

/** Code branches on `kind` (and `status`, `type`, `bookingFailure.reason`), never on message text. */
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

export const asApiError = (e: unknown, kind: ApiErrorKind = 'malformed'): ApiError =>
  e instanceof ApiError ? e : new ApiError({ kind, message: String(e) });
