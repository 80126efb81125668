/** Test helpers: a fake SpaceClient (no network) and a rendered widget around it. Not shipped. */
import { cleanup as unmountRendered, configure, fireEvent, render, waitFor } from '@testing-library/preact';
import { expect } from 'vitest';
import { h } from 'preact';
import type { SpaceClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { Availability, Booking, BookingType, GuestBookingRequest, Page, Post, Profile, Slot } from '../api/types';
import type { SpaceBookingEventName } from '../state/events';
import { emptyConfig, type WidgetConfig } from '../state/config';
import { createKeyStore } from '../state/idempotency-key';
import { createStore, type Store } from '../state/store';
import type { SubmitPolicy } from '../state/book';
import { en } from '../i18n/catalogs/en';
import { addDays } from '../time/zone';
import { App } from './App';

// A busy machine (CI on two cores) may take more than a second to load the first modules a test imports on demand.
configure({ asyncUtilTimeout: 5000 });

/** 2026-03-27T09:00Z: two days before London's summer time starts. */
export const NOW = new Date('2026-03-27T09:00:00Z');

export const TYPE_ID = '11111111-1111-4111-8111-111111111111';
export const TYPE_ID_2 = '22222222-2222-4222-8222-222222222222';

export function profileFixture(over: Partial<Profile> = {}): Profile {
  return {
    handle: 'harbour-yoga',
    name: 'Harbour Yoga',
    tagline: 'Yoga by the sea',
    timezone: 'Europe/London',
    currency: 'GBP',
    locales: ['en'],
    website_url: 'https://harbour.example/',
    logo_url: 'https://harbour.example/logo.png',
    location: { city: 'Brighton', country: 'United Kingdom' },
    accepts_bookings: true,
    ...over,
  };
}

export function typeFixture(over: Partial<BookingType> = {}): BookingType {
  return { id: TYPE_ID, slug: 'hatha', title: 'Hatha Flow', duration_minutes: 60, price_amount: 1500, intro_offer: null, ...over };
}

/** Slots at the given times on every date from..to except the `closed` dates. */
export function daily(times: string[], closed: string[] = []) {
  return (from: string, to: string): Slot[] => {
    const slots: Slot[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      if (closed.includes(d)) continue;
      for (const start of times) slots.push({ date: d, start_time: start, end_time: start, remaining: 3 });
    }
    return slots;
  };
}

/** A call of the fake client: a route read, or `createBooking` for the one route written to. */
export interface Call {
  method: keyof Omit<SpaceClient, 'apiBase' | 'write'> | 'createBooking';
  args: unknown[];
}

export interface FakeSpace {
  /** The profile, or the profile as the space answers in each locale. */
  profile?: Profile | ApiError | ((locale: string) => Profile | ApiError | Promise<Profile>);
  /** The booking types, or the types the space has text for in each locale (none elsewhere). */
  types?: BookingType[] | ApiError | ((locale: string) => BookingType[] | Promise<BookingType[]>);
  timezone?: string;
  slots?: (from: string, to: string, typeId: string) => Slot[];
  availabilityError?: ApiError;
  /** The posts in each locale (none by default); `GET /posts` through `read`. */
  posts?: (locale: string) => unknown[] | ApiError | Promise<unknown[]>;
  /** The booking's answer; a promise keeps the request out until it settles. */
  book?: (body: GuestBookingRequest) => Booking | ApiError | Promise<Booking>;
}

/** An `HH:MM` an hour after `time` (the fixtures' types last an hour), past midnight from 23:00. */
const hourAfter = (time: string): string => `${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, '0')}${time.slice(2)}`;

export function bookingFor(body: GuestBookingRequest, title = 'Hatha Flow'): Booking {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    booking_type_id: body.booking_type_id,
    booking_type_title: title,
    scheduled_date: body.scheduled_date,
    scheduled_start_time: body.scheduled_start_time,
    scheduled_end_time: hourAfter(body.scheduled_start_time),
    status: 'confirmed',
    source: 'external_partner',
    customer: body.customer,
    created_at: NOW.toISOString(),
  };
}

const settle = <T,>(value: T | ApiError | Promise<T>): Promise<T> =>
  value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value);

