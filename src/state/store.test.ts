import { sendBooking } from './send';
import { signal } from '@preact/signals';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SpaceClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { Availability, Booking, BookingType, Profile, Slot } from '../api/types';
import { emptyConfig } from './config';
import { createKeyStore } from './idempotency-key';
import { TestStorage } from './idempotency-key.testing';
import { createStore } from './store';
import { provideZoneRules } from '../time/zone';
import { getTimezoneOffset } from '../time/zone-rules';

// The zone rules, as the widget gets them from their own chunk.
beforeAll(() => provideZoneRules(getTimezoneOffset));

const NOW = new Date('2026-03-27T09:00:00Z');
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const profile = (handle: string): Profile => ({ handle, name: handle, timezone: 'Europe/London', currency: 'GBP', locales: ['en'], accepts_bookings: true });
const type = (id: string, slug: string): BookingType => ({ id, slug, title: slug, duration_minutes: 60, price_amount: 1500, intro_offer: null });

interface Pending {
  handle: string;
  typeId: string;
  answer(slots: Slot[]): void;
  fail(error: ApiError): void;
}

/** The stores the test made: disposed when it ends, so that none of their timers outlives it. */
const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

/** Profile and types answer at once; availability answers when the test says, and rejects on abort like the real client. */
function setup() {
  const pending: Pending[] = [];
  const bookings: { handle: string; answer(booking: Booking): void }[] = [];
  const events: { name: string; detail: unknown }[] = [];
  const client = {
    apiBase: 'http://127.0.0.1:4010/v1',
    profile: (handle: string) => Promise.resolve(profile(handle)),
    bookingTypes: () => Promise.resolve([type(A, 'a'), type(B, 'b')]),
    availability(handle: string, typeId: string, _range: unknown, options: { signal?: AbortSignal } = {}) {
      return new Promise<Availability>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new ApiError({ kind: 'aborted', message: 'aborted' })));
        pending.push({ handle, typeId, answer: (slots) => resolve({ timezone: 'Europe/London', slots }), fail: reject });
      });
    },
    // Answers even after an abort, as a response already on its way would.
    write: (handle: string) => new Promise<Booking>((answer) => bookings.push({ handle, answer })),
  } as unknown as SpaceClient;
  const store = createStore({
    createClient: () => client,
    emit: (name, detail) => void events.push({ name, detail }),
    setLocale: () => {},
    now: () => NOW,
    visitorZone: () => 'Europe/London',
    online: () => true,
    keyStore: createKeyStore({ storage: null }),
    submitPolicy: { retries: 0, locks: null },
  });
  stores.push(store);
  const configure = (handle: string, bookingType = '') =>
    store.configure({ ...emptyConfig, handle, apiBase: client.apiBase, bookingType });
  return { store, pending, bookings, events, configure };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const on = (date: string): Slot => ({ date, start_time: '09:00', end_time: '10:00', remaining: 3 });

/** A store showing harbour-yoga's type A, whose `days` each have a time at 09:00. */
async function showing(...days: string[]) {
  const widget = setup();
  widget.configure('harbour-yoga', A);
  widget.pending[0]!.answer(days.map(on));
  await settle();
  return widget;
}

