import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { Booking, GuestBookingRequest } from '../api/types';
import { BACKOFF_CAP_MS, mayHaveBooked, submitBooking, type Locks, type SubmitOptions } from './book';
import { createKeyStore, requestId, type KeyStore } from './idempotency-key';
import { TestStorage } from './idempotency-key.testing';

const handle = 'harbour-yoga';
const request: GuestBookingRequest = {
  booking_type_id: '7d0c9a52-2f0e-4c55-9d5e-1b1a4f8e2c11',
  scheduled_date: '2026-03-29',
  scheduled_start_time: '09:30',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  source: 'external_partner',
  marketing_consent: false,
};
const requestName = requestId(handle, request);

interface Call {
  handle: string;
  body: GuestBookingRequest;
  key: string;
}

type Step = (call: Call) => Booking | ApiError | Promise<Booking | ApiError>;

/** A client whose answers are scripted per attempt; the last step repeats. */
function scripted(...steps: Step[]) {
  const calls: Call[] = [];
  return {
    calls,
    async write<T>(h: string, _path: string, body: unknown, headers: Record<string, string>): Promise<T> {
      const call = { handle: h, body: body as GuestBookingRequest, key: headers['Idempotency-Key']! };
      calls.push(call);
      const result = await steps[Math.min(calls.length, steps.length) - 1]!(call);
      if (result instanceof ApiError) throw result;
      return result as T;
    },
  };
}

function booking(id: string, body: GuestBookingRequest = request): Booking {
  return {
    id,
    booking_type_id: body.booking_type_id,
    booking_type_title: 'Morning flow',
    scheduled_date: body.scheduled_date,
    scheduled_start_time: body.scheduled_start_time,
    scheduled_end_time: '10:30',
    status: 'confirmed',
    source: 'external_partner',
    customer: body.customer,
    created_at: '2026-03-27T09:00:00Z',
  };
}

const ok: Step = () => booking('b-1');
const network: Step = () => new ApiError({ kind: 'network', message: 'The server could not be reached' });
const timeout: Step = () => new ApiError({ kind: 'timeout', message: 'No response' });
const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}): Step => () =>
  new ApiError({ kind: 'http', status, message: `HTTP ${status}`, ...extra });
const conflict = (reason: string): Step =>
  http(409, { type: 'conflict', bookingFailure: { reason, override: reason === 'capacity_full' ? 'allow_over_capacity' : null } });

function setup(overrides: Partial<SubmitOptions> & { client: SubmitOptions['client'] }) {
  const sleeps: number[] = [];
  const keyStore = overrides.keyStore ?? createKeyStore({ storage: new TestStorage() });
  const options: SubmitOptions = {
    handle,
    request,
    keyStore,
    locks: null,
    random: () => 1,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  };
  return { options, keyStore, sleeps, submit: (more: Partial<SubmitOptions> = {}) => submitBooking({ ...options, ...more }) };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Exclusive locks by name, granted in request order: what `navigator.locks` does across tabs. */
function fakeLocks(): Locks & { names: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, _options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const granted = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(name, granted.catch(() => undefined));
      return granted;
    },
  };
}

/**
 * A server that replays by Idempotency-Key (Limits) and refuses a second booking of the same
 * person for the same session (duplicate_booking). `hold` delays answers; `loseNext` commits the
 * booking and then drops the connection, as on a train going into a tunnel.
 */
