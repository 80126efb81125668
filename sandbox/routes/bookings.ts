/** POST /public/{handle}/bookings: a guest books a session. */
import { randomUUID } from 'node:crypto';
import { ASSUMED_ERROR_TYPES, BOOKING_CREATED_STATUS } from '../../src/api/assumptions';
import type { Booking, BookingFailureReason } from '../../src/api/types';
import { sessionAt, withinWindow } from '../availability';
import type { RequestContext, SandboxState } from '../context';
import { parseGuestRequest } from '../guest-request';
import { fingerprint, MAX_KEY_LENGTH, type StoredAnswer } from '../idempotency';
import { apiError, invalid, isAnswer, json, readBody, type Answer } from '../http';
import { clockZoneOf, type SeedBookingType, type SeedSpace } from '../seed';
import { guestKey } from '../store';

const MAX_BODY_BYTES = 64 * 1024;

/** `override` names the flag that would let the booking through, or null when nothing would. */
const OVERRIDES: Partial<Record<BookingFailureReason, string>> = {
  capacity_full: 'allow_over_capacity',
  policy_window: 'allow_policy_bypass',
};

const FAILURE_MESSAGES: Record<BookingFailureReason, string> = {
  capacity_full: 'The session is full.',
  policy_window: 'The session is outside the booking window (too far ahead or too close to its start).',
  duplicate_booking: 'This customer already holds this booking.',
  bookings_disabled: 'The space has bookings switched off.',
  booking_type_not_found: 'The booking type does not exist.',
  space_unavailable: 'The space is unpublished or suspended.',
  tier_blocked: 'The space is over its plan limit.',
};

export function refusal(reason: BookingFailureReason): Answer {
  return apiError(409, 'conflict', FAILURE_MESSAGES[reason], {
    booking_failure: { reason, override: OVERRIDES[reason] ?? null },
  });
}

const replay = (a: StoredAnswer): Answer => {
  const answer = { status: a.status, headers: { ...json(a.status, null).headers }, body: a.body };
  answer.headers['Idempotent-Replayed'] = 'true';
  return answer;
};

export async function createBooking(state: SandboxState, ctx: RequestContext, space: SeedSpace): Promise<Answer> {
  const key = ctx.req.headers['idempotency-key'];
  if (Array.isArray(key) || (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH))) {
    return invalid(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`, 'Idempotency-Key');
  }
  const raw = await readBody(ctx.req, MAX_BODY_BYTES);
  if (key === undefined) {
    await ctx.pause();
    return book(state, ctx, space, raw, null);
  }

  const claim = state.idempotency.claim(space.handle, key, fingerprint(raw ?? ''), state.clock.now().getTime());
  if (claim.kind === 'mismatch') {
    if (ctx.log) ctx.log.idempotency = 'mismatch';
    return invalid('This Idempotency-Key was already used with a different request', 'Idempotency-Key');
  }
  if (claim.kind === 'replay') {
    if (ctx.log) ctx.log.idempotency = claim.inFlight ? 'waited' : 'replayed';
    return replay(await claim.answer);
  }
  if (ctx.log) ctx.log.idempotency = 'new';
  let answer: Answer;
  try {
    await ctx.pause();
    answer = book(state, ctx, space, raw, key);
  } catch (e) {
    answer = apiError(500, 'internal_error', e instanceof Error ? e.message : 'Unexpected error');
  }
  claim.finish({ status: answer.status, body: answer.body });
  return answer;
}

/**
 * Everything from the type lookup to the commit runs synchronously, so no other request can
 * take the last place between the capacity check and the insert.
 */
function book(state: SandboxState, ctx: RequestContext, space: SeedSpace, raw: string | null, key: string | null): Answer {
  if (!space.accepts_bookings) {
    return apiError(
      403,
      ASSUMED_ERROR_TYPES.publicBookingNotAllowed,
      'This space does not take public bookings; an API key with bookings:write is needed.',
    );
  }
  if (raw === null) return apiError(413, 'invalid_request', `Body must be at most ${MAX_BODY_BYTES} bytes`);
  if (!/^application\/json\s*(;|$)/i.test(ctx.req.headers['content-type'] ?? '')) {
    return invalid('Content-Type must be application/json');
  }
  const input = parseGuestRequest(raw);
  if (isAnswer(input)) return input;

  const type = space.booking_types.find((t) => t.id === input.booking_type_id);
  if (!type || type.archived) return refusal('booking_type_not_found');
  const session = sessionAt(type, input.scheduled_date, input.scheduled_start_time, clockZoneOf(space));
  if (!session) {
    return invalid('scheduled_start_time is not a session start of this booking type on that date', 'scheduled_start_time');
  }
  if (type.forced_failure) return refusal(type.forced_failure);

  const now = state.clock.now();
  if (!withinWindow(type, session.start, now)) return refusal('policy_window');
  const guest = guestKey(input.customer);
  const { date, start_time } = session;
  if (state.bookings.holds(space.handle, guest, type.id, date, start_time)) return refusal('duplicate_booking');
  if (type.capacity !== null && state.bookings.taken(space.handle, type.id, date, start_time) >= type.capacity) {
    return refusal('capacity_full');
  }

  // "A cancelled booking still counts as having used the offer."
  const intro = type.intro_price_amount !== undefined && !state.bookings.hasHistory(space.handle, guest);
  const booking: Booking = {
    id: randomUUID(),
    booking_type_id: type.id,
    booking_type_title: titleOf(type, space),
    scheduled_date: date,
    scheduled_start_time: start_time,
    scheduled_end_time: session.end_time,
    status: 'confirmed',
    source: input.source,
    customer: input.customer,
    price: { amount: intro ? type.intro_price_amount! : type.price_amount, currency: space.currency },
    paid_at: null,
    checked_in_at: null,
    cancelled_at: null,
    was_intro_offer: intro,
    // The host's own note; the note a customer sends is kept apart (see StoredBooking).
    notes: null,
    created_at: now.toISOString(),
  };
  state.bookings.add({
    handle: space.handle,
    booking,
    guest_key: guest,
    idempotency_key: key,
    marketing_consent: {
      given: input.marketing_consent,
      text: input.marketing_consent ? `I agree to receive news and offers from ${space.name}.` : null,
      recorded_at: input.marketing_consent ? now.toISOString() : null,
    },
    customer_note: input.notes,
  });
  return json(BOOKING_CREATED_STATUS, booking);
}

/** The English title, else the first one in the space's locale order (the booking route takes no locale). */
function titleOf(type: SeedBookingType, space: SeedSpace): string {
  for (const locale of ['en', ...space.locales]) {
    const title = type.text[locale]?.title;
    if (title) return title;
  }
  return type.slug;
}
