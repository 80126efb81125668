import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILURE_LAB_REASONS, seedTypeId } from './seed';
import { guest, startSandbox, type ControlBooking, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => t.close());

const HY = 'harbour-yoga';

async function expectRefusal(handle: string, body: unknown, reason: string, override: string | null) {
  const r = await t.book(handle, body);
  expect(r.status).toBe(409);
  expect(r.body.error).toEqual({ type: 'conflict', message: expect.any(String), booking_failure: { reason, override } });
}

describe('booking_failure through the failure-lab types', () => {
  const OVERRIDE: Record<string, string | null> = { capacity_full: 'allow_over_capacity', policy_window: 'allow_policy_bypass' };

  it.each(Object.entries(FAILURE_LAB_REASONS))('%s always fails with %s', async (slug, reason) => {
    await expectRefusal('failure-lab', guest('failure-lab', slug, '2026-03-30', '14:00'), reason, OVERRIDE[reason] ?? null);
    const { data } = await t.control<{ data: ControlBooking[] }>('bookings?handle=failure-lab');
    expect(data).toEqual([]);
  });

  it('covers every reason the description lists, and `works` succeeds', async () => {
    expect(Object.values(FAILURE_LAB_REASONS).sort()).toEqual(
      ['booking_type_not_found', 'bookings_disabled', 'capacity_full', 'duplicate_booking', 'policy_window', 'space_unavailable', 'tier_blocked'],
    );
    const r = await t.book('failure-lab', guest('failure-lab', 'works', '2026-03-30', '14:00'));
    expect(r.status).toBe(201);
  });
});

describe('booking_failure reached naturally', () => {
  it('capacity_full when the last place has gone', async () => {
    expect((await t.book(HY, guest(HY, 'private-session', '2026-03-30', '12:00'))).status).toBe(201);
    await expectRefusal(HY, guest(HY, 'private-session', '2026-03-30', '12:00'), 'capacity_full', 'allow_over_capacity');
  });

  it.each([
    ['in the past', 'sunrise-vinyasa', '2026-03-23', '06:30'],
    ['earlier today', 'sunrise-vinyasa', '2026-03-27', '06:30'],
    ['more than 90 days ahead', 'sunrise-vinyasa', '2026-06-26', '06:30'],
  ])('policy_window for a session %s', async (_name, slug, date, time) => {
    await expectRefusal(HY, guest(HY, slug, date, time), 'policy_window', 'allow_policy_bypass');
  });

  it('policy_window with less than 2 hours notice', async () => {
    // London is on summer time by then: 12:00 there is 11:00 UTC, 90 minutes away.
    await t.control('clock', { now: '2026-03-30T09:30:00Z' });
    await expectRefusal(HY, guest(HY, 'private-session', '2026-03-30', '12:00'), 'policy_window', 'allow_policy_bypass');
    expect((await t.book(HY, guest(HY, 'private-session', '2026-03-30', '13:00'))).status).toBe(201);
  });

  it('duplicate_booking when the same guest holds the session (email case ignored)', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00', { customer: { name: 'Eve', email: 'eve@example.com' } });
    expect((await t.book(HY, body)).status).toBe(201);
    await expectRefusal(HY, { ...body, customer: { name: 'Eve', email: 'EVE@example.com' } }, 'duplicate_booking', null);
    // Another session of the same type is fine.
    expect((await t.book(HY, { ...body, scheduled_date: '2026-04-02' })).status).toBe(201);
  });

  it('duplicate_booking only for a booking that is not cancelled', async () => {
    const body = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    expect((await t.book(HY, body)).status).toBe(201);
    t.sandbox.state.bookings.list(HY)[0]!.booking.status = 'cancelled';
    expect((await t.book(HY, body)).status).toBe(201);
  });

  it('booking_type_not_found for an unknown, archived or foreign type id', async () => {
    const base = guest(HY, 'slow-flow', '2026-03-31', '19:00');
    for (const id of [
      '6f1c2d3e-0000-4000-8000-000000000000',
      seedTypeId(HY, 'aerial-basics'),
      seedTypeId('brooklyn-clay', 'glaze-lab'),
    ]) {
      await expectRefusal(HY, { ...base, booking_type_id: id }, 'booking_type_not_found', null);
    }
  });
});