function fakeServer() {
  const replies = new Map<string, Booking>();
  const bookings: Booking[] = [];
  const keys: string[] = [];
  const server = {
    bookings,
    keys,
    hold: Promise.resolve(),
    loseNext: 0,
    async write<T>(_h: string, _path: string, sent: unknown, headers: Record<string, string>): Promise<T> {
      const body = sent as GuestBookingRequest;
      const key = headers['Idempotency-Key']!;
      keys.push(key);
      await server.hold;
      let reply = replies.get(key);
      if (!reply) {
        const same = bookings.find(
          (b) =>
            b.customer.email === body.customer.email.toLowerCase() &&
            b.scheduled_date === body.scheduled_date &&
            b.scheduled_start_time === body.scheduled_start_time,
        );
        if (same) throw conflict('duplicate_booking')({ handle, body, key });
        reply = booking(`b-${bookings.length + 1}`, {
          ...body,
          customer: { ...body.customer, email: body.customer.email.toLowerCase() },
        });
        bookings.push(reply);
        replies.set(key, reply);
      }
      if (server.loseNext > 0) {
        server.loseNext--;
        throw new ApiError({ kind: 'network', message: 'connection dropped' });
      }
      return reply as T;
    },
  };
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitBooking: one key for every attempt', () => {
  it('sends the request’s key and drops it after a success', async () => {
    const client = scripted(ok);
    const { submit, keyStore } = setup({ client });
    const key = keyStore.keyFor(requestName);
    const result = await submit();
    expect(result.id).toBe('b-1');
    expect(client.calls).toHaveLength(1);
    expect(client.calls[0]).toMatchObject({ handle, key });
    expect(client.calls[0]!.body).toEqual(request);
    expect(keyStore.peek(requestName)).toBeUndefined();
  });

  it.each([
    ['a network failure', network],
    ['a timeout', timeout],
    ['a 500', http(500)],
    ['a 503', http(503)],
    ['a 408', http(408)],
    ['an unreadable 2xx', () => new ApiError({ kind: 'malformed', status: 201, message: 'bad body' })],
    ['an unreadable 502', () => new ApiError({ kind: 'malformed', status: 502, message: 'bad body' })],
  ])('retries after %s with the same key', async (_what, failure) => {
    const client = scripted(failure, failure, ok);
    const { submit, keyStore } = setup({ client });
    const result = await submit();
    expect(result.id).toBe('b-1');
    expect(client.calls).toHaveLength(3);
    expect(new Set(client.calls.map((c) => c.key)).size).toBe(1);
    expect(keyStore.peek(requestName)).toBeUndefined();
  });

  it('backs off exponentially with full jitter, up to a cap', async () => {
    const client = scripted(network);
    const { submit, sleeps } = setup({ client, retries: 6 });
    await expect(submit()).rejects.toBeInstanceOf(ApiError);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, BACKOFF_CAP_MS, BACKOFF_CAP_MS]);
    const jittered = setup({ client: scripted(network), retries: 3, random: () => 0.25 });
    await expect(jittered.submit()).rejects.toBeInstanceOf(ApiError);
    expect(jittered.sleeps).toEqual([250, 500, 1000]);
  });

  it('waits a server error\'s Retry-After when it asks for longer than the backoff', async () => {
    const client = scripted(http(503, { retryAfter: 5 }), http(503, { retryAfter: 0 }), ok);
    const { submit, sleeps } = setup({ client });
    expect((await submit()).id).toBe('b-1');
    expect(sleeps).toEqual([5000, 2000]);
  });

  it.each([
    ['a 503', http(503, { retryAfter: 60 })],
    ['an unreadable 503', () => new ApiError({ kind: 'malformed', status: 503, message: 'html', retryAfter: 60 })],
  ])('stops at %s whose Retry-After is longer than it waits out, keeping the key for "Try again"', async (_what, failure) => {
    const client = scripted(failure, ok);
    const { submit, sleeps, keyStore } = setup({ client });
    await expect(submit()).rejects.toMatchObject({ status: 503, retryAfter: 60 });
    expect(client.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(keyStore.peek(requestName)).toBe(client.calls[0]!.key);
  });

  it('gives up after the retries with the last error, keeps the key, and "Try again" reuses it', async () => {
    const errors: ApiError[] = [];
    const client = scripted(() => {
      const e = new ApiError({ kind: 'timeout', message: `attempt ${errors.length + 1}` });
      errors.push(e);
      return e;
    });
    const { submit, keyStore, options } = setup({ client });
    const error = await submit().catch((e: unknown) => e);
    expect(client.calls).toHaveLength(4);
    expect(error).toBe(errors[3]);
    const key = client.calls[0]!.key;
    expect(client.calls.every((c) => c.key === key)).toBe(true);
    expect(keyStore.peek(requestName)).toBe(key);

    const later = scripted(ok);
    await submitBooking({ ...options, client: later });
    expect(later.calls[0]!.key).toBe(key);
    expect(keyStore.peek(requestName)).toBeUndefined();
  });

  it('a server error or a rate limit after an unanswered attempt may have booked, until an answer settles the key', async () => {
    // The first attempt may have booked: what fails after it, in this send and the next, says so.
    const client = scripted(network, http(503), http(503), http(503), http(429, { retryAfter: 60 }), ok, http(503));
    const { submit } = setup({ client });
    const failure = (): Promise<ApiError> => submit().then(() => Promise.reject(new Error('booked')), (e: ApiError) => e);
    const serverError = await failure();
    expect(serverError).toMatchObject({ kind: 'http', status: 503 });
    expect(mayHaveBooked(serverError)).toBe(true);
    const rateLimit = await failure();
    // The error itself is kept: its wait and status too.
    expect(rateLimit).toMatchObject({ kind: 'http', status: 429, retryAfter: 60 });
    expect(mayHaveBooked(rateLimit)).toBe(true);
    expect((await submit()).id).toBe('b-1');
    // Settled: the next request's server error is only that.
    expect(mayHaveBooked(await failure())).toBe(false);
    // Without an unanswered attempt, neither.
    const plain = scripted(http(503), http(503), http(503), http(503));
    expect(mayHaveBooked((await setup({ client: plain }).submit().catch((e: unknown) => e)) as ApiError)).toBe(false);
  });

  it('retries = 0 makes a single attempt', async () => {
    const client = scripted(network);
    const { submit, keyStore } = setup({ client, retries: 0 });
    await expect(submit()).rejects.toMatchObject({ kind: 'network' });
    expect(client.calls).toHaveLength(1);
    expect(keyStore.peek(requestName)).toBe(client.calls[0]!.key);
  });
});

