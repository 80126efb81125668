import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SpaceClient } from '../api/client';
import type { BookingType, Profile, Slot } from '../api/types';
import { provideZoneRules } from '../time/zone';
import { getTimezoneOffset } from '../time/zone-rules';
import { emptyConfig } from './config';
import type { PageHistory } from './deep-link';
import { createStore } from './store';

beforeAll(() => provideZoneRules(getTimezoneOffset));

const NOW = new Date('2026-03-27T09:00:00Z');
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const PAGE = 'https://studio.example/classes?utm_source=mail#book';

const profile: Profile = { handle: 'harbour-yoga', name: 'Harbour Yoga', timezone: 'Europe/London', currency: 'GBP', locales: ['en'], accepts_bookings: true };
const type = (id: string, slug: string): BookingType => ({ id, slug, title: slug, duration_minutes: 60, price_amount: 1500, intro_offer: null });
const slot = (date: string, start_time: string): Slot => ({ date, start_time, end_time: '23:59', remaining: 3 });
/** Type `flow`'s times; `hiit` has none. London's spring-forward night included. */
const FLOW_SLOTS = [slot('2026-03-28', '09:00'), slot('2026-03-29', '02:30'), slot('2026-03-29', '18:00'), slot('2026-03-30', '07:00')];

/** A page's history as a browser keeps it: entries, the current one, Back and Forward. */
function fakeHistory(first: string) {
  const entries = [first];
  let at = 0;
  const listeners = new Set<() => void>();
  const writes: { address: string; push: boolean }[] = [];
  const history: PageHistory = {
    address: () => entries[at]!,
    write(address, push) {
      writes.push({ address, push });
      if (push) entries.splice(++at, entries.length, address);
      else entries[at] = address;
    },
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const move = (by: number) => {
    at += by;
    for (const listener of listeners) listener();
  };
  return { history, entries, writes, back: () => move(-1), forward: () => move(1), link: () => new URL(entries[at]!).searchParams.get('space-booking') };
}

const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

function setup(address: string, { deepLink = true, bookingType = '' } = {}) {
  const page = fakeHistory(address);
  const asked: string[] = [];
  const client = {
    apiBase: 'http://127.0.0.1:4010/v1',
    profile: () => Promise.resolve(profile),
    bookingTypes: () => Promise.resolve([type(A, 'flow'), type(B, 'hiit')]),
    availability(_handle: string, typeId: string) {
      asked.push(typeId);
      return Promise.resolve({ timezone: 'Europe/London', slots: typeId === A ? FLOW_SLOTS : [] });
    },
  } as unknown as SpaceClient;
  const store = createStore({
    createClient: () => client,
    emit: () => {},
    setLocale: () => {},
    now: () => NOW,
    visitorZone: () => 'America/New_York',
    pageHistory: page.history,
  });
  stores.push(store);
  store.configure({ ...emptyConfig, handle: 'harbour-yoga', apiBase: client.apiBase, bookingType, deepLink });
  return { store, page, asked };
}

/** A widget whose page has the types listed and the address following its steps. */
async function ready(address: string) {
  const widget = setup(address);
  await vi.waitFor(() => expect(widget.store.types.value).toHaveLength(2));
  await vi.waitFor(() => expect(widget.store.deepLinkActive.value).toBe(true));
  return widget;
}

describe('opening the link the page was loaded with', () => {
  it('opens a session’s details, its time read in the space’s zone, and leaves the address as it is', async () => {
    const { store, page, asked } = setup('https://studio.example/?space-booking=flow/2026-03-29/02:30&x=1');
    await vi.waitFor(() => expect(store.step.value).toBe('details'));
    expect(store.typeId.value).toBe(A);
    expect(store.slot.value).toEqual(FLOW_SLOTS[1]);
    expect(store.month.value).toBe('2026-03');
    expect(store.deepLinkNotice.value).toBeNull();
    expect(page.writes).toEqual([]);
    expect(asked).toEqual([A]);
  });

  it('opens a day’s times for a link to a day', async () => {
    const { store, page } = setup('https://studio.example/?space-booking=flow/2026-03-30');
    await vi.waitFor(() => expect(store.date.value).toBe('2026-03-30'));
    expect(store.step.value).toBe('time');
    expect(store.slot.value).toBeNull();
    expect(page.writes).toEqual([]);
  });

  it('opens that day’s remaining times, saying so, for a time that is gone', async () => {
    const { store, page } = setup('https://studio.example/?space-booking=flow/2026-03-29/06:00');
    await vi.waitFor(() => expect(store.deepLinkNotice.value).toBe('timeGone'));
    expect(store.step.value).toBe('time');
    expect(store.date.value).toBe('2026-03-29');
    // The address says what is on screen now, in place of the entry the page was loaded with.
    expect(page.writes).toEqual([{ address: 'https://studio.example/?space-booking=flow/2026-03-29', push: false }]);
  });

  it('opens the first day with times, saying so, for a day that has none left', async () => {
    const { store } = setup('https://studio.example/?space-booking=flow/2026-04-02/09:00');
    await vi.waitFor(() => expect(store.deepLinkNotice.value).toBe('timeGone'));
    expect(store.date.value).toBe('2026-03-28');
  });

  it('opens the list, saying so, for a type that is gone, and forgets the link', async () => {
    const { store, page } = setup('https://studio.example/?space-booking=pilates/2026-03-29/09:00#top');
    await vi.waitFor(() => expect(store.deepLinkNotice.value).toBe('typeGone'));
    expect(store.step.value).toBe('type');
    expect(page.link()).toBeNull();
    expect(page.entries).toEqual(['https://studio.example/#top']);
  });

  it('ignores a malformed link: the host’s type opens, and the address is left alone until the visitor moves', async () => {
    const { store, page, asked } = setup('https://studio.example/?space-booking=flow/next-tuesday', { bookingType: B });
    await vi.waitFor(() => expect(store.type.value?.slug).toBe('hiit'));
    expect(store.step.value).toBe('time');
    expect(store.deepLinkNotice.value).toBeNull();
    expect(asked).toEqual([B]);
    // The widget's own step (hiit has no times) in place of the malformed link, in the same entry.
    expect(page.entries).toEqual(['https://studio.example/?space-booking=hiit']);
  });

  it('with a link, the host’s type named by id is not asked for', async () => {
    const { store, asked } = setup('https://studio.example/?space-booking=flow/2026-03-30', { bookingType: B });
    await vi.waitFor(() => expect(store.date.value).toBe('2026-03-30'));
    expect(store.typeId.value).toBe(A);
    expect(asked).toEqual([A]);
  });

  it('reads and writes nothing without deep-link', async () => {
    const off = setup('https://studio.example/?space-booking=flow/2026-03-29/02:30', { deepLink: false });
    await vi.waitFor(() => expect(off.store.types.value).toHaveLength(2));
    expect(off.store.step.value).toBe('type');
    off.store.selectType(A);
    await vi.waitFor(() => expect(off.store.date.value).toBe('2026-03-28'));
    expect(off.page.writes).toEqual([]);
  });
});

describe('the address follows the visitor’s steps', () => {
  it('pushes an entry per step, keeps the page’s own parameters and hash, and rewrites the entry for the widget’s own moves', async () => {
    const { store, page } = await ready(PAGE);
    store.selectType(A);
    await vi.waitFor(() => expect(store.date.value).toBe('2026-03-28'));
    store.selectDate('2026-03-29');
    store.chooseSlot(FLOW_SLOTS[2]!);
    expect(page.entries).toEqual([
      PAGE,
      'https://studio.example/classes?utm_source=mail&space-booking=flow/2026-03-29#book',
      'https://studio.example/classes?utm_source=mail&space-booking=flow/2026-03-29/18:00#book',
    ]);
    expect(page.writes.map((write) => write.push)).toEqual([true, false, false, true]);
  });

  it('moves the widget to the step in the address on Back and Forward', async () => {
    const { store, page } = await ready(PAGE);
    store.selectType(A);
    await vi.waitFor(() => expect(store.date.value).toBe('2026-03-28'));
    store.chooseSlot(FLOW_SLOTS[0]!);
    const entries = [...page.entries];

    page.back();
    await vi.waitFor(() => expect(store.step.value).toBe('time'));
    expect(store.date.value).toBe('2026-03-28');
    page.back();
    await vi.waitFor(() => expect(store.step.value).toBe('type'));
    page.forward();
    await vi.waitFor(() => expect(store.step.value).toBe('time'));
    page.forward();
    await vi.waitFor(() => expect(store.step.value).toBe('details'));
    expect(store.slot.value).toEqual(FLOW_SLOTS[0]);
    // Following the history wrote nothing of its own.
    expect(page.entries).toEqual(entries);
  });

  it('the widget’s own Back is a step too', async () => {
    const { store, page } = setup('https://studio.example/?space-booking=flow/2026-03-30/07:00');
    await vi.waitFor(() => expect(store.step.value).toBe('details'));
    store.back();
    expect(page.entries).toEqual(['https://studio.example/?space-booking=flow/2026-03-30/07:00', 'https://studio.example/?space-booking=flow/2026-03-30']);
    page.back();
    await vi.waitFor(() => expect(store.step.value).toBe('details'));
  });

  it('stops listening when the widget goes', async () => {
    const { store, page } = await ready(PAGE);
    store.selectType(A);
    await vi.waitFor(() => expect(store.date.value).toBe('2026-03-28'));
    store.dispose();
    page.back();
    expect(store.step.value).toBe('time');
  });
});
