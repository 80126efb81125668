/**
 * Submitting a guest booking so that it is never made twice and never silently lost.
 *
 * Every attempt of one request carries the same Idempotency-Key, so the server replays its first
 * answer instead of booking again (Limits: Idempotency-Key). The key is dropped only on a
 * definitive answer; anything that may have reached the server keeps it for "Try again".
 */
import { answerMeaning, mayHaveActed } from '../api/answer-meaning';
import { ApiError, asApiError } from '../api/errors';
import type { SpaceClient } from '../api/client';
import { createBooking } from '../api/create-booking';
import { aborted, backoffMs, retry, sleep as wait, type Sleep } from '../api/retry';
import { RETRY_AFTER_CAP_S } from '../api/retry-after';
import type { Booking, GuestBookingRequest } from '../api/types';
import { requestId, type KeyStore } from './idempotency-key';

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface Locks {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export interface SubmitOptions {
  client: Pick<SpaceClient, 'write'>;
  handle: string;
  request: GuestBookingRequest;
  keyStore: KeyStore;
  /** Automatic retries after the first attempt, for failures that may pass by themselves. */
  retries?: number;
  sleep?: Sleep;
  /** In [0, 1); jitters the backoff. */
  random?: () => number;
  signal?: AbortSignal;
  /** Default: `navigator.locks` where it exists; `null` turns cross-tab locking off. */
  locks?: Locks | null;
}

/** Retry and lock policy of the safe submit (tests shorten it). */
export type SubmitPolicy = Partial<Pick<SubmitOptions, 'retries' | 'sleep' | 'random' | 'locks'>>;

/** Backoff between attempts: doubling from the base up to the cap, with full jitter. */
const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 10_000;
const LOCK_PREFIX = 'space-booking:';

/**
 * A definitive answer: the server refused this booking, and asking again would get the same
 * answer. Anything else keeps the key: keeping a key never books twice, dropping one too early can.
 */
const isDefinitive = (error: ApiError): boolean => answerMeaning(error) === 'refused';

/**
 * Failures that may pass by themselves, retried with the same key; a rate limit is not waited out
 * here (the visitor is told how long, and "Try again" keeps the key), and an answer that could not
 * be read may have booked: the replay of the same key tells how.
 */
const isTransient = (error: ApiError): boolean => {
  const meaning = answerMeaning(error);
  return meaning === 'server-error' || mayHaveActed(meaning);
};

/**
 * How long to wait before the next attempt: the backoff, or the server's Retry-After when it asks
 * for longer. A wait longer than `RETRY_AFTER_CAP_S` is not spent behind "Booking…": the
 * attempts stop there and the visitor is told to try again later (undefined).
 */
function retryDelayMs({ retryAfter }: ApiError, attempt: number, random: () => number): number | undefined {
  const backoff = backoffMs(attempt, random, BACKOFF_BASE_MS, BACKOFF_CAP_MS);
  if (!(retryAfter! > 0)) return backoff;
  return retryAfter! <= RETRY_AFTER_CAP_S ? Math.max(backoff, retryAfter! * 1000) : undefined;
}

/** An attempt whose answer never came or could not be read: the server may have booked it. */
const isUnanswered = (error: ApiError): boolean => mayHaveActed(answerMeaning(error));

/**
 * The idempotency keys with which an attempt went unanswered, in this page, and no answer since
 * has settled.
 */
const unsettled = new Set<string>();

/** Failures that came after an unanswered attempt of the same key (see `mayHaveBooked`). */
const afterUnanswered = new WeakSet<ApiError>();

/**
 * Whether the booking may have been made although this failure says otherwise: a server error or
 * a rate limit that came after an attempt whose answer never came. The visitor is told that the
 * place may already be booked, and that only the same details find out without booking twice.
 */
export const mayHaveBooked = (error: ApiError): boolean => afterUnanswered.has(error);

/** What a thrown value means for the booking: an abandoned one, or a failure to reach the server. */
const asFailure = (e: unknown, signal?: AbortSignal): ApiError =>
  e instanceof ApiError || !signal?.aborted ? asApiError(e, 'network') : aborted();

/**
 * Books, retrying what may pass by itself with the same key. Rejects with the last `ApiError`.
 * A second send while one is in flight is the caller's to prevent (the store sends one at a
 * time); another tab waits on the request's lock and sends the same key.
 */
export function submitBooking(options: SubmitOptions): Promise<Booking> {
  return run(options, requestId(options.handle, options.request));
}

async function run(o: SubmitOptions, id: string): Promise<Booking> {
  const { client, handle, request, keyStore, signal, retries = 3, random = Math.random } = o;
  // Taken before waiting for the lock, so a tab that waits behind another sends the other's
  // key even after that one has finished and dropped it: the server replays the first answer.
  const key = keyStore.keyFor(id);
  const locks = o.locks !== undefined ? o.locks : ((globalThis.navigator as { locks?: Locks } | undefined)?.locks ?? null);
  let started = false;
  const attempts = (): Promise<Booking> => {
    started = true;
    const idempotencyKey = keyStore.peek(id) ?? key;
    return retry(
      async () => {
        try {
          const booking = await createBooking(client, handle, request, { idempotencyKey, signal });
          keyStore.drop(id);
          unsettled.delete(idempotencyKey);
          return booking;
        } catch (e) {
          const error = asFailure(e, signal);
          if (isDefinitive(error)) {
            keyStore.drop(id);
            unsettled.delete(idempotencyKey);
          } else if (isUnanswered(error)) unsettled.add(idempotencyKey);
          else if (unsettled.has(idempotencyKey)) afterUnanswered.add(error);
          throw error;
        }
      },
      (error, n) => (n < retries && isTransient(error) ? retryDelayMs(error, n, random) : undefined),
      o.sleep ?? wait,
      signal,
    );
  };
  if (!locks) return attempts();
  try {
    // Named by the request's hash: nothing personal, and one tab at a time per request.
    return await locks.request(LOCK_PREFIX + id, { signal }, attempts);
  } catch (e) {
    // Locks refused (an opaque-origin sandbox throws SecurityError): book without them; the
    // shared key still makes the server replay instead of booking twice.
    if (!started && !signal?.aborted) return attempts();
    throw asFailure(e, signal);
  }
}
