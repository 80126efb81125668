// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { GuestBookingRequest, Slot } from '../api/types';
import { en } from '../i18n/catalogs/en';
import { bookingFor, cleanup, daily, profileFixture, setup, type FakeSpace } from './testing';

afterEach(cleanup);

const refusal = (reason: string) =>
  new ApiError({ kind: 'http', status: 409, type: 'conflict', message: 'Full', bookingFailure: { reason, override: 'allow_over_capacity' } });

/** Books 9:00 AM on the first day with times (Sunday 29 March) as Ann, refused once for `reason`. */
async function refusedFor(reason: string, space: FakeSpace = {}) {
  let refused = false;
  const view = setup({
    space: {
      slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']),
      book: (body: GuestBookingRequest) => (refused ? bookingFor(body) : ((refused = true), refusal(reason))),
      ...space,
    },
  });
  fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
  fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
  fireEvent.input(view.getByLabelText(en.notesLabel), { target: { value: 'Mat needed' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  const alert = await view.findByRole('alert');
  return { ...view, alert };
}

const bookings = (calls: { method: string; args: unknown[] }[]) => calls.filter((call) => call.method === 'createBooking').map((call) => call.args[1] as GuestBookingRequest);

describe('the way forward after a refusal', () => {
  for (const reason of ['capacity_full', 'policy_window']) {
    it(`${reason}: the next three open times of the type, asked for afresh, each back to the details typed`, async () => {
      const { alert, calls, store } = await refusedFor(reason);
      const list = await within(alert).findByRole('list', { name: en.nextTimesHeading });
      const times = within(list).getAllByRole('button').map((button) => button.textContent);
      expect(times).toEqual([
        expect.stringMatching(/March 29, 2026 at 6:30 PM/),
        expect.stringMatching(/March 30, 2026 at 9:00 AM/),
        expect.stringMatching(/March 30, 2026 at 6:30 PM/),
      ]);
      const refusedAt = calls.findIndex((call) => call.method === 'createBooking');
      expect(calls.slice(refusedAt).some((call) => call.method === 'availability' && (call.args[3] as { fresh?: boolean }).fresh)).toBe(true);

      fireEvent.click(within(list).getAllByRole('button')[1]!);
      expect(((await screen.findByLabelText(en.nameLabel)) as HTMLInputElement).value).toBe('Ann');
      expect((screen.getByLabelText(en.notesLabel) as HTMLTextAreaElement).value).toBe('Mat needed');
      expect(screen.queryByRole('alert')).toBeNull();
      // Nothing is booked until the visitor's own click.
      expect(bookings(calls)).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: en.submit }));
      await screen.findByRole('heading', { name: en.bookedHeading });
      const sent = bookings(calls);
      expect(sent).toHaveLength(2);
      expect(sent[1]).toMatchObject({ scheduled_date: '2026-03-30', scheduled_start_time: '09:00', customer: { name: 'Ann', email: 'ann@example.com' } });
      expect(JSON.stringify(sent)).not.toMatch(/allow_|overrid|bypass/i);
      expect(store.step.value).toBe('done');
    });
  }

  it('none later in the window: says so and offers the space’s website', async () => {
    const only: Slot = { date: '2026-03-29', start_time: '09:00', end_time: '10:00', remaining: 1 };
    const { alert } = await refusedFor('capacity_full', { slots: () => [only] });
    expect(await within(alert).findByText(en.noNextTimes)).toBeTruthy();
    const website = within(alert).getByRole('link', { name: /Harbour Yoga/ });
    expect(website.getAttribute('href')).toBe('https://harbour.example/');
    expect(within(alert).queryByRole('list')).toBeNull();
  });

  it('none later and no website that is http(s): says so, with no link', async () => {
    const only: Slot = { date: '2026-03-29', start_time: '09:00', end_time: '10:00', remaining: 1 };
    const { alert } = await refusedFor('policy_window', { slots: () => [only], profile: profileFixture({ website_url: 'javascript:alert(1)' }) });
    expect(await within(alert).findByText(en.noNextTimes)).toBeTruthy();
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('other refusals offer no times', async () => {
    const { alert } = await refusedFor('duplicate_booking');
    await waitFor(() => expect(alert.textContent).toContain(en.failDuplicate));
    expect(within(alert).queryByRole('list')).toBeNull();
    expect(alert.textContent).not.toContain(en.nextTimesHeading);
  });
});
