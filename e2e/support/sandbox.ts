import { expect } from '@playwright/test';
import type { Booking } from '../../src/api/types';
import { SANDBOX_ORIGIN } from './origins';

const CONTROL = `${SANDBOX_ORIGIN}/__sandbox`;

/** A control route of the sandbox (test mode), checked to have answered with success. */
export async function control(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${CONTROL}/${path}`, init);
  if (response.status === 404) {
    throw new Error(
      `${CONTROL}/${path} answered 404: the sandbox on ${SANDBOX_ORIGIN} is not in test mode. ` +
        'Stop `npm run demo` / `npm run sandbox` and let the tests start their own.',
    );
  }
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response;
}

/** Back to the seed: no bookings, no faults, no recorded requests. */
export async function resetSandbox(): Promise<void> {
  await control('reset', { method: 'POST' });
}

/** The bookings the sandbox has committed. */
export async function sandboxBookings(): Promise<(Booking & { handle?: string })[]> {
  return ((await (await control('bookings')).json()) as { data: (Booking & { handle?: string })[] }).data;
}

/** Exactly one committed booking for `email`; returns it. */
export async function expectOneBookingFor(email: string): Promise<Booking> {
  const bookings = (await sandboxBookings()).filter((b) => b.customer?.email?.toLowerCase() === email.toLowerCase());
  expect(bookings, `bookings for ${email}`).toHaveLength(1);
  return bookings[0]!;
}
