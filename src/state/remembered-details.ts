/**
 * "Remember my details on this device": the visitor's name and email, and nothing else, kept in
 * the page's own `localStorage` only when they ticked the box and their booking was made. Part of
 * the booking step's file: storage is not touched before the form shows.
 */
import { batch, signal } from '@preact/signals';
import type { DetailsMemory } from './booking';
import type { Store } from './store';

const STORAGE_KEY = 'space-booking.details';

interface Details {
  name: string;
  email: string;
}

/**
 * `localStorage` when it takes a write, else null: merely reading it throws in a sandboxed
 * iframe without same-origin and where the visitor blocks site data, and `setItem` throws in some
 * private windows.
 */
function usableStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    storage.setItem(STORAGE_KEY + ':probe', '1');
    storage.removeItem(STORAGE_KEY + ':probe');
    return storage;
  } catch {
    return null;
  }
}

function read(storage: Storage): Details | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    const { name, email } = (value ?? {}) as Partial<Details>;
    return typeof name === 'string' && typeof email === 'string' && (name || email) ? { name, email } : null;
  } catch {
    return null;
  }
}

/** Null where storage cannot be used, and then the box is not offered. */
function makeMemory(): DetailsMemory | null {
  const storage = usableStorage();
  const kept = storage ? read(storage) !== null : false;
  return storage && { storage, ticked: signal(kept), kept: signal(kept) };
}

/** The box and what is kept, or null where this device cannot keep anything: made once per widget, which keeps it (./booking.ts). */
export const detailsMemory = (store: Store): DetailsMemory | null => store.detailsMemory(makeMemory);

/** The form shows: kept details fill the name and email the visitor (or the host) left empty. */
export function fillKeptDetails(store: Store): void {
  const memory = detailsMemory(store);
  const kept = memory && read(memory.storage);
  if (!kept) return;
  const { name, email } = store.form.peek();
  batch(() => {
    if (!name) store.setField('name', kept.name);
    if (!email) store.setField('email', kept.email);
  });
}

/**
 * A booking was made: with the box ticked, the name and email it was made with are kept; with it
 * unticked, whatever was kept goes. Notes and the consent box never are.
 */
export function keepDetailsIfAsked(store: Store): void {
  const memory = detailsMemory(store);
  if (!memory) return;
  const { name, email } = store.form.peek();
  try {
    if (memory.ticked.peek()) memory.storage.setItem(STORAGE_KEY, JSON.stringify({ name: name.trim(), email: email.trim() } satisfies Details));
    else memory.storage.removeItem(STORAGE_KEY);
    memory.kept.value = memory.ticked.peek();
  } catch {
    // Storage that went away (or is full) keeps nothing: the booking is made all the same.
    memory.kept.value = read(memory.storage) !== null;
  }
}

/** "Not you? Forget me": the kept details go at once, and so do the name and email they filled. */
export function forgetDetails(store: Store): void {
  const memory = detailsMemory(store);
  if (!memory) return;
  try {
    memory.storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing more can be done; what is shown goes all the same.
  }
  batch(() => {
    memory.ticked.value = memory.kept.value = false;
    store.setField('name', '');
    store.setField('email', '');
  });
  store.say('detailsForgotten');
  store.requestFocus('name');
}
