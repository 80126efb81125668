import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyStore, requestId, KEY_TTL_MS, randomKey } from './idempotency-key';
import { TestStorage } from './idempotency-key.testing';

/** A booking request's fields, as the widget sends them. */
const fields = {
  handle: 'harbour-yoga',
  bookingTypeId: '7d0c9a52-2f0e-4c55-9d5e-1b1a4f8e2c11',
  date: '2026-03-29',
  startTime: '09:30',
  name: 'Ada Lovelace',
  email: 'ada.lovelace@example.com',
  consent: false,
  notes: undefined as string | undefined,
};

/** The id of a request as the widget sends one. */
const id = ({ handle, bookingTypeId, date, startTime, name, email, consent, notes }: typeof fields = fields) =>
  requestId(handle, {
    booking_type_id: bookingTypeId,
    scheduled_date: date,
    scheduled_start_time: startTime,
    customer: { name, email },
    source: 'external_partner',
    marketing_consent: consent,
    ...(notes !== undefined && { notes }),
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function counter(): () => string {
  let n = 0;
  return () => `key-${++n}`;
}

function clock(start = Date.UTC(2026, 2, 27, 9)) {
  const c = { t: start, now: () => c.t };
  return c;
}

/** Replaces a global for one test; a getter that throws stands for a blocked storage. */
function blockGlobal(name: 'localStorage' | 'sessionStorage', error = new DOMException('blocked', 'SecurityError')) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      throw error;
    },
  });
}

function setGlobal(name: 'localStorage' | 'sessionStorage', value: Storage) {
  Object.defineProperty(globalThis, name, { configurable: true, value });
}

afterEach(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
  delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  vi.unstubAllGlobals();
});

describe('keyFor: one key per booking request, as sent', () => {
  it('gives the same key for the same request, whatever the order of its fields', () => {
    const store = createKeyStore({ storage: new TestStorage(), newKey: counter() });
    const first = store.keyFor(id());
    expect(store.keyFor(id({ ...fields }))).toBe(first);
    const reordered = requestId(fields.handle, {
      marketing_consent: fields.consent,
      customer: { email: fields.email, name: fields.name },
      source: 'external_partner',
      scheduled_start_time: fields.startTime,
      scheduled_date: fields.date,
      booking_type_id: fields.bookingTypeId,
    });
    expect(store.keyFor(reordered)).toBe(first);
  });

  // A key is never sent with two bodies: a changed request is a new one (the API refuses it as
  // duplicate_booking should the first have booked).
  it.each([
    ['handle', { handle: 'brooklyn-clay' }],
    ['booking type', { bookingTypeId: '0e9f5c1a-7b7e-4a43-8f3e-2f55d1c0a001' }],
    ['date', { date: '2026-03-30' }],
    ['start time', { startTime: '10:30' }],
    ['email', { email: 'grace@example.com' }],
    ['email, by its case alone', { email: 'Ada.Lovelace@example.com' }],
    ['name', { name: 'A. Lovelace' }],
    ['consent', { consent: true }],
    ['notes', { notes: 'Needs a mat' }],
  ])('gives a different key when the %s differs', (_what, change) => {
    const store = createKeyStore({ storage: new TestStorage(), newKey: counter() });
    const first = store.keyFor(id());
    const other = store.keyFor(id({ ...fields, ...change }));
    expect(other).not.toBe(first);
    // Both stay live side by side.
    expect(store.keyFor(id())).toBe(first);
    expect(store.keyFor(id({ ...fields, ...change }))).toBe(other);
  });

  it('names the request as sent: what the body does not carry makes no difference', () => {
    // Blank notes are not sent; nor is anything but the guest booking's fields.
    expect(id({ ...fields, notes: '' })).toBe(id());
    expect(id({ ...fields, notes: '   ' })).toBe(id());
    const request = { booking_type_id: fields.bookingTypeId, scheduled_date: fields.date, scheduled_start_time: fields.startTime, customer: { name: fields.name, email: fields.email }, source: 'external_partner' as const, marketing_consent: false };
    expect(requestId(fields.handle, { ...request, allow_over_capacity: true } as typeof request)).toBe(id());
  });

  it('does not confuse fields whose joined text is the same', () => {
    expect(id({ ...fields, date: '2026-03-2', startTime: '909:30' })).not.toBe(id());
  });

  it('peek reads the key without creating one, and drop forgets it', () => {
    const store = createKeyStore({ storage: new TestStorage(), newKey: counter() });
    expect(store.peek(id())).toBeUndefined();
    const key = store.keyFor(id());
    expect(store.peek(id())).toBe(key);
    store.drop(id());
    expect(store.peek(id())).toBeUndefined();
    const next = store.keyFor(id());
    expect(next).not.toBe(key);
  });
});