/** A SpaceClient answering from `space` and recording every call. */
export function fakeClient(space: FakeSpace = {}) {
  const calls: Call[] = [];
  const client: SpaceClient = {
    apiBase: 'http://127.0.0.1:4010/v1',
    profile(...args) {
      calls.push({ method: 'profile', args });
      const { locale } = args[1] as { locale: string };
      const { profile } = space;
      // By default, a space with text in the locale asked for, and in no other.
      return settle(typeof profile === 'function' ? profile(locale) : profile ?? profileFixture({ locales: [locale] }));
    },
    bookingTypes(...args) {
      calls.push({ method: 'bookingTypes', args });
      const { types } = space;
      return settle(typeof types === 'function' ? types((args[1] as { locale: string }).locale) : types ?? [typeFixture()]);
    },
    availability(...args) {
      calls.push({ method: 'availability', args });
      if (space.availabilityError) return Promise.reject(space.availabilityError);
      const [, typeId, { from, to }] = args;
      const slots = (space.slots ?? daily(['09:00', '18:30']))(from, to, typeId);
      const body: Availability = { timezone: space.timezone ?? 'Europe/London', slots };
      return Promise.resolve(body);
    },
    read<T>(...args: [string, string, Record<string, unknown>, ...unknown[]]) {
      calls.push({ method: 'read', args });
      const [, path, query] = args;
      if (path !== '/posts') return Promise.reject(new Error(`the fake client has no GET ${path}`));
      const data = space.posts ? space.posts(String(query.locale)) : [];
      return settle(data).then((items) => ({ data: items as Post[], has_more: false, next_cursor: null }) satisfies Page<Post> as T);
    },
    write<T>(handle: string, path: string, body: unknown, headers: Record<string, string>, _check: unknown, options?: { signal?: AbortSignal }) {
      if (path !== '/bookings') return Promise.reject(new Error(`the fake client has no POST ${path}`));
      const request = body as GuestBookingRequest;
      calls.push({ method: 'createBooking', args: [handle, request, { idempotencyKey: headers['Idempotency-Key'], signal: options?.signal }] });
      return settle(space.book ? space.book(request) : bookingFor(request)) as Promise<T>;
    },
  };
  return { client, calls };
}

export interface Setup {
  space?: FakeSpace;
  config?: Partial<WidgetConfig>;
  visitorZone?: string;
  online?: boolean;
  policy?: SubmitPolicy;
  /** The clock (default: NOW, fixed). */
  now?: () => Date;
  /** Where the page would go (`success-url`); default: nowhere. */
  navigate?: (url: string) => void;
}

/** The stores createTestStore made that no `cleanup` has ended yet. */
const stores = new Set<Store>();

/**
 * Unmounts what the test rendered (Testing Library's `cleanup`) and disposes every store
 * createTestStore made, so that none of their timers or frame callbacks outlives the test (or its
 * environment): `afterEach(cleanup)`.
 */
export function cleanup(): void {
  unmountRendered();
  for (const store of stores) store.dispose();
  stores.clear();
}

/** A widget's store around a fake client, configured for harbour-yoga; events are collected in `events`. */
export function createTestStore({ space, config, visitorZone = 'Europe/London', online = true, policy, now = () => NOW, navigate = () => {} }: Setup = {}) {
  const { client, calls } = fakeClient(space);
  const events: { name: SpaceBookingEventName; detail: unknown }[] = [];
  let store: Store;
  store = createStore({
    createClient: () => client,
    emit: (name, detail) => void events.push({ name, detail }),
    setLocale: (locale) => store.configure({ ...store.config.value, locale }),
    now,
    navigate,
    visitorZone: () => visitorZone,
    online: () => online,
    keyStore: createKeyStore({ storage: null }),
    submitPolicy: { retries: 0, locks: null, ...policy },
  });
  store.configure({ ...emptyConfig, handle: 'harbour-yoga', apiBase: client.apiBase, ...config });
  stores.add(store);
  return { store, calls, events };
}

/** Waits until the interface speaks `locale`: its catalog has come (English at once). */
export const speaks = (store: Store, locale: string) => waitFor(() => expect(store.interfaceLocale.value).toBe(locale));

/** Renders the widget's App around a fake client; events are collected in `events`. */
export function setup(options: Setup = {}) {
  const { store, calls, events } = createTestStore(options);
  const view = render(<App store={store} />);
  return { ...view, store, calls, events };
}

/** Books the 9:00 AM slot of the first day with times as Ann, and waits for the confirmation. */
export async function bookAsAnn(view: ReturnType<typeof setup>): Promise<void> {
  fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
  fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  await view.findByRole('heading', { name: en.bookedHeading });
}
