// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { loadBookingStep } from './booking-step-file';
import { cleanup, daily, setup } from './testing';

// The booking step's file cannot load until `reachable` says so.
const network = vi.hoisted(() => ({ reachable: false }));
vi.mock('./booking-step', async (original) => {
  if (!network.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

afterEach(cleanup);

it('a preload that failed in the background shows no alert when a time is chosen once the file can load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = setup({ space: { slots: daily(['09:00']) } });
  const slot = await view.findByRole('button', { name: /9:00 AM/ });
  // The idle-time preload fails (the connection dropped for a moment).
  expect(await loadBookingStep()).toBeNull();

  network.reachable = true;
  const alerts: Element[] = [];
  const observer = new MutationObserver(() => alerts.push(...view.container.querySelectorAll('[role=alert]')));
  observer.observe(view.container, { childList: true, subtree: true });
  fireEvent.click(slot);
  await view.findByLabelText(en.nameLabel);
  observer.disconnect();
  expect(alerts).toEqual([]);
  await waitFor(() => expect(document.activeElement).toBe(view.getByRole('heading', { name: en.formHeading })));
});
