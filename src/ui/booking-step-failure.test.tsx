// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { cleanup, daily, setup } from './testing';

// The booking step's file cannot load (a network failure) until `reachable` says so.
const network = vi.hoisted(() => ({ reachable: false, asks: 0 }));
vi.mock('./booking-step', async (original) => {
  network.asks++;
  if (!network.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

afterEach(cleanup);

it('when the booking step cannot load: an alert with Try again, the slot kept; Try again loads it and the visitor books', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = setup({ space: { slots: daily(['09:00']) }, config: { customerEmail: 'ann@example.com' } });
  fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
  let alert = await view.findByRole('alert');
  expect(alert.textContent).toContain(en.bookingStepFailed);
  await waitFor(() => expect(document.activeElement).toBe(alert));
  expect(logged).toHaveBeenCalled();
  // Nothing is lost: the slot and the host's prefill are still there.
  expect(view.store.slot.value?.start_time).toBe('09:00');
  expect(view.store.step.value).toBe('details');
  expect(view.store.form.value.email).toBe('ann@example.com');

  // Its Back goes to the times, as the details' own does, the slot still chosen; choosing it
  // again asks for the file again.
  const asked = network.asks;
  fireEvent.click(within(alert).getByRole('button', { name: en.back }));
  expect(await view.findByRole('button', { name: /9:00 AM/, pressed: true })).toBeTruthy();
  expect(view.store.step.value).toBe('time');
  fireEvent.click(view.getByRole('button', { name: /9:00 AM/ }));
  alert = await view.findByRole('alert');
  await waitFor(() => expect(document.activeElement).toBe(alert));
  expect(network.asks).toBeGreaterThan(asked);

  // Failing again, the alert comes back as a new one: read and focused again.
  fireEvent.click(screen.getByRole('button', { name: en.retry }));
  const again = await waitFor(() => {
    const shown = screen.getByRole('alert');
    if (shown === alert) throw new Error('still the first alert');
    return shown;
  });
  await waitFor(() => expect(document.activeElement).toBe(again));

  network.reachable = true;
  fireEvent.click(screen.getByRole('button', { name: en.retry }));
  expect((await view.findByLabelText(en.emailLabel) as HTMLInputElement).value).toBe('ann@example.com');
  // The alert and its button went: focus follows to the form.
  await waitFor(() => expect(document.activeElement).toBe(view.getByRole('heading', { name: en.formHeading })));
  fireEvent.input(view.getByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  await view.findByRole('heading', { name: en.bookedHeading });
  expect(network.asks).toBeGreaterThan(1);
  expect(view.calls.filter((c) => c.method === 'createBooking')).toHaveLength(1);
});
