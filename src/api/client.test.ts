import { describe, expect, it } from 'vitest';
import { toBookingBody } from './booking-body';
import { createClient, MAX_PAGES, type ClientOptions } from './client';
import { createBooking } from './create-booking';
import { ApiError } from './errors';
import { errorBody, fakeFetch, json, rejection, type Call } from './fake-fetch.testing';
import type { GuestBookingRequest } from './types';

const BASE = 'https://api.example.com/v1';
const DAY = 864e5;

function setup(reply: (call: Call, index: number) => Response | Promise<Response>, options: Partial<ClientOptions> = {}) {
  const wire = fakeFetch(reply);
  const client = createClient({ apiBase: BASE, fetch: wire.fetch, sleep: async () => {}, ...options });
  return { ...wire, client };
}

const query = (call: Call | undefined) => new URL(call!.url).searchParams;
const path = (call: Call | undefined) => new URL(call!.url).pathname;

const profile = { handle: 'wien-atelier', name: 'Atelier', timezone: 'Europe/Vienna', currency: 'EUR', locales: ['de-AT'], accepts_bookings: true };

const request: GuestBookingRequest = {
  booking_type_id: '7d1f0c1e-0000-4000-8000-000000000001',
  scheduled_date: '2026-03-30',
  scheduled_start_time: '09:00',
  customer: { name: 'Ada', email: 'ada@example.com' },
  source: 'external_partner',
  marketing_consent: false,
};

const booking = { id: 'b1', status: 'confirmed', source: 'external_partner', scheduled_date: '2026-03-30' };

describe('profile', () => {
  it('GETs /public/{handle} with the locale exactly as given and tolerates extra fields', async () => {
    const { client, calls } = setup(() => json({ ...profile, brand_new_field: { x: 1 } }));
    const result = await client.profile('wien-atelier', { locale: 'de-AT' });
    expect(result).toMatchObject({ ...profile, brand_new_field: { x: 1 } });
    expect(calls[0]!.url).toBe(`${BASE}/public/wien-atelier?locale=de-AT`);
  });

  it('accepts a base address with one trailing slash', async () => {
    const { client, calls } = setup(() => json(profile), { apiBase: `${BASE}/` });
    expect(client.apiBase).toBe(BASE);
    await client.profile('wien-atelier', { locale: 'en' });
    expect(calls[0]!.url).toBe(`${BASE}/public/wien-atelier?locale=en`);
  });

  it('rejects a profile without a timezone as malformed', async () => {
    const { client } = setup(() => json({ handle: 'x' }));
    expect(await rejection(client.profile('harbour-yoga', { locale: 'en' }))).toMatchObject({ kind: 'malformed' });
  });
});

describe('a zone this platform does not know', () => {
  // Newer IANA zones are missing from older browsers (Safari 15 has no America/Ciudad_Juarez):
  // the name is passed on as given, never taken for a malformed answer.
  it('is passed on as given in the profile and in availability', async () => {
    const timezone = 'America/Nowhere_Test';
    const slots = [{ date: '2026-03-28', start_time: '09:00', end_time: '10:00', remaining: 2 }];
    const { client } = setup((call) => json(call.url.includes('/availability') ? { timezone, slots } : { ...profile, timezone }));
    expect((await client.profile('wien-atelier', { locale: 'en' })).timezone).toBe(timezone);
    expect(await client.availability('wien-atelier', 't1', { from: '2026-03-28', to: '2026-03-28' })).toEqual({ timezone, slots });
  });
});

describe('locale', () => {
  it.each(['de-AT', 'en', 'zh-Hant-TW', 'es-419'])('sends %s unchanged on every content route', async (locale) => {
    const { client, calls } = setup((c) => json(c.url.includes('/booking-types') ? { data: [], has_more: false } : profile));
    await client.profile('harbour-yoga', { locale });
    await client.bookingTypes('harbour-yoga', { locale });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(query(call).getAll('locale')).toEqual([locale]);
      expect(call.url).toContain(`locale=${locale}`);
    }
  });

  it('rejects a missing locale without a request', async () => {
    const { client, calls } = setup(() => json(profile));
    const error = await rejection(client.profile('harbour-yoga', {} as never));
    expect(error).toMatchObject({ kind: 'invalid_input', field: 'locale' });
    expect(calls).toHaveLength(0);
  });
});