describe('store: answers that arrive too late', () => {
  it('a type left behind neither picks the date nor reports its failure', async () => {
    const { store, pending, events, configure } = setup();
    configure('harbour-yoga', A);
    await settle();
    store.selectType(B);
    expect(pending.map((p) => p.typeId)).toEqual([A, B]);
    pending[0]!.fail(new ApiError({ kind: 'http', status: 503, message: 'busy' }));
    await settle();
    expect(events.filter((e) => e.name === 'space-booking:error')).toEqual([]);
    expect(store.date.value).toBeNull();
    pending[1]!.answer([on('2026-04-02')]);
    await settle();
    expect(store.date.value).toBe('2026-04-02');
    expect(store.month.value).toBe('2026-04');
  });

  it('after a switch to another space, nothing more is asked about the old one’s type', async () => {
    const { pending, configure } = setup();
    configure('harbour-yoga', A);
    await settle();
    configure('brooklyn-clay');
    await settle();
    expect(pending.map((p) => `${p.handle} ${p.typeId}`)).toEqual([`harbour-yoga ${A}`]);
  });

  it('after a refresh, a chosen date with no times left moves to the first open date, and its month', async () => {
    const { store, pending, configure } = setup();
    configure('harbour-yoga', A);
    pending[0]!.answer([on('2026-03-28'), on('2026-03-30')]);
    await settle();
    expect(store.date.value).toBe('2026-03-28');
    store.chooseSlot(store.availability.of(A).value.byDate.get('2026-03-28')![0]!);
    // Booking another refreshes availability as a capacity_full refusal does.
    store.bookAnother();
    pending[1]!.answer([on('2026-04-14')]);
    await settle();
    expect(store.date.value).toBe('2026-04-14');
    expect(store.month.value).toBe('2026-04');
  });

  it('a booking answered after a switch to another space shows nothing and announces nothing there', async () => {
    const { store, pending, bookings, events, configure } = setup();
    configure('harbour-yoga', A);
    pending[0]!.answer([on('2026-03-28')]);
    await settle();
    store.chooseSlot(store.availability.of(A).value.byDate.get('2026-03-28')![0]!);
    store.setField('name', 'Ann');
    store.setField('email', 'ann@example.com');
    void sendBooking(store);
    expect(store.sending.value).toBe(true);
    configure('brooklyn-clay');
    expect(store.sending.value).toBe(false);
    bookings[0]!.answer({ id: 'b-1', scheduled_date: '2026-03-28', scheduled_start_time: '09:00' } as Booking);
    await settle();
    expect(store.step.value).toBe('type');
    expect(store.booking.value).toBeNull();
    expect(events.map((e) => e.name)).not.toContain('space-booking:booked');
  });
});

