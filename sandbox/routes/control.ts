/**
 * Control routes for tests, under /__sandbox/. They exist only in test mode (SANDBOX_TEST_MODE=1
 * or `testMode: true`); otherwise every one of them is a 404 like any unknown path.
 */
import type { Booking } from '../../src/api/types';
import type { RequestContext, SandboxState } from '../context';
import { apiError, invalid, isAnswer, json, methodNotAllowed, notFound, readBody, type Answer } from '../http';
import type { StoredBooking } from '../store';

/** An item of GET /__sandbox/bookings: the booking and what the sandbox kept beside it. */
export type ControlBooking = Booking &
  Pick<StoredBooking, 'handle' | 'idempotency_key' | 'guest_key' | 'customer_note' | 'marketing_consent'>;

export const CONTROL_PREFLIGHT: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Back to how the sandbox started, clock included, so one test's moved clock cannot leak into the next. */
export function resetState(state: SandboxState): void {
  state.clock.set(null);
  state.bookings.clear();
  state.idempotency.clear();
  state.faults.clear();
  state.log.clear();
}

async function jsonBody(ctx: RequestContext): Promise<unknown | Answer> {
  const raw = await readBody(ctx.req, 64 * 1024);
  if (raw === null) return apiError(413, 'invalid_request', 'Body too large');
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return invalid('Body must be JSON');
  }
}

export async function control(state: SandboxState, ctx: RequestContext): Promise<Answer> {
  const route = ctx.segments[1] ?? '';
  const { method } = ctx;
  switch (route) {
    case 'reset':
      if (method !== 'POST') return methodNotAllowed('POST');
      resetState(state);
      return json(200, { ok: true });

    case 'faults': {
      if (method === 'GET') return json(200, { data: state.faults.list() });
      if (method === 'DELETE') {
        state.faults.clear();
        return json(200, { ok: true });
      }
      if (method !== 'POST') return methodNotAllowed('GET, POST, DELETE');
      const body = await jsonBody(ctx);
      if (isAnswer(body)) return body;
      const rule = state.faults.add(body);
      return typeof rule === 'string' ? invalid(rule) : json(201, rule);
    }

    case 'bookings': {
      if (method !== 'GET') return methodNotAllowed('GET');
      const handle = ctx.url.searchParams.get('handle') ?? undefined;
      const data = state.bookings.list(handle).map((r): ControlBooking => ({
        ...r.booking,
        handle: r.handle,
        idempotency_key: r.idempotency_key,
        guest_key: r.guest_key,
        customer_note: r.customer_note,
        marketing_consent: r.marketing_consent,
      }));
      return json(200, { data });
    }

    case 'requests':
      if (method !== 'GET') return methodNotAllowed('GET');
      return json(200, { data: state.log.list() });

    case 'clock': {
      if (method === 'GET') return json(200, { now: state.clock.now().toISOString() });
      if (method !== 'POST') return methodNotAllowed('GET, POST');
      const body = await jsonBody(ctx);
      if (isAnswer(body)) return body;
      const now = (body as { now?: unknown }).now;
      if (now === null) state.clock.set(null);
      else if (typeof now === 'string' && !Number.isNaN(Date.parse(now))) state.clock.set(new Date(now));
      else return invalid('now must be an ISO 8601 instant, or null for real time', 'now');
      return json(200, { now: state.clock.now().toISOString() });
    }

    default:
      return notFound('No such control route');
  }
}
