// Every attempt of one booking carries the same Idempotency-Key, so the server replays its first
// answer instead of booking again (Limits: Idempotency-Key). The key is dropped only on a definitive
// answer; anything that may have reached the server keeps it for "Try again".
import { answerMeaning, mayHaveActed } from '../api/answer-meaning';
import { ApiError, asApiError } from '../api/errors';
import type { SpaceClient } from '../api/client';
import { createBooking } from '../api/create-booking';
import { aborted, backoffMs, retry, sleep as wait, type Sleep } from '../api/retry';
import { RETRY_AFTER_CAP_S } from '../api/retry-after';
import type { Booking, GuestBookingRequest } from '../api/types';
import { requestId, type KeyStore } from './idempotency-key';

/** The part of `navigator.locks` used here. */
export interface Locks {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export interface SubmitOptions {
  client: Pick<SpaceClient, 'write'>;
  handle: string;
  request: GuestBookingRequest;
  keyStore: KeyStore;
  retries?: number;
  sleep?: Sleep;
  random?: () => number;
  signal?: AbortSignal;
  /** `null` turns cross-tab locking off. */
  locks?: Locks | null;
}

/** Retry and lock policy of the safe submit (tests shorten it). */
export type SubmitPolicy = Partial<Pick<SubmitOptions, 'retries' | 'sleep' | 'random' | 'locks'>>;

const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 10_000;
const LOCK_PREFIX = 'space-booking:';

/** Only a refusal drops the key: keeping a key never books twice, dropping one too early can. */
const isDefinitive = (error: ApiError): boolean => answerMeaning(error) === 'refused';

/** A rate limit is not waited out here (the visitor is told how long); an unreadable answer may have booked: the key's replay tells. */
const isTransient = (error: ApiError): boolean => {
  const meaning = answerMeaning(error);
  return meaning === 'server-error' || mayHaveActed(meaning);
};

/** A wait longer than `RETRY_AFTER_CAP_S` is not spent behind "Booking…": the visitor is told to try again later. */
function retryDelayMs({ retryAfter }: ApiError, attempt: number, random: () => number): number | undefined {
  const backoff = backoffMs(attempt, random, BACKOFF_BASE_MS, BACKOFF_CAP_MS);
  if (!(retryAfter! > 0)) return backoff;
  return retryAfter! <= RETRY_AFTER_CAP_S ? Math.max(backoff, retryAfter! * 1000) : undefined;
}

const isUnanswered = (error: ApiError): boolean => mayHaveActed(answerMeaning(error));

/** Keys with which an attempt went unanswered in this page, and no answer since has settled. */
const unsettled = new Set<string>();

const afterUnanswered = new WeakSet<ApiError>();

/** After an unanswered attempt, a server error or rate limit may hide a booking: the visitor is told to send the same details again. */
export const mayHaveBooked = (error: ApiError): boolean => afterUnanswered.has(error);

const asFailure = (e: unknown, signal?: AbortSignal): ApiError =>
  e instanceof ApiError || !signal?.aborted ? asApiError(e, 'network') : aborted();

/** A second send while one is in flight is the caller's to prevent; another tab waits on the request's lock and sends the same key. */
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