describe('persistence: reloads and other tabs send the same key', () => {
  it('a second store on the same storage (another tab, or after a reload) finds the key', () => {
    const shared = new TestStorage();
    const tabA = createKeyStore({ storage: shared, newKey: counter() });
    const tabB = createKeyStore({ storage: shared, newKey: () => 'never-used' });
    const key = tabA.keyFor(id());
    expect(tabB.keyFor(id())).toBe(key);
    expect(tabB.peek(id())).toBe(key);
    tabB.drop(id());
    expect(tabA.peek(id())).toBeUndefined();
  });

  it('uses localStorage by default', () => {
    const local = new TestStorage();
    setGlobal('localStorage', local);
    setGlobal('sessionStorage', new TestStorage());
    const key = createKeyStore({ newKey: counter() }).keyFor(id());
    expect(local.dump()).toContain(key);
    expect(createKeyStore({ newKey: () => 'other' }).keyFor(id())).toBe(key);
  });

  it('falls back to sessionStorage when reading localStorage throws (sandboxed iframe)', () => {
    blockGlobal('localStorage');
    const session = new TestStorage();
    setGlobal('sessionStorage', session);
    const key = createKeyStore({ newKey: counter() }).keyFor(id());
    expect(session.dump()).toContain(key);
    expect(createKeyStore({ newKey: () => 'other' }).keyFor(id())).toBe(key);
  });

  it('falls back to sessionStorage when localStorage refuses writes (private window)', () => {
    const local = new TestStorage();
    local.failWrites = true;
    setGlobal('localStorage', local);
    const session = new TestStorage();
    setGlobal('sessionStorage', session);
    const key = createKeyStore({ newKey: counter() }).keyFor(id());
    expect(session.dump()).toContain(key);
    expect(local.items.size).toBe(0);
  });

  it('keeps keys in memory when every storage is blocked', () => {
    blockGlobal('localStorage');
    blockGlobal('sessionStorage', new DOMException('blocked', 'SecurityError'));
    const store = createKeyStore({ newKey: counter() });
    const key = store.keyFor(id());
    expect(key).toBe('key-1');
    expect(store.keyFor(id())).toBe(key);
    store.drop(id());
    expect(store.keyFor(id())).toBe('key-2');
  });

  it('keeps keys in memory when storage fills up after the probe', () => {
    const storage = new TestStorage();
    const store = createKeyStore({ storage, newKey: counter() });
    storage.failWrites = true;
    const key = store.keyFor(id());
    expect(store.keyFor(id())).toBe(key);
    expect(store.peek(id())).toBe(key);
    expect(storage.items.size).toBe(0);
  });

  it('storage: null keeps keys in memory only', () => {
    const local = new TestStorage();
    setGlobal('localStorage', local);
    const store = createKeyStore({ storage: null, newKey: counter() });
    expect(store.keyFor(id())).toBe(store.keyFor(id()));
    expect(local.items.size).toBe(0);
  });
});

