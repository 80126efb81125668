import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedTypeId } from './seed';
import { guest, PINNED_NOW, startSandbox, type ControlBooking, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => t.close());

const HY = 'harbour-yoga';
const bookings = async (handle = HY) => (await t.control<{ data: ControlBooking[] }>(`bookings?handle=${handle}`)).data;

describe('POST /public/{handle}/bookings: success', () => {
  it('answers 201 with the whole Booking', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00', {
      customer: { name: '  Ada Lovelace ', email: 'Ada@Example.com' },
      notes: 'Knee injury, please advise',
    });
    const r = await t.book(HY, body, 'key-1');
    expect(r.status).toBe(201);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      booking_type_id: seedTypeId(HY, 'slow-flow'),
      booking_type_title: 'Slow Flow',
      scheduled_date: '2026-03-31',
      scheduled_start_time: '19:00',
      scheduled_end_time: '20:15',
      status: 'confirmed',
      source: 'external_partner',
      customer: { name: 'Ada Lovelace', email: 'Ada@Example.com' },
      price: { amount: 800, currency: 'GBP' },
      paid_at: null,
      checked_in_at: null,
      cancelled_at: null,
      was_intro_offer: true,
      // `notes` is the host's note; the customer's note is kept apart.
      notes: null,
      created_at: PINNED_NOW,
    });
    const [stored] = await bookings();
    expect(stored).toMatchObject({ id: r.body.id, customer_note: 'Knee injury, please advise', idempotency_key: 'key-1' });
  });

  it('defaults source to external_partner and records marketing consent only when given', async () => {
    const { source: _omit, ...body } = guest(HY, 'yin-restore', '2026-04-01', '21:00', { marketing_consent: true });
    const r = await t.book(HY, body);
    expect(r.status).toBe(201);
    expect(r.body.source).toBe('external_partner');
    expect(r.body.was_intro_offer).toBe(false);
    expect(r.body.price).toEqual({ amount: 1800, currency: 'GBP' });
    expect((await t.book(HY, guest(HY, 'yin-restore', '2026-04-01', '21:00'))).status).toBe(201);
    const [yes, no] = await bookings();
    expect(yes!.marketing_consent).toEqual({ given: true, text: expect.any(String), recorded_at: PINNED_NOW });
    expect(no!.marketing_consent).toEqual({ given: false, text: null, recorded_at: null });
  });

  it('gives the intro offer once per guest, recognised by lowercased email; cancelled bookings count', async () => {
    const customer = { name: 'Bo', email: 'bo@example.com' };
    const first = await t.book(HY, guest(HY, 'sunrise-vinyasa', '2026-03-30', '06:30', { customer }));
    expect(first.body).toMatchObject({ was_intro_offer: true, price: { amount: 500, currency: 'GBP' } });
    const again = await t.book(HY, guest(HY, 'sunrise-vinyasa', '2026-03-31', '06:30', { customer: { name: 'Bo', email: ' BO@Example.COM ' } }));
    expect(again.body).toMatchObject({ was_intro_offer: false, price: { amount: 1400, currency: 'GBP' } });

    // Another guest whose only booking was cancelled has still used the offer.
    const carol = { name: 'Carol', email: 'carol@example.com' };
    expect((await t.book(HY, guest(HY, 'slow-flow', '2026-03-31', '19:00', { customer: carol }))).body.was_intro_offer).toBe(true);
    const row = t.sandbox.state.bookings.list(HY).find((b) => b.booking.customer.email === 'carol@example.com')!;
    row.booking.status = 'cancelled';
    const afterCancel = await t.book(HY, guest(HY, 'sunrise-vinyasa', '2026-03-30', '06:30', { customer: carol }));
    expect(afterCancel.body).toMatchObject({ was_intro_offer: false, price: { amount: 1400 } });
  });

  it('treats intro offers per space', async () => {
    const customer = { name: 'Dee', email: 'dee@example.com' };
    expect((await t.book(HY, guest(HY, 'sunrise-vinyasa', '2026-03-30', '06:30', { customer }))).body.was_intro_offer).toBe(true);
    const clay = await t.book('brooklyn-clay', guest('brooklyn-clay', 'wheel-throwing-101', '2026-04-02', '18:30', { customer }));
    expect(clay.status).toBe(201);
    expect(clay.body).toMatchObject({ was_intro_offer: true, price: { amount: 3500, currency: 'USD' } });
  });

  it('books a space on clocks the zone it names does not have by those clocks, past midnight too', async () => {
    const FC = 'frontera-ceramica';
    const r = await t.book(FC, guest(FC, 'wheel-night', '2026-03-28', '23:00'));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ scheduled_date: '2026-03-28', scheduled_start_time: '23:00', scheduled_end_time: '01:00' });
    // 10:00 on Friday there is 16:00 UTC, seven hours after the pinned 09:00 UTC.
    expect((await t.book(FC, guest(FC, 'wheel-night', '2026-03-27', '10:00'))).status).toBe(201);
  });

  it('prices in the space currency, JPY without decimals', async () => {
    const r = await t.book('sakura-studio', guest('sakura-studio', 'tea-ceremony', '2026-03-31', '10:00'));
    expect(r.status).toBe(201);
    expect(r.body.price).toEqual({ amount: 3500, currency: 'JPY' });
    expect(r.body.booking_type_title).toBe('Tea Ceremony');
  });

  it('accepts the longest allowed name and notes', async () => {
    const body = guest(HY, 'yin-restore', '2026-04-03', '21:00', {
      customer: { name: 'n'.repeat(200), email: 'long@example.com' },
      notes: 'é'.repeat(1000),
    });
    expect((await t.book(HY, body)).status).toBe(201);
  });

  it('counts an email address in characters (code points), as the name and notes: 254 at most', async () => {
    // 254 characters of which 242 take two UTF-16 units each: 496 units.
    const longest = `${'𝒶'.repeat(242)}@example.com`;
    const at = (email: string, time: string) => guest(HY, 'yin-restore', '2026-04-03', time, { customer: { name: 'Ann', email } });
    expect((await t.book(HY, at(longest, '21:00'))).status).toBe(201);
    const over = await t.book(HY, at(`𝒶${longest}`, '21:00'));
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ field: 'customer.email', message: 'customer.email must be at most 254 characters' });
  });
});

