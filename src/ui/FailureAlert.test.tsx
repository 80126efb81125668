// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { GuestBookingRequest } from '../api/types';
import { isolate, t } from '../i18n/index';
import { en } from '../i18n/catalogs/en';
import type { SubmitPolicy } from '../state/book';
import { cleanup, bookingFor, daily, setup, type FakeSpace } from './testing';

afterEach(cleanup);

const refusal = (reason: string) =>
  new ApiError({ kind: 'http', status: 409, type: 'conflict', message: 'allow_over_capacity would help', bookingFailure: { reason, override: 'allow_over_capacity' } });

async function submitWith(space: FakeSpace, online = true, policy?: SubmitPolicy) {
  const view = setup({ space: { slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']), ...space }, online, policy });
  fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
  fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
  fireEvent.input(view.getByLabelText(en.notesLabel), { target: { value: 'Mat needed' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  const alert = await view.findByRole('alert');
  await waitFor(() => expect(document.activeElement).toBe(alert));
  return { ...view, alert };
}

const keys = (calls: { method: string; args: unknown[] }[]) =>
  calls.filter((c) => c.method === 'createBooking').map((c) => (c.args[2] as { idempotencyKey: string }).idempotencyKey);

describe('booking failures', () => {
  it('capacity_full: focused alert, fresh times at once, what was typed is kept, no override anywhere', async () => {
    const { alert, calls, store, container, events } = await submitWith({ book: () => refusal('capacity_full') });
    expect(alert.textContent).toContain(en.failCapacityFull);
    expect(await screen.findByRole('heading', { name: en.dateHeading })).toBeTruthy();
    const last = calls.filter((c) => c.method === 'availability').at(-1)!;
    expect(last.args[3]).toMatchObject({ fresh: true });
    expect(store.form.value).toMatchObject({ name: 'Ann', email: 'ann@example.com', notes: 'Mat needed' });
    expect(container.textContent).not.toMatch(/overrid|allow_/i);
    expect(events.find((e) => e.name === 'space-booking:failed')?.detail).toEqual({ reason: 'capacity_full', status: 409 });
    // Choosing another time of the day's (below the alert's next times) leads back to the form, still filled in.
    const times = screen.getByRole('heading', { name: en.dateHeading }).closest('section')!;
    fireEvent.click(within(times).getByRole('button', { name: /6:30 PM/ }));
    expect(((await screen.findByLabelText(en.nameLabel)) as HTMLInputElement).value).toBe('Ann');
  });

  it('capacity_full whose fresh times fail to load: Try again loads them, no dead end', async () => {
    const space: FakeSpace = { slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']), book: () => refusal('capacity_full') };
    const view = setup({ space });
    fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    space.availabilityError = new ApiError({ kind: 'network', message: 'dropped' });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain(en.availabilityFailed));
    delete space.availabilityError;
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('button', { name: /6:30 PM/ })).toBeTruthy();
    expect(view.store.form.value).toMatchObject({ name: 'Ann', email: 'ann@example.com' });
  });

  it('network failure: Try again resends with the same idempotency key', async () => {
    let n = 0;
    const space: FakeSpace = {
      book: (body: GuestBookingRequest) => (n++ === 0 ? new ApiError({ kind: 'network', message: 'dropped' }) : bookingFor(body)),
    };
    const { alert, calls } = await submitWith(space);
    expect(alert.textContent).toContain(en.failNetwork);
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('heading', { name: en.bookedHeading })).toBeTruthy();
    const sent = keys(calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
  });

  it('a rate limit after a lost answer says the place may already be booked, waits out its Retry-After, and resends the same key', async () => {
    let n = 0;
    const pauses: number[] = [];
    const answers = [new ApiError({ kind: 'network', message: 'dropped' }), new ApiError({ kind: 'http', status: 429, type: 'rate_limited', message: 'Slow down', retryAfter: 17 })];
    const space: FakeSpace = { book: (body: GuestBookingRequest) => answers[n++] ?? bookingFor(body) };
    const { alert, calls, events } = await submitWith(space, true, { retries: 1, sleep: async (ms) => void pauses.push(ms) });
    expect(alert.textContent).toContain(en.failNetwork);
    // The host hears what the server said.
    expect(events.findLast((e) => e.name === 'space-booking:failed')?.detail).toMatchObject({ reason: 'rate_limited', status: 429 });
    pauses.length = 0;
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('heading', { name: en.bookedHeading })).toBeTruthy();
    expect(pauses[0]).toBeGreaterThan(16_000);
    const sent = keys(calls);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
  });

  it('429: Try again waits out Retry-After, then resends with the same key', async () => {
    let n = 0;
    const pauses: number[] = [];
    const space: FakeSpace = {
      book: (body: GuestBookingRequest) =>
        n++ === 0 ? new ApiError({ kind: 'http', status: 429, type: 'rate_limited', message: 'Slow down', retryAfter: 17 }) : bookingFor(body),
    };
    const { alert, calls } = await submitWith(space, true, { sleep: async (ms) => void pauses.push(ms) });
    expect(alert.textContent).toContain(t(en, 'failRateLimited', { wait: '17 seconds' }));
    expect(pauses).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('heading', { name: en.bookedHeading })).toBeTruthy();
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThan(16_000);
    expect(pauses[0]).toBeLessThanOrEqual(17_000);
    const sent = keys(calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
  });

  it('a server error that asks for 90 seconds says so; Try again leaves focus on "Booking…", which shows how long it waits', async () => {
    let n = 0;
    const space: FakeSpace = {
      book: (body: GuestBookingRequest) => (n++ === 0 ? new ApiError({ kind: 'http', status: 503, message: 'Busy', retryAfter: 90 }) : bookingFor(body)),
    };
    // A wait that outlasts the test, and ends, as the real one does, when the widget goes.
    const { alert } = await submitWith(space, true, { sleep: (_ms, gone) => new Promise<void>((resolve) => gone?.addEventListener('abort', () => resolve())) });
    expect(alert.textContent).toBe(t(en, 'failServerWait', { wait: '90 seconds' }) + en.retry);
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    const sending = await screen.findByRole('button', { name: en.sending });
    expect(sending.textContent).toBe(t(en, 'sendingIn', { wait: '90 seconds' }));
    await waitFor(() => expect(document.activeElement).toBe(sending));
  });

  it('leaves the live region no longer saying "Booking…": the alert says what happened', async () => {
    await submitWith({ book: () => new ApiError({ kind: 'http', status: 500, message: 'Oops' }) }, true, { retries: 0 });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a wait of one second is one second', async () => {
    const { alert } = await submitWith({ book: () => new ApiError({ kind: 'http', status: 429, message: 'Slow down', retryAfter: 1 }) });
    expect(alert.textContent).toContain('Please try again in 1 second.');
  });

  it('offline: says so and keeps a way to retry', async () => {
    const { alert } = await submitWith({ book: () => new ApiError({ kind: 'network', message: 'x' }) }, false);
    expect(alert.textContent).toContain(en.failOffline);
    expect(screen.getByRole('button', { name: en.retry })).toBeTruthy();
  });

  it('duplicate_booking: a kind message, no error to fix, a way to book another', async () => {
    const { alert } = await submitWith({ book: () => refusal('duplicate_booking') });
    expect(alert.textContent).toContain(en.failDuplicate);
    expect(screen.getByRole('button', { name: en.bookAnother })).toBeTruthy();
  });

  it('tier_blocked: points to the space website', async () => {
    const { alert } = await submitWith({ book: () => refusal('tier_blocked') });
    expect(alert.textContent).toContain(t(en, 'failTierBlocked', { space: isolate('Harbour Yoga') }));
    expect(screen.getByRole('link', { name: t(en, 'visitSpace', { space: isolate('Harbour Yoga') }) }).getAttribute('href')).toBe('https://harbour.example/');
  });

  it('booking_type_not_found: reloads the types, bypassing caches', async () => {
    const { alert, calls } = await submitWith({ book: () => refusal('booking_type_not_found') });
    expect(alert.textContent).toContain(en.failTypeNotFound);
    await waitFor(() => expect(calls.filter((c) => c.method === 'bookingTypes')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'bookingTypes').at(-1)?.args[1]).toMatchObject({ fresh: true });
  });

  it('404: Try again starts the page again and keeps what was typed', async () => {
    let gone = true;
    const { alert, calls, store } = await submitWith({
      book: (body: GuestBookingRequest) => (gone ? new ApiError({ kind: 'http', status: 404, message: 'gone' }) : bookingFor(body)),
    });
    expect(alert.textContent).toContain(en.failNotFound);
    gone = false;
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'profile')).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: /9:00 AM/ }));
    expect(((await screen.findByLabelText(en.nameLabel)) as HTMLInputElement).value).toBe('Ann');
    expect(store.form.value).toMatchObject({ name: 'Ann', email: 'ann@example.com', notes: 'Mat needed' });
  });

  it('400 naming a field: the field is marked invalid with the message', async () => {
    const error = new ApiError({ kind: 'http', status: 400, type: 'invalid_request', message: 'Email domain cannot receive mail', field: 'customer.email' });
    await submitWith({ book: () => error });
    const email = screen.getByLabelText(en.emailLabel);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = t(en, 'failInvalid', { space: isolate('Harbour Yoga'), message: isolate('Email domain cannot receive mail') });
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(message);
  });
});
