import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { anySignal, createHttp, type HttpOptions } from './http';
import { retryAfterSeconds } from './retry-after';
import { errorBody, fakeFetch, hang, json, rejection, type Call } from './fake-fetch.testing';

const URL_A = 'https://api.example.com/v1/public/harbour-yoga?locale=en';
const URL_B = 'https://api.example.com/v1/public/harbour-yoga?locale=de';
const any = () => true;

function setup(reply: (call: Call, index: number) => Response | Promise<Response>, options: HttpOptions = {}) {
  const wire = fakeFetch(reply);
  const sleeps: number[] = [];
  const http = createHttp({
    fetch: wire.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0,
    ...options,
  });
  return { ...wire, sleeps, http };
}

describe('retries of GET', () => {
  it('retries network failures with capped exponential backoff, then succeeds', async () => {
    const { http, calls, sleeps } = setup((_, i) => {
      if (i < 2) throw new TypeError('Failed to fetch');
      return json({ ok: 1 });
    });
    expect(await http.get(URL_A, any)).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([250, 500]);
  });

  it('jitters each delay within half to all of the backoff step', async () => {
    const { http, sleeps } = setup(() => errorBody(503, 'unavailable'), { random: () => 0.999999 });
    await rejection(http.get(URL_A, any));
    expect(sleeps).toHaveLength(3);
    [500, 1000, 2000].forEach((step, i) => {
      expect(sleeps[i]).toBeGreaterThan(step / 2);
      expect(sleeps[i]).toBeLessThanOrEqual(step);
    });
  });

  it('retries 5xx at most three times and then rejects with the last error', async () => {
    const { http, calls } = setup(() => errorBody(503, 'unavailable'));
    const error = await rejection(http.get(URL_A, any));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503, type: 'unavailable' });
    expect(calls).toHaveLength(4);
  });

  it('waits out a 429 for the seconds of Retry-After', async () => {
    const { http, calls, sleeps } = setup((_, i) =>
      i === 0 ? json({ error: { type: 'rate_limited', message: 'slow down' } }, 429, { 'Retry-After': '3' }) : json({ ok: 1 }),
    );
    expect(await http.get(URL_A, any)).toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([3000]);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const now = Date.UTC(2026, 2, 27, 9, 0, 0);
    const { http, sleeps } = setup(
      (_, i) =>
        i === 0
          ? json({ error: { type: 'rate_limited', message: '' } }, 429, { 'Retry-After': new Date(now + 5000).toUTCString() })
          : json({ ok: 1 }),
      { now: () => now },
    );
    await http.get(URL_A, any);
    expect(sleeps).toEqual([5000]);
  });

  it('gives up at once when Retry-After is beyond the cap, keeping retryAfter', async () => {
    const { http, calls, sleeps } = setup(() => json({ error: { type: 'rate_limited', message: '' } }, 429, { 'Retry-After': '120' }));
    const error = await rejection(http.get(URL_A, any));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfter: 120 });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it.each([400, 403, 404, 409])('does not retry a %i', async (status) => {
    const { http, calls } = setup(() => errorBody(status, 'nope'));
    expect(await rejection(http.get(URL_A, any))).toMatchObject({ kind: 'http', status });
    expect(calls).toHaveLength(1);
  });

  it('retries a 5xx whose body is not JSON and reports it as malformed', async () => {
    const { http, calls } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await rejection(http.get(URL_A, any))).toMatchObject({ kind: 'malformed', status: 502 });
    expect(calls).toHaveLength(4);
  });
});

