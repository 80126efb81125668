import { answerMeaning, mayPass } from './answer-meaning';
import { ERROR_FIELD_KEY } from './assumptions';
import { GET_INIT, takeEarly } from './early-requests';
import { ApiError } from './errors';
import { aborted, backoffMs, retry, sleep as pause, type Sleep } from './retry';
import { RETRY_AFTER_CAP_S, retryAfterSeconds } from './retry-after';

export type Json = Record<string, any>;

export interface HttpOptions {
  /** Time limit of each attempt in milliseconds (default 10 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** How long a successful GET is reused, in milliseconds (default 30 000; 0 turns it off). */
  cacheTtlMs?: number;
  retries?: number;
  sleep?: Sleep;
  random?: () => number;
  now?: () => number;
}

export interface GetOptions {
  signal?: AbortSignal;
  /** Skip the in-memory cache and revalidate the HTTP cache. */
  fresh?: boolean;
}

export type Check = (body: Json) => boolean;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Joins a shared request; the request is aborted once every caller that joined has aborted. */
type Join = (signal?: AbortSignal) => Promise<Json>;

/** `AbortSignal.any`, with a small stand-in for browsers that lack it (Safari before 17.4). */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (AbortSignal.any) return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

export function createHttp(options: HttpOptions = {}) {
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs! > 0 ? options.timeoutMs! : 10_000;
  const { cacheTtlMs: ttl = 30_000, retries = 3, sleep = pause, random = Math.random, now = Date.now } = options;
  const inflight = new Map<string, Join>();
  const cache = new Map<string, { at: number; body: Json }>();
  const forget = (key: string, join: Join) => inflight.get(key) === join && inflight.delete(key);

  async function once(url: string, init: RequestInit, outer: AbortSignal | undefined, check: Check): Promise<Json> {
    if (outer?.aborted) throw aborted();
    // The time limit ends with the attempt: a timer left to run (as `AbortSignal.timeout`'s
    // does) would hold the attempt, and the widget that made it, until it fired.
    const timer = new AbortController();
    const limit = setTimeout(() => timer.abort(), timeoutMs);
    const signal = outer ? anySignal([outer, timer.signal]) : timer.signal;
    let giveUp: (reason: unknown) => void = () => {};
    let response: Response;
    let text: string;
    try {
      // An answer asked for before the widget's code came is taken over, unless this asks past
      // the caches. The race keeps the time limit even with a fetch that ignores its signal.
      const answer =
        (init.method === 'GET' && !init.cache && takeEarly(url)) ||
        send(url, { ...GET_INIT, ...init, signal }).then(async (response) => [response, await response.text()] as const);
      [response, text] = await Promise.race([
        answer,
        new Promise<never>((_, reject) => signal.addEventListener('abort', (giveUp = reject))),
      ]);
    } catch {
      if (outer?.aborted) throw aborted();
      const kind = timer.signal.aborted ? 'timeout' : 'network';
      throw new ApiError({ kind, message: kind });
    } finally {
      clearTimeout(limit);
      signal.removeEventListener('abort', giveUp);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {}
    const { ok, status } = response;
    if (ok && isObject(body) && check(body)) return body;
    const error = !ok && isObject(body) && body.error;
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), now());
    if (!isObject(error)) throw new ApiError({ kind: 'malformed', status, retryAfter, message: 'malformed' });
    const failure = error.booking_failure;
    throw new ApiError({
      kind: 'http',
      status,
      retryAfter,
      type: asString(error.type),
      message: asString(error.message) ?? `HTTP ${status}`,
      field: asString(error[ERROR_FIELD_KEY]),
      bookingFailure:
        isObject(failure) && typeof failure.reason === 'string'
          ? { reason: failure.reason, override: asString(failure.override) ?? null }
          : undefined,
    });
  }

  async function get(url: string, check: Check, { signal, fresh }: GetOptions = {}): Promise<Json> {
    if (signal?.aborted) throw aborted();
    const hit = cache.get(url);
    if (hit && now() - hit.at < ttl) {
      if (!fresh) return hit.body;
    } else cache.delete(url);
    const key = (fresh ? '!' : '') + url;
    return (inflight.get(key) ?? share(key, url, check, fresh))(signal);
  }

  function share(key: string, url: string, check: Check, fresh?: boolean): Join {
    const controller = new AbortController();
    const init: RequestInit = { method: 'GET', cache: fresh ? 'no-cache' : undefined };
    let waiters = 0;
    // Settled requests leave the map before any caller resumes, so none can join a finished one.
    const promise = retry(
      () => once(url, init, controller.signal, check),
      (error, n) =>
        n < retries && mayPass(answerMeaning(error)) && (error.retryAfter ?? 0) <= RETRY_AFTER_CAP_S
          ? (error.retryAfter != null ? error.retryAfter * 1000 : backoffMs(n, random, 500, 8000, 0.5))
          : undefined,
      sleep,
      controller.signal,
    )
      .finally(() => forget(key, join))
      .then((body) => (cache.set(url, { at: now(), body }), body));
    const join: Join = (signal) => {
      waiters++;
      if (!signal) return promise;
      return new Promise((resolve, reject) => {
        const leave = () => {
          reject(aborted());
          if (--waiters) return;
          controller.abort();
          forget(key, join);
        };
        signal.addEventListener('abort', leave, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
      });
    };
    inflight.set(key, join);
    return join;
  }

  /** One attempt, never retried: a write is repeated only by the caller, with the same key. */
  const post = (url: string, body: unknown, headers: Record<string, string>, check: Check, signal?: AbortSignal): Promise<Json> =>
    once(url, { method: 'POST', headers, body: JSON.stringify(body) }, signal, check);

  return { get, post };
}