describe('submitBooking: definitive answers', () => {
  it.each([
    ['capacity_full', conflict('capacity_full')],
    ['duplicate_booking', conflict('duplicate_booking')],
    ['400 invalid_request', http(400, { type: 'invalid_request', field: 'customer.email' })],
    ['403', http(403, { type: 'insufficient_scope' })],
    ['404', http(404, { type: 'not_found' })],
  ])('a %s is not retried and drops the key', async (_what, failure) => {
    const client = scripted(failure, ok);
    const { submit, keyStore } = setup({ client });
    const key = keyStore.keyFor(requestName);
    const error = (await submit().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(client.calls).toHaveLength(1);
    expect(keyStore.peek(requestName)).toBeUndefined();
    expect(keyStore.keyFor(requestName)).not.toBe(key);
  });

  it('a 429 is answered at once with its Retry-After, and the key is kept', async () => {
    const client = scripted(http(429, { type: 'rate_limited', retryAfter: 42 }), ok);
    const { submit, keyStore, sleeps } = setup({ client });
    await expect(submit()).rejects.toMatchObject({ status: 429, retryAfter: 42 });
    expect(client.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(keyStore.peek(requestName)).toBe(client.calls[0]!.key);
  });

  it('a 409 without booking_failure keeps the key (the first request may still be running)', async () => {
    const client = scripted(http(409, { type: 'conflict' }));
    const { submit, keyStore } = setup({ client });
    await expect(submit()).rejects.toMatchObject({ status: 409 });
    expect(client.calls).toHaveLength(1);
    expect(keyStore.peek(requestName)).toBe(client.calls[0]!.key);
  });

  it('an unreadable 4xx (a proxy page) is not retried and keeps the key', async () => {
    const client = scripted(() => new ApiError({ kind: 'malformed', status: 403, message: 'html' }));
    const { submit, keyStore } = setup({ client });
    await expect(submit()).rejects.toMatchObject({ kind: 'malformed' });
    expect(client.calls).toHaveLength(1);
    expect(keyStore.peek(requestName)).toBe(client.calls[0]!.key);
  });

  it('a request refused before sending (invalid input) keeps the key and is not retried', async () => {
    const client = scripted(() => new ApiError({ kind: 'invalid_input', message: 'bad handle' }));
    const { submit, keyStore } = setup({ client });
    await expect(submit()).rejects.toMatchObject({ kind: 'invalid_input' });
    expect(client.calls).toHaveLength(1);
    expect(keyStore.peek(requestName)).toBeDefined();
  });
});

describe('submitBooking: abandoning', () => {
  it('stops retrying once the signal aborts, and keeps the key', async () => {
    const controller = new AbortController();
    const client = scripted(network);
    const { submit, keyStore } = setup({
      client,
      signal: controller.signal,
      sleep: async () => controller.abort(),
    });
    await expect(submit()).rejects.toMatchObject({ kind: 'aborted' });
    expect(client.calls).toHaveLength(1);
    expect(keyStore.peek(requestName)).toBe(client.calls[0]!.key);
  });

  it('the default sleep ends early on abort', async () => {
    const controller = new AbortController();
    const client = scripted(() => {
      queueMicrotask(() => controller.abort());
      return new ApiError({ kind: 'network', message: 'down' });
    });
    // Fake timers: a sleep that ignored the abort would never end, and the test would time out.
    vi.useFakeTimers();
    try {
      const { submit } = setup({ client, signal: controller.signal, sleep: undefined, random: () => 0.999 });
      await expect(submit()).rejects.toMatchObject({ kind: 'aborted' });
      expect(client.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('submitBooking: the same request at once', () => {
  it('a different request in flight is not merged', async () => {
    const client = scripted((c) => booking(`b-${c.body.scheduled_start_time}`, c.body));
    const { submit } = setup({ client });
    const other = { ...request, scheduled_start_time: '11:00' };
    const [a, b] = await Promise.all([submit(), submit({ request: other })]);
    expect(a.id).not.toBe(b.id);
    expect(client.calls).toHaveLength(2);
    expect(client.calls[0]!.key).not.toBe(client.calls[1]!.key);
  });

  it('a lost response is retried with the same key and the server’s replay ends in one booking', async () => {
    const server = fakeServer();
    server.loseNext = 2;
    const { submit } = setup({ client: server });
    const result = await submit();
    expect(server.bookings).toHaveLength(1);
    expect(result.id).toBe(server.bookings[0]!.id);
    expect(new Set(server.keys).size).toBe(1);
    expect(server.keys).toHaveLength(3);
  });

  it('two tabs: the second waits for the first (Web Locks), sends the same key and gets the same booking', async () => {
    const shared = new TestStorage();
    const locks = fakeLocks();
    const server = fakeServer();
    const gate = deferred();
    server.hold = gate.promise;
    const tabA = createKeyStore({ storage: shared });
    const tabB = createKeyStore({ storage: shared });
    const a = submitBooking({ client: server, handle, request, keyStore: tabA, locks });
    await Promise.resolve();
    const b = submitBooking({ client: server, handle, request, keyStore: tabB, locks });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    // Tab B is waiting for the lock, not racing on the wire.
    expect(server.keys).toHaveLength(1);
    gate.resolve();
    const [bookedA, bookedB] = await Promise.all([a, b]);
    expect(server.bookings).toHaveLength(1);
    expect(bookedB.id).toBe(bookedA.id);
    expect(server.keys).toHaveLength(2);
    expect(server.keys[1]).toBe(server.keys[0]);
    expect(locks.names).toEqual([`space-booking:${requestName}`, `space-booking:${requestName}`]);
    expect(locks.names[0]).not.toContain('ada');
    expect(tabA.peek(requestName)).toBeUndefined();
  });

  it('uses navigator.locks by default', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const client = scripted(ok);
    await submitBooking({ client, handle, request, keyStore: createKeyStore({ storage: null }) });
    expect(locks.names).toEqual([`space-booking:${requestName}`]);
  });

  it('books without the lock when Web Locks refuse (opaque-origin sandbox)', async () => {
    const refusing: Locks = {
      request: () => Promise.reject(new DOMException('Access denied', 'SecurityError')),
    };
    const client = scripted(network, ok);
    const { submit } = setup({ client, locks: refusing });
    expect((await submit()).id).toBe('b-1');
    expect(client.calls).toHaveLength(2);
  });

  it('waiting for the lock can be abandoned', async () => {
    const controller = new AbortController();
    const never: Locks = {
      request: (_name, options) =>
        new Promise((_, reject) =>
          options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    };
    const client = scripted(ok);
    const { submit } = setup({ client, locks: never, signal: controller.signal });
    const pending = submit();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(client.calls).toHaveLength(0);
  });

  it('two tabs without Web Locks still share the key and end in one booking', async () => {
    const shared = new TestStorage();
    const server = fakeServer();
    const gate = deferred();
    server.hold = gate.promise;
    const a = submitBooking({ client: server, handle, request, keyStore: createKeyStore({ storage: shared }), locks: null });
    const b = submitBooking({ client: server, handle, request, keyStore: createKeyStore({ storage: shared }), locks: null });
    gate.resolve();
    const [bookedA, bookedB] = await Promise.all([a, b]);
    expect(server.bookings).toHaveLength(1);
    expect(bookedB.id).toBe(bookedA.id);
    expect(server.keys[1]).toBe(server.keys[0]);
  });

  it('a reload after a lost answer sends the same key from storage', async () => {
    const storage = new TestStorage();
    const server = fakeServer();
    server.loseNext = 10;
    const before = setup({ client: server, keyStore: createKeyStore({ storage }), retries: 1 });
    await expect(before.submit()).rejects.toMatchObject({ kind: 'network' });
    server.loseNext = 0;
    const afterReload = setup({ client: server, keyStore: createKeyStore({ storage }) });
    const result = await afterReload.submit();
    expect(server.bookings).toHaveLength(1);
    expect(result.id).toBe(server.bookings[0]!.id);
    expect(new Set(server.keys).size).toBe(1);
  });
});
