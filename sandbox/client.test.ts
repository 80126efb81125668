/** The client of src/api against the sandbox, over real HTTP: both sides read the same rules alike. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type Client } from '../src/api/client';
import { createBooking } from '../src/api/create-booking';
import { daysBetween } from '../src/time/zone';
import type { GuestBookingRequest } from '../src/api/types';
import { seedTypeId } from './seed';
import { guest, startSandbox, type LoggedRequest, type TestSandbox } from './test-support';

let t: TestSandbox;
let client: Client;
beforeEach(async () => {
  t = await startSandbox();
  client = createClient({ apiBase: `${t.url}/v1`, sleep: async () => {} });
});
afterEach(() => t.close());

const requests = async () => (await t.control<{ data: LoggedRequest[] }>('requests')).data;
const query = (r: LoggedRequest) => new URL(r.path, 'http://x').searchParams;

describe('the client against the sandbox', () => {
  it('reads all live booking types of a space with more than one default page', async () => {
    const types = await client.bookingTypes('tide-sydney', { locale: 'en' });
    expect(types).toHaveLength(30);
    expect(types.some((type) => type.slug === 'winter-swim-club')).toBe(false);
  });

  it('asks for up to 63 dates per availability request, and the sandbox accepts each', async () => {
    const id = seedTypeId('harbour-yoga', 'sunrise-vinyasa');
    const { timezone, slots } = await client.availability('harbour-yoga', id, { from: '2026-03-27', to: '2026-06-25' });
    const asked = (await requests()).filter((r) => r.path.includes('/availability'));
    expect(asked.map((r) => [query(r).get('from'), query(r).get('to'), r.status])).toEqual([
      ['2026-03-27', '2026-05-28', 200],
      ['2026-05-29', '2026-06-25', 200],
    ]);
    expect(daysBetween('2026-03-27', '2026-05-28')).toBe(62);
    expect(timezone).toBe('Europe/London');
    // Both pieces gave slots, merged in order without gaps at the seam.
    const dates = slots.map((s) => s.date);
    expect(dates).toContain('2026-05-28');
    expect(dates).toContain('2026-05-29');
    expect(dates).toEqual([...dates].sort());
  });

  it('books with its key and no credential, and never sends a host-only field', async () => {
    const body = { ...guest('failure-lab', 'works', '2026-03-30', '14:00'), allow_over_capacity: true } as GuestBookingRequest;
    const booking = await createBooking(client, 'failure-lab', body, { idempotencyKey: 'k-client' });
    expect(booking).toMatchObject({ status: 'confirmed', scheduled_date: '2026-03-30', source: 'external_partner' });
    const [post] = (await requests()).filter((r) => r.method === 'POST');
    expect(post).toMatchObject({ idempotency_key: 'k-client', has_authorization: false, status: 201, idempotency: 'new' });
  });

  it('turns a refusal into an ApiError carrying booking_failure', async () => {
    const body = guest('failure-lab', 'capacity-full', '2026-03-30', '14:00');
    await expect(createBooking(client, 'failure-lab', body, { idempotencyKey: 'k-full' })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      type: 'conflict',
      bookingFailure: { reason: 'capacity_full', override: 'allow_over_capacity' },
    });
  });

  it('retries a GET after an injected 503 and reports an injected malformed body as malformed', async () => {
    await t.control('faults', { path: '/v1/public/harbour-yoga?', fault: { type: 'status', status: 503 } });
    expect((await client.profile('harbour-yoga', { locale: 'en' })).timezone).toBe('Europe/London');
    expect((await requests()).filter((r) => r.path.startsWith('/v1/public/harbour-yoga?')).map((r) => r.status)).toEqual([503, 200]);
    await t.control('faults', { path: '/booking-types', times: 4, fault: { type: 'malformed' } });
    await expect(client.bookingTypes('harbour-yoga', { locale: 'en' })).rejects.toMatchObject({ kind: 'malformed' });
  });
});