describe('POST /public/{handle}/bookings: who the guest is', () => {
  const slow = (date: string, customer: Record<string, string>) => guest(HY, 'slow-flow', date, '19:00', { customer } as never);

  it('recognises a guest without an email by the digits of the phone', async () => {
    const first = await t.book(HY, slow('2026-03-31', { name: 'Gus', phone: '+44 (20) 7946-0001' }));
    expect(first.status).toBe(201);
    expect(first.body.was_intro_offer).toBe(true);
    expect(first.body.customer).toEqual({ name: 'Gus', phone: '+44 (20) 7946-0001' });
    const sameSession = await t.book(HY, slow('2026-03-31', { name: 'Gus', phone: '44 20 7946 0001' }));
    expect(sameSession.body.error.booking_failure).toEqual({ reason: 'duplicate_booking', override: null });
    const later = await t.book(HY, slow('2026-04-02', { name: 'Gus', phone: '442079460001' }));
    expect(later.body).toMatchObject({ was_intro_offer: false, price: { amount: 1600 } });
  });

  it('recognises by email first: one phone with two emails is two guests', async () => {
    const phone = '+1 555 0100';
    const a = await t.book(HY, slow('2026-03-31', { name: 'Hal', email: 'hal@example.com', phone }));
    const b = await t.book(HY, slow('2026-03-31', { name: 'Ida', email: 'ida@example.com', phone }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.was_intro_offer, b.body.was_intro_offer]).toEqual([true, true]);
  });

  // "A customer who gives neither is a first-timer on every visit": booked, never recognised.
  it('books a customer with neither an email nor a phone with digits as a first-timer every time', async () => {
    const first = await t.book(HY, slow('2026-03-31', { name: 'Jo' }), 'jo-1');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ customer: { name: 'Jo' }, was_intro_offer: true, price: { amount: 800 } });
    // The same name in the same session is not a duplicate, and the intro offer is not used up.
    const again = await t.book(HY, slow('2026-03-31', { name: 'Jo' }), 'jo-2');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ customer: { name: 'Jo' }, was_intro_offer: true });
    // A blank email and a phone without digits recognise nobody either.
    const blank = await t.book(HY, slow('2026-03-31', { name: 'Jo', email: ' ', phone: '-' }), 'jo-3');
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ customer: { name: 'Jo', phone: '-' }, was_intro_offer: true });
    expect((await bookings()).map((b) => [b.idempotency_key, b.guest_key])).toEqual([
      ['jo-1', null],
      ['jo-2', null],
      ['jo-3', null],
    ]);
    // Capacity still counts them: slow-flow has three places.
    const full = await t.book(HY, slow('2026-03-31', { name: 'Jo' }), 'jo-4');
    expect(full.status).toBe(409);
    expect(full.body.error.booking_failure).toMatchObject({ reason: 'capacity_full' });
  });

  it('still needs a name from a customer who gives neither an email nor a phone', async () => {
    for (const customer of [{}, { email: '', phone: '' }, { name: ' ' }] as Record<string, string>[]) {
      const r = await t.book(HY, slow('2026-03-31', customer));
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ type: 'invalid_request', field: 'customer.name' });
    }
    expect(await bookings()).toEqual([]);
  });
});

