// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { CHUNK_TIME_LIMIT_MS as FILE_TIME_LIMIT_MS } from './lazy-module';
import { cleanup, daily, setup } from './testing';

// The booking step's file is asked for, and its answer stalls until `arrive` is called.
const network = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./booking-step', async (original) => {
  await network.arrived;
  return original();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('a booking step whose file stalls shows Try again and Back once its time is up, and the form once it comes', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = setup({ space: { slots: daily(['09:00']) }, config: { customerEmail: 'ann@example.com' } });
  const slot = await view.findByRole('button', { name: /9:00 AM/ });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  fireEvent.click(slot);
  expect(view.store.step.value).toBe('details');
  await vi.advanceTimersByTimeAsync(FILE_TIME_LIMIT_MS - 1000);
  expect(screen.queryByRole('alert')).toBeNull();
  await vi.advanceTimersByTimeAsync(1000);
  const alert = await view.findByRole('alert');
  expect(alert.textContent).toContain(en.bookingStepFailed);
  expect(within(alert).getByRole('button', { name: en.retry })).toBeTruthy();
  expect(within(alert).getByRole('button', { name: en.back })).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(alert));
  expect(logged).toHaveBeenCalled();
  // The file comes after all: the form takes the alert's place, the prefill in it.
  network.arrive();
  expect(((await view.findByLabelText(en.emailLabel)) as HTMLInputElement).value).toBe('ann@example.com');
  expect(screen.queryByRole('alert')).toBeNull();
  // The alert that had focus went: focus follows to the form.
  await waitFor(() => expect(document.activeElement).toBe(view.getByRole('heading', { name: en.formHeading })));
});
