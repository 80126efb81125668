import { toBookingBody } from '../api/booking-body';
import type { GuestBookingRequest } from '../api/types';

// The API replays the original answer for a repeated `Idempotency-Key` within 24 hours (Limits).
// Keeping a request's key across retries, reloads, crashed tabs and other tabs is what stops a
// retried timeout from booking the same person twice (Public: guest booking).

export interface KeyStore {
  /** A fresh one when there is none or it is too old to be replayed. */
  keyFor(request: string): string;
  peek(request: string): string | undefined;
  drop(request: string): void;
}

export interface KeyStoreOptions {
  /** Where keys persist. Default: localStorage, else sessionStorage, else memory. `null`: memory. */
  storage?: Storage | null;
  now?: () => number;
  /** A fresh key, at most 255 characters (Limits: Idempotency-Key). */
  newKey?: () => string;
}

/** One hour short of the API's 24-hour replay window, so a reused key is always replayed. */
export const KEY_TTL_MS = 23 * 60 * 60 * 1000;
/** Clock steps backwards this small still count as the same moment. */
const CLOCK_SLACK_MS = 60 * 1000;
const PREFIX = 'space-booking:idem:';

/** `k`: the key; `t`: when it was made, ms since the epoch. */
interface StoredKey {
  k: string;
  t: number;
}

/**
 * A key is never sent with two bodies: the API describes only a replay of the same request. Should the first of two bodies have booked,
 * the API refuses the second as `duplicate_booking`. Hashed, so nothing personal sits in storage in clear text.
 */
export function requestId(handle: string, request: GuestBookingRequest): string {
  const sent = JSON.stringify([handle, toBookingBody(request)]);
  return hash53(sent, 1) + hash53(sent, 2);
}

/** cyrb53: a small, fast string hash (not cryptographic; it only has to keep names apart). */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** `randomUUID` exists only in secure contexts. The key must be unguessable: a replay returns the booking. */
export function randomKey(): string {
  const { crypto } = globalThis;
  if (crypto.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Version 4, variant 10 (RFC 9562).
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** Storage can be blocked, full or gone at any call. */
function quietly<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** Merely reading `window.localStorage` throws in sandboxed iframes, `setItem` in some private windows: each is probed with a write. */
function usableStorage(candidates: Array<() => Storage | null | undefined>): Storage | undefined {
  for (const get of candidates) {
    const storage = quietly(() => {
      const candidate = get();
      candidate?.setItem(PREFIX, '1');
      candidate?.removeItem(PREFIX);
      return candidate;
    });
    if (storage) return storage;
  }
}

export function createKeyStore(options: KeyStoreOptions = {}): KeyStore {
  const { now = Date.now, newKey = randomKey } = options;
  const storage = usableStorage(
    options.storage !== undefined
      ? [() => options.storage]
      : [() => globalThis.localStorage, () => globalThis.sessionStorage],
  );
  // Also holds whatever storage refused to take (quota), so this page still keeps its keys.
  const memory = new Map<string, string>();

  const remove = (name: string): void => {
    memory.delete(name);
    quietly(() => storage?.removeItem(name));
  };

  const live = (name: string): string | undefined => {
    const raw = quietly(() => storage?.getItem(name)) ?? memory.get(name);
    const { k, t }: Partial<StoredKey> = (raw && quietly(() => JSON.parse(raw))) || {};
    const age = now() - Number(t);
    if (typeof k === 'string' && k && age >= -CLOCK_SLACK_MS && age < KEY_TTL_MS) return k;
  };

  const prune = (): void => {
    const names = [...memory.keys()];
    // Storage that went away leaves only memory to prune.
    quietly(() => {
      for (let i = 0; storage && i < storage.length; i++) names.push(storage.key(i) ?? '');
    });
    for (const name of names) if (name.startsWith(PREFIX) && !live(name)) remove(name);
  };

  prune();

  return {
    keyFor(request) {
      const name = PREFIX + request;
      const found = live(name);
      if (found) return found;
      prune();
      const key = newKey();
      const value = JSON.stringify({ k: key, t: now() } satisfies StoredKey);
      if (storage && quietly(() => (storage.setItem(name, value), true))) memory.delete(name);
      else memory.set(name, value);
      return key;
    },
    peek: (request) => live(PREFIX + request),
    drop: (request) => remove(PREFIX + request),
  };
}
