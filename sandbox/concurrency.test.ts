import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Availability } from '../src/api/types';
import { seedTypeId } from './seed';
import { guest, startSandbox, type ControlBooking, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => t.close());

const HY = 'harbour-yoga';

describe('capacity is settled atomically', () => {
  it('50 concurrent bookings for the last place: exactly one succeeds', async () => {
    // Slow Flow has 3 places; take two first.
    for (let i = 0; i < 2; i++) {
      expect((await t.book(HY, guest(HY, 'slow-flow', '2026-03-31', '19:00'))).status).toBe(201);
    }
    // Open 50 connections first, so the racing requests arrive together instead of one per new socket.
    await Promise.all(Array.from({ length: 50 }, () => t.get('/health')));
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.book(HY, guest(HY, 'slow-flow', '2026-03-31', '19:00'), `race-${i}`)),
    );
    const won = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.body.error.booking_failure).toEqual({ reason: 'capacity_full', override: 'allow_over_capacity' });
    }
    const { data } = await t.control<{ data: ControlBooking[] }>(`bookings?handle=${HY}`);
    expect(data.filter((b) => b.scheduled_date === '2026-03-31')).toHaveLength(3);
    const avail = await t.get<Availability>(
      `/v1/public/${HY}/booking-types/${seedTypeId(HY, 'slow-flow')}/availability?from=2026-03-31&to=2026-03-31`,
    );
    expect(avail.body.slots).toEqual([]);
  });

  it('simultaneous bookings by one first-time guest claim the intro offer once', async () => {
    const customer = { name: 'Fay', email: 'fay@example.com' };
    const dates = ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-06', '2026-04-07', '2026-04-08'];
    // Open the connections first, so the racing requests arrive together instead of one per new socket.
    await Promise.all(dates.map(() => t.get('/health')));
    const replies = await Promise.all(dates.map((d) => t.book(HY, guest(HY, 'sunrise-vinyasa', d, '06:30', { customer }))));
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(replies.filter((r) => r.body.was_intro_offer)).toHaveLength(1);
  });
});