describe('expiry: never reuse a key the API may no longer replay', () => {
  it('reuses a key until 23 hours have passed, then makes a fresh one', () => {
    const c = clock();
    const store = createKeyStore({ storage: new TestStorage(), now: c.now, newKey: counter() });
    const key = store.keyFor(id());
    c.t += KEY_TTL_MS - 1;
    expect(store.keyFor(id())).toBe(key);
    c.t += 1;
    expect(store.peek(id())).toBeUndefined();
    const fresh = store.keyFor(id());
    expect(fresh).not.toBe(key);
    expect(KEY_TTL_MS).toBe(23 * 60 * 60 * 1000);
  });

  it('a key made by another tab expires 23 hours after it was made, not after it was read', () => {
    const c = clock();
    const shared = new TestStorage();
    const key = createKeyStore({ storage: shared, now: c.now, newKey: counter() }).keyFor(id());
    c.t += 22 * 60 * 60 * 1000;
    const tabB = createKeyStore({ storage: shared, now: c.now, newKey: () => 'fresh' });
    expect(tabB.keyFor(id())).toBe(key);
    c.t += 60 * 60 * 1000;
    expect(tabB.keyFor(id())).toBe('fresh');
  });

  it('prunes expired and unreadable entries, and leaves the page’s other data alone', () => {
    const c = clock();
    const storage = new TestStorage();
    storage.setItem('host-page-setting', 'dark');
    const store = createKeyStore({ storage, now: c.now, newKey: counter() });
    store.keyFor(id());
    store.keyFor(id({ ...fields, startTime: '11:00' }));
    storage.setItem('space-booking:idem:garbage', '{not json');
    expect(storage.items.size).toBe(4);
    c.t += KEY_TTL_MS;
    createKeyStore({ storage, now: c.now });
    expect([...storage.items.keys()]).toEqual(['host-page-setting']);
  });

  it('treats a key dated far in the future (clock set back) as expired', () => {
    const c = clock();
    const storage = new TestStorage();
    const key = createKeyStore({ storage, now: c.now, newKey: counter() }).keyFor(id());
    c.t -= 2 * 60 * 60 * 1000;
    expect(createKeyStore({ storage, now: c.now, newKey: () => 'fresh' }).keyFor(id())).not.toBe(key);
  });
});

describe('privacy: storage holds only a hash of the request, the key and its age', () => {
  it('never stores the email, in any case, or the customer’s local part', () => {
    const storage = new TestStorage();
    const store = createKeyStore({ storage, newKey: counter() });
    store.keyFor(id());
    store.keyFor(id({ ...fields, email: ' grace.hopper@navy.example ' }));
    const all = storage.dump().toLowerCase();
    for (const text of ['ada.lovelace', 'example.com', 'grace.hopper', 'navy.example', '@']) {
      expect(all).not.toContain(text);
    }
    expect(all).not.toContain(fields.bookingTypeId);
  });

  it('stores exactly the key and when it was made', () => {
    const c = clock();
    const storage = new TestStorage();
    createKeyStore({ storage, now: c.now, newKey: () => 'the-key' }).keyFor(id());
    const [name, value] = [...storage.items][0]!;
    expect(name).toBe(`space-booking:idem:${id()}`);
    expect(JSON.parse(value)).toEqual({ k: 'the-key', t: c.t });
  });
});

describe('randomKey', () => {
  it('uses crypto.randomUUID where it exists', () => {
    const spy = vi.spyOn(globalThis.crypto, 'randomUUID');
    const key = randomKey();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(key).toMatch(UUID);
    spy.mockRestore();
  });

  it('builds a v4 UUID from getRandomValues where randomUUID is missing (plain-http pages)', () => {
    const real = globalThis.crypto;
    const getRandomValues = vi.fn((array: Uint8Array) => real.getRandomValues(array));
    vi.stubGlobal('crypto', { getRandomValues });
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(getRandomValues).toHaveBeenCalled();
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(UUID);
      expect(key.length).toBeLessThanOrEqual(255);
    }
  });

  it('is the default generator of a store', () => {
    const store = createKeyStore({ storage: new TestStorage() });
    expect(store.keyFor(id())).toMatch(UUID);
  });
});