describe('bookingTypes', () => {
  const type = (id: string, archived?: boolean) => ({ id, slug: id, title: id, duration_minutes: 60, price_amount: 1000, archived });

  it('follows next_cursor verbatim over every page with limit=100 and removes archived types', async () => {
    const cursors = ['c1+/==?&x', 'c2 %41'];
    const pages = [
      { data: [type('a'), type('b', true)], has_more: true, next_cursor: cursors[0] },
      { data: [type('c')], has_more: true, next_cursor: cursors[1], extra: 'ignored' },
      { data: [type('d', true), type('e', false)], has_more: false, next_cursor: null },
    ];
    const { client, calls } = setup((_, i) => json(pages[i]));
    const types = await client.bookingTypes('tide-sydney', { locale: 'en' });
    expect(types.map((t) => t.id)).toEqual(['a', 'c', 'e']);
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => query(c).get('limit'))).toEqual(['100', '100', '100']);
    expect(calls.map((c) => query(c).get('cursor'))).toEqual([null, ...cursors]);
    expect(calls.every((c) => path(c) === '/v1/public/tide-sydney/booking-types')).toBe(true);
  });

  it('rejects with kind pagination when a cursor repeats', async () => {
    // Without the cache a loop would show as more requests, not hide behind cached pages.
    const { client, calls } = setup((_, i) => json({ data: [type(`t${i}`)], has_more: true, next_cursor: i === 0 ? 'x' : 'y' }), {
      cacheTtlMs: 0,
    });
    expect(await rejection(client.bookingTypes('tide-sydney', { locale: 'en' }))).toMatchObject({ kind: 'pagination' });
    expect(calls.map((c) => query(c).get('cursor'))).toEqual([null, 'x', 'y']);
  });

  it.each([null, undefined, '', 7])('rejects with kind pagination when has_more comes with cursor %j', async (next_cursor) => {
    const { client, calls } = setup(() => json({ data: [], has_more: true, next_cursor }));
    expect(await rejection(client.bookingTypes('tide-sydney', { locale: 'en' }))).toMatchObject({ kind: 'pagination' });
    expect(calls).toHaveLength(1);
  });

  it(`stops after ${MAX_PAGES} pages`, async () => {
    const { client, calls } = setup((_, i) => json({ data: [type(`t${i}`)], has_more: true, next_cursor: `p${i}` }));
    const error = await rejection(client.bookingTypes('tide-sydney', { locale: 'en' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('pagination');
    expect(calls).toHaveLength(MAX_PAGES);
  });

  it('rejects a page without data as malformed', async () => {
    const { client } = setup(() => json({ items: [], has_more: false }));
    expect(await rejection(client.bookingTypes('tide-sydney', { locale: 'en' }))).toMatchObject({ kind: 'malformed' });
  });
});

describe('availability', () => {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
  const id = '7d1f0c1e-0000-4000-8000-000000000001';

  /** Answers each chunk with two slots per chunk, out of order, on its first and last date. */
  const answer = (c: Call) => {
    const q = query(c);
    return json({
      timezone: 'Europe/London',
      slots: [
        { date: q.get('to'), start_time: '18:00', end_time: '19:00', remaining: 1 },
        { date: q.get('from'), start_time: '09:00', end_time: '10:00', remaining: null },
        { date: q.get('from'), start_time: '07:30', end_time: '08:30', remaining: 3 },
      ],
    });
  };

  it('splits 130 days into 3 requests whose `to` is at most 62 days after `from` and merges the slots in date/time order', async () => {
    const { client, calls } = setup(answer);
    const result = await client.availability('harbour-yoga', id, { from: '2026-03-01', to: '2026-07-08' });
    expect(day('2026-07-08') - day('2026-03-01') + 1).toBe(130);
    expect(calls).toHaveLength(3);
    const ranges = calls.map((c) => [query(c).get('from')!, query(c).get('to')!] as const);
    expect(ranges).toEqual([
      ['2026-03-01', '2026-05-02'],
      ['2026-05-03', '2026-07-04'],
      ['2026-07-05', '2026-07-08'],
    ]);
    for (const [from, to] of ranges) expect(day(to) - day(from)).toBeLessThanOrEqual(62);
    for (const c of calls) expect(path(c)).toBe(`/v1/public/harbour-yoga/booking-types/${id}/availability`);
    expect(result.timezone).toBe('Europe/London');
    const keys = result.slots.map((s) => `${s.date} ${s.start_time}`);
    expect(keys).toHaveLength(9);
    expect(keys).toEqual([...keys].sort());
    expect(keys[0]).toBe('2026-03-01 07:30');
    expect(keys.at(-1)).toBe('2026-07-08 18:00');
  });

  it('sends `to` 62 days after `from` (63 dates) in one request and 64 dates in two; a single day is from = to', async () => {
    const { client, calls } = setup(answer, { cacheTtlMs: 0 });
    await client.availability('harbour-yoga', id, { from: '2026-01-01', to: '2026-03-04' });
    expect(calls.map((c) => [query(c).get('from'), query(c).get('to')])).toEqual([['2026-01-01', '2026-03-04']]);
    await client.availability('harbour-yoga', id, { from: '2026-01-01', to: '2026-03-05' });
    expect(calls.slice(1).map((c) => [query(c).get('from'), query(c).get('to')])).toEqual([
      ['2026-01-01', '2026-03-04'],
      ['2026-03-05', '2026-03-05'],
    ]);
    await client.availability('harbour-yoga', id, { from: '2028-02-29', to: '2028-02-29' });
    expect(query(calls.at(-1)).toString()).toBe('from=2028-02-29&to=2028-02-29');
  });

  it.each([
    ['2026-3-01', '2026-03-10'],
    ['2026-02-30', '2026-03-10'],
    ['2026-03-10', '2026-13-01'],
    ['2026-03-10', '2026-03-09'],
    ['2026-01-01', '2027-01-02'],
    ['', ''],
  ])('rejects the range %s..%s without a request', async (from, to) => {
    const { client, calls } = setup(answer);
    expect(await rejection(client.availability('harbour-yoga', id, { from, to }))).toMatchObject({ kind: 'invalid_input' });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a slot that is not an object', [null]],
    ['a slot without a date', [{ start_time: '09:00', end_time: '10:00', remaining: 1 }]],
    ['a slot with an impossible date', [{ date: '2026-02-30', start_time: '09:00', end_time: '10:00', remaining: 1 }]],
    ['a slot whose start is not HH:MM', [{ date: '2026-03-28', start_time: 9, end_time: '10:00', remaining: 1 }]],
  ])('rejects an answer with %s as malformed', async (_, slots) => {
    const { client } = setup(() => json({ timezone: 'Europe/London', slots }));
    const error = await rejection(client.availability('harbour-yoga', id, { from: '2026-03-28', to: '2026-03-28' }));
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('carries no locale and keeps the route CORS-simple', async () => {
    const { client, calls } = setup(answer);
    await client.availability('harbour-yoga', id, { from: '2026-03-27', to: '2026-03-29' });
    expect(query(calls[0]).has('locale')).toBe(false);
    expect(calls[0]!.init.headers).toBeUndefined();
  });

  it('passes fresh and the caller signal through', async () => {
    const { client, calls } = setup(answer);
    await client.availability('harbour-yoga', id, { from: '2026-03-27', to: '2026-03-29' });
    await client.availability('harbour-yoga', id, { from: '2026-03-27', to: '2026-03-29' }, { fresh: true });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.init.cache).toBe('no-cache');
    const error = await rejection(
      client.availability('harbour-yoga', id, { from: '2026-04-01', to: '2026-04-02' }, { signal: AbortSignal.abort() }),
    );
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(calls).toHaveLength(2);
  });
});

describe('createBooking', () => {
  it('POSTs the booking once with Content-Type and Idempotency-Key, no credentials', async () => {
    const { client, calls } = setup(() => json(booking, 201));
    const result = await createBooking(client, 'harbour-yoga', request, { idempotencyKey: 'key-123' });
    expect(result).toEqual(booking);
    const { url, init } = calls[0]!;
    expect(url).toBe(`${BASE}/public/harbour-yoga/bookings`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-123' });
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('never retries, not even a 503', async () => {
    const { client, calls } = setup(() => errorBody(503, 'unavailable'));
    expect(await rejection(createBooking(client, 'harbour-yoga', request, { idempotencyKey: 'k' }))).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('maps a 409 booking_failure', async () => {
    const { client } = setup(() =>
      errorBody(409, 'conflict', { booking_failure: { reason: 'policy_window', override: 'allow_policy_bypass' } }),
    );
    const error = await rejection(createBooking(client, 'failure-lab', request, { idempotencyKey: 'k' }));
    expect(error).toMatchObject({ kind: 'http', status: 409, type: 'conflict', bookingFailure: { reason: 'policy_window' } });
  });

  it('never sends host-only override flags or unknown fields, even when the object carries them', async () => {
    const { client, calls } = setup(() => json(booking, 201));
    const tampered = {
      ...request,
      source: 'admin_walk_in',
      marketing_consent: 'yes',
      allow_over_capacity: true,
      allow_policy_bypass: true,
      payment_status: 'paid',
      check_in_now: true,
      customer: { name: 'Ada', email: 'ada@example.com', allow_over_capacity: true },
    } as unknown as GuestBookingRequest;
    await createBooking(client, 'harbour-yoga', tampered, { idempotencyKey: 'k' });
    const sent = calls[0]!.init.body as string;
    expect(sent).not.toMatch(/allow_|payment_status|check_in_now|admin_walk_in/);
    expect(JSON.parse(sent)).toEqual({ ...request, source: 'external_partner', marketing_consent: false });
  });

  it.each([undefined, '', 'x'.repeat(256), 'has space', 'ü'])('rejects the idempotency key %j without a request', async (key) => {
    const { client, calls } = setup(() => json(booking, 201));
    const error = await rejection(createBooking(client, 'harbour-yoga', request, { idempotencyKey: key as string }));
    expect(error).toMatchObject({ kind: 'invalid_input', field: 'idempotencyKey' });
    expect(calls).toHaveLength(0);
  });

  it('accepts a key of 255 characters', async () => {
    const { client, calls } = setup(() => json(booking, 201));
    await createBooking(client, 'harbour-yoga', request, { idempotencyKey: 'k'.repeat(255) });
    expect(calls).toHaveLength(1);
  });

  it('rejects a created booking without an id as malformed', async () => {
    const { client } = setup(() => json({ status: 'confirmed' }, 201));
    expect(await rejection(createBooking(client, 'harbour-yoga', request, { idempotencyKey: 'k' }))).toMatchObject({ kind: 'malformed' });
  });
});

describe('toBookingBody', () => {
  it('copies only the allowed fields and forces source', () => {
    const input = {
      ...request,
      notes: 'Ground floor please',
      allow_over_capacity: true,
      allow_policy_bypass: true,
      member_id: 'm',
      source: 'native_app',
    } as unknown as GuestBookingRequest;
    const body = toBookingBody(input);
    expect(Object.keys(body).sort()).toEqual(
      ['booking_type_id', 'customer', 'marketing_consent', 'notes', 'scheduled_date', 'scheduled_start_time', 'source'].sort(),
    );
    expect(body.source).toBe('external_partner');
    expect(body).not.toHaveProperty('allow_over_capacity');
    expect(body).not.toHaveProperty('allow_policy_bypass');
  });

  it('sends marketing consent only when it is exactly true', () => {
    expect(toBookingBody({ ...request, marketing_consent: true }).marketing_consent).toBe(true);
    for (const v of ['true', 1, undefined, null]) {
      expect(toBookingBody({ ...request, marketing_consent: v } as never).marketing_consent).toBe(false);
    }
  });

  it('leaves out empty notes and keeps customer to name and email', () => {
    expect(toBookingBody({ ...request, notes: '   ' })).not.toHaveProperty('notes');
    expect(toBookingBody({ ...request, notes: '' })).not.toHaveProperty('notes');
    const body = toBookingBody({ ...request, customer: { name: 'A', email: 'a@b.c', phone: '1' } } as never);
    expect(body.customer).toEqual({ name: 'A', email: 'a@b.c' });
  });

  it('turns non-string values into empty strings rather than nesting objects', () => {
    const body = toBookingBody({ ...request, booking_type_id: { allow_over_capacity: true } } as never);
    expect(body.booking_type_id).toBe('');
  });
});

describe('input validation', () => {
  const calls = (client: ReturnType<typeof createClient>) => [
    () => client.profile('harbour-yoga', { locale: 'en' }),
    () => client.bookingTypes('harbour-yoga', { locale: 'en' }),
    () => client.availability('harbour-yoga', 'id', { from: '2026-03-01', to: '2026-03-02' }),
    () => createBooking(client, 'harbour-yoga', request, { idempotencyKey: 'k' }),
  ];

  it.each([
    'http://api.example.com',
    'https://api.example.com/v2',
    'https://api.example.com/v1//',
    'https://api.example.com/v1?x=1',
    'https://user:pw@api.example.com/v1',
    'ftp://api.example.com/v1',
    'javascript:alert(1)//v1',
    '/v1',
    '',
  ])('refuses the base %j on every route with no request', async (apiBase) => {
    const wire = fakeFetch(() => json({}));
    const client = createClient({ apiBase, fetch: wire.fetch });
    for (const call of calls(client)) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'invalid_input', field: 'apiBase' });
      expect(error.message).toContain('/v1');
    }
    expect(wire.calls).toHaveLength(0);
  });

  it.each(['Harbour-Yoga', '-yoga', 'a', 'a'.repeat(64), '../admin', 'harbour yoga', 'harbour_yoga', 'yoga/', ''])(
    'refuses the handle %j on every route with no request',
    async (handle) => {
      const { client, calls: sent } = setup(() => json({}));
      const routes = [
        () => client.profile(handle, { locale: 'en' }),
        () => client.bookingTypes(handle, { locale: 'en' }),
        () => client.availability(handle, 'id', { from: '2026-03-01', to: '2026-03-02' }),
        () => createBooking(client, handle, request, { idempotencyKey: 'k' }),
      ];
      for (const route of routes) {
        const error = await rejection(route());
        expect(error).toMatchObject({ kind: 'invalid_input', field: 'handle' });
        expect(error.message).toContain('handle');
      }
      expect(sent).toHaveLength(0);
    },
  );

  it('escapes the booking type id into one path segment and refuses an empty one', async () => {
    const { client, calls } = setup(() => json({ timezone: 'UTC', slots: [] }));
    await client.availability('harbour-yoga', 'a/../b?c', { from: '2026-03-01', to: '2026-03-01' });
    expect(path(calls[0])).toBe('/v1/public/harbour-yoga/booking-types/a%2F..%2Fb%3Fc/availability');
    expect(await rejection(client.availability('harbour-yoga', '', { from: '2026-03-01', to: '2026-03-01' }))).toMatchObject({
      kind: 'invalid_input',
    });
    expect(calls).toHaveLength(1);
  });
});
