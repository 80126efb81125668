/**
 * What a failed booking means for the visitor: one message and one thing to do next.
 *
 * Errors: "Show the customer the reason. Offer an override only to a host". The widget is never
 * the host, so `booking_failure.override` is not read here at all, and neither is the server's
 * text for a refusal (it may name the override).
 */
import { answerMeaning, type AnswerMeaning } from '../api/answer-meaning';
import type { ApiError } from '../api/errors';
import type { BookingFailureReason, Profile } from '../api/types';
import type { MessageKey } from '../i18n/catalogs/en';
import { isolate } from '../i18n/index';
import type { Field } from './form';
import { safeUrl } from '../shared/http-url';

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

export interface FailureView {
  key: MessageKey;
  /**
   * Fills the message's placeholders: always `space`, plus `message` where used. `seconds`, the
   * wait, is worded by the UI as `wait` ("30 seconds", "1 Sekunde") in the interface's language.
   */
  params: Record<string, string | number>;
  action: FailureAction;
  field?: Field;
  /** Seconds before "Try again" is worth pressing. */
  retryAfter?: number;
  /** The space's own website, only when it is an http(s) address. */
  website?: string;
  /**
   * The session was full or its time outside the booking window: the next open times of the same
   * type are offered (`refused`, the time refused, is added by the send), else the website.
   */
  offerNextTimes?: boolean;
  refused?: { typeId: string; date: string; start_time: string };
}

export interface FailureContext {
  /** `navigator.onLine`. */
  online: boolean;
  /** An earlier attempt of the same request went unanswered: the place may already be booked (src/state/book.ts). */
  mayHaveBooked?: boolean;
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

/** What the visitor is told of a failure without an answer of the API's (a time limit is said as such). */
const UNANSWERED: Partial<Record<AnswerMeaning, MessageKey>> = {
  aborted: 'failNetwork',
  'no-answer': 'failNetwork',
  unreadable: 'failMalformed',
  'gateway-refusal': 'failMalformed',
};

/** Body fields of the guest booking a visitor can correct, by `error.field` (see api/assumptions.ts). */
const FIELDS: Record<string, Field> = {
  'customer.email': 'email',
  'customer.name': 'name',
  notes: 'notes',
};

/**
 * Body fields that come from the visitor's choice of session and time, not from the form: a 400
 * naming one means that choice is no longer open, whatever the server's text says.
 */
const CHOSEN: Record<string, [MessageKey, FailureAction]> = {
  scheduled_date: ['failOther', 'choose-slot'],
  scheduled_start_time: ['failOther', 'choose-slot'],
  booking_type_id: ['failTypeNotFound', 'refresh-types'],
};

/** Seconds to suggest when a 429 carries no usable Retry-After. */
export const DEFAULT_RETRY_AFTER_S = 30;

/** Server text that could talk a visitor into a host-only action is never shown. */
const HOST_ONLY = /overrid|bypass|forc|allow_|capacity/i;


export function describeFailure(error: ApiError, context: FailureContext): FailureView {
  const { kind, status, retryAfter, bookingFailure, field } = error;
  const { space, online, mayHaveBooked } = context;
  const params: Record<string, string | number> = { space: isolate(space?.name ?? '') };
  const view = (key: MessageKey, action: FailureAction, extra?: Partial<FailureView>): FailureView => ({
    key,
    params,
    action,
    ...(action === 'contact' && { website: safeUrl(space?.website_url) }),
    ...extra,
  });
  const wait = Number.isFinite(retryAfter) && retryAfter! > 0 ? Math.ceil(retryAfter!) : undefined;

  const meaning = answerMeaning(error);
  // Refused before sending (page set up wrongly): nothing the visitor can fix.
  if (meaning === 'not-sent') return view('failOther', 'contact');
  const unanswered: MessageKey | undefined = kind === 'timeout' ? 'failTimeout' : UNANSWERED[meaning];
  // Without a connection the cause is known, whatever the request saw.
  if (unanswered) return view(online ? unanswered : 'failOffline', 'retry');
  if (meaning === 'refused' && status === 409 && bookingFailure) {
    const { reason } = bookingFailure;
    const [key, action] = Object.hasOwn(REASONS, reason) ? REASONS[reason as BookingFailureReason] : (['failOther', 'contact'] as const);
    const later = reason === 'capacity_full' || reason === 'policy_window';
    return view(key, action, later ? { offerNextTimes: true, website: safeUrl(space?.website_url) } : undefined);
  }
  // A 422 is a refused input as a 400 is (see api/assumptions.ts).
  if (status === 400 || status === 422) {
    const fixable = Object.hasOwn(FIELDS, field!) ? FIELDS[field!] : undefined;
    // A field the form does not hold: the chosen session or time, or a part of the request only
    // the space can look into. Its text would ask the visitor to check details they cannot change.
    if (field && !fixable) {
      const [key, action] = Object.hasOwn(CHOSEN, field) ? CHOSEN[field]! : (['failOther', 'contact'] as const);
      return view(key, action);
    }
    const message = error.message.replace(/\s+/g, ' ').trim();
    const shown = message && message.length <= 300 && !HOST_ONLY.test(message);
    if (shown) params.message = isolate(message);
    // Nothing to show and no field the visitor can correct: only the space can say more.
    else if (!fixable) return view('failOther', 'contact');
    return view(shown ? 'failInvalid' : 'checkFields', 'fix-field', { field: fixable });
  }
  // A rate limit or a server error after an unanswered attempt: said as that attempt (the place
  // may already be booked; the same details find out), its wait kept before the next send.
  const unclear = mayHaveBooked && 'failNetwork';
  if (meaning === 'rate-limited') return view(unclear || 'failRateLimited', 'retry', { retryAfter: (params.seconds = wait ?? DEFAULT_RETRY_AFTER_S) });
  if (status === 403) return view('failForbidden', 'contact');
  if (status === 404) return view('failNotFound', 'reload');
  // Any other refusal of this request (401, 410, 413...; see api/assumptions.ts): sent again
  // unchanged, it would be refused again (its key is dropped: src/state/book.ts), and only the
  // space can look into it.
  if (meaning === 'refused') return view('failOther', 'contact');
  // A server error, or a 409 that is not a described refusal (its key is kept): tried again.
  if (wait) return view(unclear || 'failServerWait', 'retry', { retryAfter: (params.seconds = wait) });
  return view(unclear || 'failServer', 'retry');
}
