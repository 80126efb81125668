/**
 * What a failed booking means for the visitor: one message and one thing to do next.
 *
 * Errors: "Show the customer the reason. Offer an override only to a host". The widget is never
 * the host, so `booking_failure.override` is not read here at all, and neither is the server's
 * text for a refusal (it may name the override).
 */
import type { ApiError } from '../api/errors';
import type { BookingFailureReason, Profile } from '../api/types';
import type { MessageKey } from '../i18n/catalogs/en';

/**
 * - `retry`: offer "Try again" (same key).
 * - `choose-slot`: refresh the times at once and keep the form.
 * - `refresh-types`: the offering changed; reload the list of sessions.
 * - `done`: the visitor already has this booking; nothing to fix.
 * - `contact`: only the space can help; point to it (`website` when there is a safe link).
 * - `fix-field`: the visitor's input was refused (`field` when known).
 * - `reload`: this page no longer matches the server.
 */
export type FailureAction = 'retry' | 'choose-slot' | 'refresh-types' | 'done' | 'contact' | 'fix-field' | 'reload';

export type FailureField = 'name' | 'email' | 'notes';

export interface FailureView {
  key: MessageKey;
  /** Fills the message's placeholders: always `space`, plus `seconds` or `message` where used. */
  params: Record<string, string | number>;
  action: FailureAction;
  field?: FailureField;
  /** Seconds before "Try again" is worth pressing. */
  retryAfter?: number;
  /** The space's own website, only when it is an http(s) address. */
  website?: string;
}

export interface FailureContext {
  /** `navigator.onLine`. */
  online: boolean;
  space?: Pick<Profile, 'name' | 'website_url'>;
}

const REASONS: Record<BookingFailureReason, [MessageKey, FailureAction]> = {
  capacity_full: ['failCapacityFull', 'choose-slot'],
  policy_window: ['failPolicyWindow', 'choose-slot'],
  duplicate_booking: ['failDuplicate', 'done'],
  bookings_disabled: ['failBookingsDisabled', 'contact'],
  booking_type_not_found: ['failTypeNotFound', 'refresh-types'],
  space_unavailable: ['failSpaceUnavailable', 'contact'],
  tier_blocked: ['failTierBlocked', 'contact'],
};

/** Body fields of the guest booking a visitor can correct, by `error.field` (see api/assumptions.ts). */
const FIELDS: Record<string, FailureField> = {
  'customer.email': 'email',
  'customer.name': 'name',
  notes: 'notes',
};

/** Seconds to suggest when a 429 carries no usable Retry-After. */
export const DEFAULT_RETRY_AFTER_S = 30;

/** Server text that could talk a visitor into a host-only action is never shown. */
const HOST_ONLY = /overrid|bypass|forc|allow_|capacity/i;

/** The server's message for a refused input, if it is fit to show as plain text. */
function inputMessage(message: string): string | undefined {
  const text = message.replace(/\s+/g, ' ').trim();
  return text && text.length <= 300 && !HOST_ONLY.test(text) ? text : undefined;
}

/** The address when it is absolute http(s): nothing else becomes a link or an image. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function seconds(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

export function describeFailure(error: ApiError, context: FailureContext): FailureView {
  const params: Record<string, string | number> = { space: context.space?.name ?? '' };
  const view = (key: MessageKey, action: FailureAction): FailureView => {
    const v: FailureView = { key, params, action };
    if (action === 'contact') {
      const website = safeUrl(context.space?.website_url);
      if (website) v.website = website;
    }
    return v;
  };
  const status = error.status ?? 0;

  if (error.kind !== 'http') {
    // Without a connection the cause is known, whatever the request saw.
    if (!context.online && error.kind !== 'invalid_input' && error.kind !== 'pagination') {
      return view('failOffline', 'retry');
    }
    if (error.kind === 'timeout') return view('failTimeout', 'retry');
    if (error.kind === 'malformed') return view('failMalformed', 'retry');
    if (error.kind === 'network' || error.kind === 'aborted') return view('failNetwork', 'retry');
    // Refused before sending (page set up wrongly): nothing the visitor can fix.
    return view('failOther', 'contact');
  }

  if (status === 409 && error.bookingFailure) {
    const reason = error.bookingFailure.reason;
    const known = Object.hasOwn(REASONS, reason) ? REASONS[reason as BookingFailureReason] : undefined;
    return known ? view(known[0], known[1]) : view('failOther', 'contact');
  }
  if (status === 400) {
    const field = error.field && Object.hasOwn(FIELDS, error.field) ? FIELDS[error.field] : undefined;
    const message = inputMessage(error.message);
    if (message) params.message = message;
    const v = view(message ? 'failInvalid' : 'checkFields', 'fix-field');
    if (field) v.field = field;
    return v;
  }
  if (status === 429) {
    const wait = seconds(error.retryAfter) ?? DEFAULT_RETRY_AFTER_S;
    params.seconds = wait;
    return { ...view('failRateLimited', 'retry'), retryAfter: wait };
  }
  if (status === 403) return view('failForbidden', 'contact');
  if (status === 404) return view('failNotFound', 'reload');
  // 5xx, a 409 that is not a described refusal (the key is kept), and anything unexpected.
  const v = view('failServer', 'retry');
  const wait = seconds(error.retryAfter);
  if (wait) v.retryAfter = wait;
  return v;
}