describe('store: the chosen day loses its times while the visitor looks at them', () => {
  it('moves to the first day with times, and its month, and says so', async () => {
    const { store, pending } = await showing('2026-03-28', '2026-03-30');
    expect(store.date.value).toBe('2026-03-28');
    // The window asked for again (the page shown after a while): the 28th is full now.
    void store.availability.refresh(A);
    expect(store.date.value).toBe('2026-03-28');
    pending[1]!.answer([on('2026-04-02')]);
    await settle();
    expect(store.date.value).toBe('2026-04-02');
    expect(store.month.value).toBe('2026-04');
    expect(store.announcement.value).toEqual([['slotsFound', { count: 1, day: '2026-04-02' }]]);
  });

  it('leaves the schedule\'s chosen session alone: it shows sessions by week, not one type\'s days', async () => {
    const { store } = setup();
    store.configure({ ...emptyConfig, handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1', layout: 'schedule' });
    await settle();
    store.chooseSession(A, on('2026-03-28'));
    store.back();
    expect(store.step.value).toBe('time');
    expect(store.date.value).toBe('2026-03-28');
  });

  it('leaves a visitor on their details alone', async () => {
    const { store, pending } = await showing('2026-03-28');
    store.chooseSlot(store.availability.of(A).value.byDate.get('2026-03-28')![0]!);
    void store.availability.refresh(A);
    pending[1]!.answer([on('2026-04-02')]);
    await settle();
    expect(store.step.value).toBe('details');
    expect(store.date.value).toBe('2026-03-28');
  });
});

describe('store: a host that changes booking-type', () => {
  const typed = async (booking: 'sent' | 'not sent') => {
    const { store, configure } = await showing('2026-03-28');
    store.chooseSlot(store.availability.of(A).value.byDate.get('2026-03-28')![0]!);
    store.setField('name', 'Ann');
    store.setField('email', 'ann@example.com');
    if (booking === 'sent') void sendBooking(store);
    configure('harbour-yoga', B);
    await settle();
    return store;
  };

  it('shows the new type while the visitor is still choosing', async () => {
    const { store, pending, configure } = await showing('2026-03-28');
    configure('harbour-yoga', B);
    await settle();
    expect(store.typeId.value).toBe(B);
    expect(pending.map((p) => p.typeId)).toEqual([A, B]);
  });

  it.each(['not sent', 'sent'] as const)('leaves a visitor on their details where they are, the booking %s', async (booking) => {
    const store = await typed(booking);
    expect(store.step.value).toBe('details');
    expect(store.typeId.value).toBe(A);
    expect(store.slot.value?.date).toBe('2026-03-28');
    expect(store.form.value.name).toBe('Ann');
  });

  it('shows the type it set once the visitor is back to choosing', async () => {
    const store = await typed('not sent');
    store.back();
    expect(store.step.value).toBe('time');
    expect(store.typeId.value).toBe(B);
    // Shown once: the visitor may choose another type after it.
    store.back();
    expect(store.step.value).toBe('type');
    store.selectType(A);
    await settle();
    expect(store.typeId.value).toBe(A);
  });

  it('waits while a refusal shows above the times, until the visitor\'s next choice', async () => {
    const store = await typed('not sent');
    // The time was taken: back to the times, the refusal on screen.
    store.failure.value = { key: 'failCapacityFull', params: {}, action: 'choose-slot' };
    store.chooseAnotherTime();
    await settle();
    expect(store.step.value).toBe('time');
    expect(store.typeId.value).toBe(A);
    store.back();
    expect(store.typeId.value).toBe(B);
  });
});

describe('store: start-up', () => {
  it('leaves the browser storage alone until the form is first sent', async () => {
    const storage = new TestStorage();
    const touched: string[] = [];
    for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const) {
      const original = storage[method].bind(storage) as (...args: unknown[]) => unknown;
      (storage as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => (touched.push(method), original(...args));
    }
    vi.stubGlobal('localStorage', storage);
    try {
      const answerNever = () => new Promise<never>(() => {});
      const client = { apiBase: 'http://127.0.0.1:4010/v1', profile: answerNever, bookingTypes: answerNever, availability: answerNever } as unknown as SpaceClient;
      const store = createStore({ createClient: () => client, emit: () => {}, setLocale: () => {}, now: () => NOW });
      stores.push(store);
      store.configure({ ...emptyConfig, handle: 'harbour-yoga', apiBase: client.apiBase, bookingType: A });
      await settle();
      expect(touched).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('where idempotency keys are kept', () => {
  it('is the key store the options give, not one made on the first send', () => {
    const keyStore = createKeyStore({ storage: null });
    const store = createStore({ createClient: () => ({}) as SpaceClient, emit: () => {}, setLocale: () => {}, keyStore });
    stores.push(store);
    expect(store.keyStore(() => createKeyStore({ storage: null }))).toBe(keyStore);
  });
});

describe('the "remember my details" memory', () => {
  it('is made once per widget, the first time it is asked for, and kept by that widget alone', () => {
    const make = (client: SpaceClient) => createStore({ createClient: () => client, emit: () => {}, setLocale: () => {} });
    const first = make({} as SpaceClient);
    const second = make({} as SpaceClient);
    stores.push(first, second);
    const made: string[] = [];
    const memory = (name: string) => () => {
      made.push(name);
      return { storage: new TestStorage(), ticked: signal(false), kept: signal(false) };
    };
    const firstMemory = first.detailsMemory(memory('first'));
    expect(first.detailsMemory(memory('again'))).toBe(firstMemory);
    expect(second.detailsMemory(memory('second'))).not.toBe(firstMemory);
    // Where the device keeps nothing, that answer is kept too: storage is probed once.
    const third = make({} as SpaceClient);
    stores.push(third);
    expect(third.detailsMemory(() => (made.push('none'), null))).toBeNull();
    expect(third.detailsMemory(memory('later'))).toBeNull();
    expect(made).toEqual(['first', 'second', 'none']);
  });
});