describe('POST /public/{handle}/bookings: validation (400 with error.field)', () => {
  const ok = () => guest(HY, 'slow-flow', '2026-03-31', '19:00');
  const without = (key: string) => {
    const b: Record<string, unknown> = ok();
    delete b[key];
    return b;
  };
  const cases: [string, unknown, string][] = [
    ['missing booking_type_id', without('booking_type_id'), 'booking_type_id'],
    ['booking_type_id not a uuid', { ...ok(), booking_type_id: 'slow-flow' }, 'booking_type_id'],
    ['missing scheduled_date', without('scheduled_date'), 'scheduled_date'],
    ['impossible date', { ...ok(), scheduled_date: '2026-02-30' }, 'scheduled_date'],
    ['missing start time', without('scheduled_start_time'), 'scheduled_start_time'],
    ['start time not HH:MM', { ...ok(), scheduled_start_time: '7:00pm' }, 'scheduled_start_time'],
    ['start time not a session start', { ...ok(), scheduled_start_time: '18:00' }, 'scheduled_start_time'],
    ['date with no session of the type', { ...ok(), scheduled_date: '2026-04-01' }, 'scheduled_start_time'],
    ['missing customer', without('customer'), 'customer'],
    ['customer not an object', { ...ok(), customer: 'Ada' }, 'customer'],
    ['empty name', { ...ok(), customer: { name: '   ', email: 'a@example.com' } }, 'customer.name'],
    ['name too long', { ...ok(), customer: { name: 'n'.repeat(201), email: 'a@example.com' } }, 'customer.name'],
    ['missing name, only an email', { ...ok(), customer: { email: 'a@example.com' } }, 'customer.name'],
    ['invalid email', { ...ok(), customer: { name: 'Ada', email: 'ada@' } }, 'customer.email'],
    ['invalid email beside a phone', { ...ok(), customer: { name: 'Ada', email: 'ada@', phone: '123' } }, 'customer.email'],
    ['email not a string', { ...ok(), customer: { name: 'Ada', email: 42, phone: '123' } }, 'customer.email'],
    ['phone not a string', { ...ok(), customer: { name: 'Ada', email: 'a@example.com', phone: 123 } }, 'customer.phone'],
    ['unknown customer field', { ...ok(), customer: { name: 'Ada', email: 'a@example.com', vip: true } }, 'customer.vip'],
    ['unknown source', { ...ok(), source: 'widget' }, 'source'],
    ['consent not boolean', { ...ok(), marketing_consent: 'yes' }, 'marketing_consent'],
    ['notes not a string', { ...ok(), notes: 42 }, 'notes'],
    ['notes too long', { ...ok(), notes: 'x'.repeat(1001) }, 'notes'],
    ['allow_over_capacity', { ...ok(), allow_over_capacity: true }, 'allow_over_capacity'],
    ['allow_policy_bypass', { ...ok(), allow_policy_bypass: false }, 'allow_policy_bypass'],
    ['payment_status', { ...ok(), payment_status: 'paid' }, 'payment_status'],
    ['unknown field', { ...ok(), coupon: 'FREE' }, 'coupon'],
  ];

  it.each(cases)('%s', async (_name, body, field) => {
    const r = await t.book(HY, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'invalid_request', field, message: expect.any(String) });
    expect(await bookings()).toEqual([]);
  });

  it('refuses a start time that does not exist on the DST Sunday', async () => {
    const r = await t.book(HY, guest(HY, 'night-owl-nidra', '2026-03-29', '01:30'));
    expect(r.status).toBe(400);
    expect(r.body.error.field).toBe('scheduled_start_time');
    expect((await t.book(HY, guest(HY, 'night-owl-nidra', '2026-03-28', '01:30'))).status).toBe(201);
  });

  it.each([
    ['not JSON', '{"booking_type_id":'],
    ['an array', '[]'],
    ['null', 'null'],
  ])('refuses a body that is %s', async (_name, raw) => {
    const r = await t.post<{ error: { type: string } }>(`/v1/public/${HY}/bookings`, raw);
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('invalid_request');
  });

  it('wants JSON as Content-Type', async () => {
    const r = await t.post<{ error: { type: string } }>(`/v1/public/${HY}/bookings`, JSON.stringify(ok()), {
      'Content-Type': 'text/plain',
    });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('invalid_request');
  });
});

describe('POST /public/{handle}/bookings: who may book', () => {
  it('refuses guests with 403 where the space takes no public bookings', async () => {
    const r = await t.book('quiet-house', guest('quiet-house', 'sitting', '2026-03-30', '19:00'));
    expect(r.status).toBe(403);
    expect(r.body.error.type).toBe('insufficient_scope');
    expect(await bookings('quiet-house')).toEqual([]);
  });

  it('answers 404 for an unknown space and 400 for a malformed handle', async () => {
    expect((await t.book('no-such-space', guest(HY, 'slow-flow', '2026-03-31', '19:00'))).status).toBe(404);
    expect((await t.book('No_Such', guest(HY, 'slow-flow', '2026-03-31', '19:00'))).status).toBe(400);
  });
});