describe('POST', () => {
  it.each([
    ['a 503', () => errorBody(503, 'unavailable'), 'http'],
    ['a 429', () => json({ error: { type: 'rate_limited', message: '' } }, 429, { 'Retry-After': '1' }), 'http'],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'network',
    ],
  ] as const)('is never retried after %s', async (_, reply, kind) => {
    const { http, calls, sleeps } = setup(reply);
    const error = await rejection(http.post(URL_A, { a: 1 }, { 'Content-Type': 'application/json' }, any));
    expect(error).toMatchObject({ kind });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('times out once, without a second attempt', async () => {
    const { http, calls } = setup(hang, { timeoutMs: 5 });
    expect(await rejection(http.post(URL_A, {}, {}, any))).toMatchObject({ kind: 'timeout' });
    expect(calls).toHaveLength(1);
  });
});

describe('timeouts', () => {
  it('aborts each attempt after timeoutMs and retries, then rejects with kind timeout', async () => {
    const { http, calls } = setup(hang, { timeoutMs: 5 });
    expect(await rejection(http.get(URL_A, any))).toMatchObject({ kind: 'timeout' });
    expect(calls).toHaveLength(4);
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
  });

  it('still times out when fetch ignores its signal', async () => {
    const { http } = setup(() => new Promise<Response>(() => {}), { timeoutMs: 5, retries: 0 });
    expect(await rejection(http.get(URL_A, any))).toMatchObject({ kind: 'timeout' });
  });

  // A time limit left running would keep the attempt, and whatever called it, alive until it fires.
  it('ends the time limit with the attempt: an answered request is never aborted afterwards', async () => {
    const { http, calls } = setup(() => json({ ok: 1 }), { timeoutMs: 20 });
    expect(await http.post(URL_A, {}, {}, any)).toEqual({ ok: 1 });
    expect(await http.get(URL_B, any)).toEqual({ ok: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.map((c) => c.signal.aborted)).toEqual([false, false]);
  });
});

describe('caller abort', () => {
  it('rejects with kind aborted, cancels the request and does not retry', async () => {
    const { http, calls } = setup(hang);
    const controller = new AbortController();
    const pending = http.get(URL_A, any, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { http, calls } = setup(() => json({}));
    const signal = AbortSignal.abort();
    expect(await rejection(http.get(URL_A, any, { signal }))).toMatchObject({ kind: 'aborted' });
    expect(await rejection(http.post(URL_A, {}, {}, any, signal))).toMatchObject({ kind: 'aborted' });
    expect(calls).toHaveLength(0);
  });

  it('stops retrying when aborted during the backoff', async () => {
    const controller = new AbortController();
    const wire = fakeFetch(() => errorBody(503, 'unavailable'));
    const http = createHttp({ fetch: wire.fetch, sleep: async () => controller.abort() });
    expect(await rejection(http.get(URL_A, any, { signal: controller.signal }))).toMatchObject({ kind: 'aborted' });
    expect(wire.calls).toHaveLength(1);
  });

  it('aborts a POST with kind aborted', async () => {
    const { http, calls } = setup(hang);
    const controller = new AbortController();
    const pending = http.post(URL_A, {}, {}, any, controller.signal);
    await Promise.resolve();
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted' });
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['text on a 200', () => new Response('hello', { status: 200 })],
    ['an empty 200', () => new Response(null, { status: 200 })],
    ['a JSON array on a 200', () => json([1, 2])],
    ['JSON null on a 200', () => json(null)],
    ['a 200 failing the shape check', () => json({ unexpected: true })],
    ['HTML on a 404', () => new Response('<h1>Not found</h1>', { status: 404 })],
    ['a 400 whose error is a string', () => json({ error: 'oops' }, 400)],
    ['a 409 without an error object', () => json({ message: 'conflict' }, 409)],
  ])('reports %s as kind malformed with its status', async (_, reply) => {
    const { http, calls } = setup(reply);
    const response = reply();
    const error = await rejection(http.get(URL_A, (b) => 'ok' in b));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', status: response.status });
    expect(calls).toHaveLength(1);
  });

  it('reports a malformed POST body as kind malformed', async () => {
    const { http } = setup(() => new Response('{"id":', { status: 201 }));
    expect(await rejection(http.post(URL_A, {}, {}, any))).toMatchObject({ kind: 'malformed', status: 201 });
  });

  it('turns a failure while reading the body into kind network', async () => {
    const broken = new ReadableStream({ pull: (c) => c.error(new TypeError('connection reset')) });
    const { http } = setup(() => new Response(broken, { status: 200 }), { retries: 0 });
    expect(await rejection(http.get(URL_A, any))).toMatchObject({ kind: 'network' });
  });
});

describe('error mapping', () => {
  it('carries status, type, message and booking_failure of a 409', async () => {
    const { http } = setup(() =>
      errorBody(409, 'conflict', { message: 'Session is full', booking_failure: { reason: 'capacity_full', override: 'allow_over_capacity' } }),
    );
    const error = await rejection(http.post(URL_A, {}, {}, any));
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 409,
      type: 'conflict',
      message: 'Session is full',
      bookingFailure: { reason: 'capacity_full', override: 'allow_over_capacity' },
    });
  });

  it('keeps error.field of the error body', async () => {
    const { http } = setup(() => errorBody(400, 'invalid_request', { field: 'customer.email', hint: 'check it' }));
    const error = await rejection(http.post(URL_A, {}, {}, any));
    expect(error.field).toBe('customer.email');
    expect(error.bookingFailure).toBeUndefined();
  });

  it('ignores a booking_failure without a reason and a field that is not a string', async () => {
    const { http } = setup(() => errorBody(409, 'conflict', { booking_failure: { override: null }, field: 3 }));
    const error = await rejection(http.post(URL_A, {}, {}, any));
    expect(error.bookingFailure).toBeUndefined();
    expect(error.field).toBeUndefined();
  });
});

describe('the wire', () => {
  it('sends GETs without credentials, headers or Content-Type (no preflight)', async () => {
    const { http, calls } = setup(() => json({}));
    await http.get(URL_A, any);
    const { init } = calls[0]!;
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin' });
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
    expect(init.cache).toBeUndefined();
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a POST with exactly the given headers and a JSON body', async () => {
    const { http, calls } = setup(() => json({ id: 'x' }, 201));
    const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' };
    await http.post(URL_A, { a: 1 }, headers, any);
    const { init } = calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin', body: '{"a":1}' });
    expect(init.headers).toEqual(headers);
  });
});

describe('shared requests', () => {
  it('sends identical concurrent GETs once', async () => {
    const { http, calls } = setup(() => json({ n: 1 }));
    const [a, b] = await Promise.all([http.get(URL_A, any), http.get(URL_A, any)]);
    expect(a).toEqual({ n: 1 });
    expect(b).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
  });

  it('sends different GETs separately', async () => {
    const { http, calls } = setup(() => json({}));
    await Promise.all([http.get(URL_A, any), http.get(URL_B, any)]);
    expect(calls.map((c) => c.url)).toEqual([URL_A, URL_B]);
  });

  it('keeps the shared request alive when one of its callers aborts', async () => {
    let answer!: (r: Response) => void;
    const { http, calls } = setup(() => new Promise<Response>((r) => (answer = r)));
    const controller = new AbortController();
    const leaving = http.get(URL_A, any, { signal: controller.signal });
    const staying = http.get(URL_A, any, { signal: new AbortController().signal });
    await Promise.resolve();
    controller.abort();
    expect(await rejection(leaving)).toMatchObject({ kind: 'aborted' });
    expect(calls[0]!.signal.aborted).toBe(false);
    answer(json({ still: 'here' }));
    expect(await staying).toEqual({ still: 'here' });
    expect(calls).toHaveLength(1);
  });

  it('cancels the shared request when every caller aborts', async () => {
    const { http, calls } = setup((call, i) => (i === 0 ? hang(call) : json({ again: 1 })));
    const a = new AbortController();
    const b = new AbortController();
    const first = http.get(URL_A, any, { signal: a.signal });
    const second = http.get(URL_A, any, { signal: b.signal });
    await Promise.resolve();
    a.abort();
    b.abort();
    await Promise.all([rejection(first), rejection(second)]);
    expect(calls[0]!.signal.aborted).toBe(true);
    // A later call starts over instead of joining the cancelled one.
    expect(await http.get(URL_A, any)).toEqual({ again: 1 });
    expect(calls).toHaveLength(2);
  });
});

describe('cache', () => {
  it('reuses a successful GET until cacheTtlMs has passed', async () => {
    let now = 1_000;
    const { http, calls } = setup((_, i) => json({ i }), { now: () => now, cacheTtlMs: 30_000 });
    expect(await http.get(URL_A, any)).toEqual({ i: 0 });
    now += 29_999;
    expect(await http.get(URL_A, any)).toEqual({ i: 0 });
    expect(calls).toHaveLength(1);
    now += 1;
    expect(await http.get(URL_A, any)).toEqual({ i: 1 });
    expect(calls).toHaveLength(2);
  });

  it('bypasses the cache with fresh, revalidating the HTTP cache, and keeps the new body', async () => {
    const { http, calls } = setup((_, i) => json({ i }));
    await http.get(URL_A, any);
    expect(await http.get(URL_A, any, { fresh: true })).toEqual({ i: 1 });
    expect(calls[1]!.init.cache).toBe('no-cache');
    expect(await http.get(URL_A, any)).toEqual({ i: 1 });
    expect(calls).toHaveLength(2);
  });

  it('does not keep failures', async () => {
    const { http, calls } = setup((_, i) => (i === 0 ? errorBody(404, 'not_found') : json({ ok: 1 })));
    await rejection(http.get(URL_A, any));
    expect(await http.get(URL_A, any)).toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it('is off with cacheTtlMs 0 and separate per client', async () => {
    const wire = fakeFetch(() => json({}));
    const off = createHttp({ fetch: wire.fetch, cacheTtlMs: 0 });
    await off.get(URL_A, any);
    await off.get(URL_A, any);
    expect(wire.calls).toHaveLength(2);
    const one = createHttp({ fetch: wire.fetch });
    const two = createHttp({ fetch: wire.fetch });
    await one.get(URL_A, any);
    await two.get(URL_A, any);
    expect(wire.calls).toHaveLength(4);
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.UTC(2026, 0, 1);
  it.each([
    ['7', 7],
    [' 0 ', 0],
    [new Date(now + 61_500).toUTCString(), 61],
    [new Date(now - 5_000).toUTCString(), 0],
    ['soon', undefined],
    [null, undefined],
    ['Thu, 99 Foo 2026', undefined],
    // At most a day, whether as seconds or as a date years away.
    ['86401', 86_400],
    ['Wed, 21 Oct 2099 07:28:00 GMT', 86_400],
  ])('reads %j as %j', (value, seconds) => {
    expect(retryAfterSeconds(value, now)).toBe(seconds);
  });
});

describe('anySignal without AbortSignal.any', () => {
  const original = AbortSignal.any;
  afterEach(() => {
    AbortSignal.any = original;
  });

  it('aborts when any input aborts, with its reason', () => {
    (AbortSignal as { any?: unknown }).any = undefined;
    const a = new AbortController();
    const b = new AbortController();
    const combined = anySignal([a.signal, b.signal]);
    expect(combined.aborted).toBe(false);
    b.abort('why');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('why');
    expect(anySignal([AbortSignal.abort('early')]).reason).toBe('early');
  });

  it('lets a request time out and a caller abort', async () => {
    (AbortSignal as { any?: unknown }).any = undefined;
    const { http } = setup(hang, { timeoutMs: 20, retries: 0 });
    await expect(http.get(URL_A, any)).rejects.toMatchObject({ kind: 'timeout' });
    const caller = new AbortController();
    const pending = http.get(URL_B, any, { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
