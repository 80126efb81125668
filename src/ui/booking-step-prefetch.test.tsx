// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { cleanup, daily, setup } from './testing';

// The booking step's file (dist/booking-step-<hash>.js) is asked for once the first slots are shown: count the asks.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./booking-step', async (original) => {
  loaded.count++;
  return original();
});

afterEach(cleanup);

it('loads the booking step once the first slots are shown, before a slot is chosen, and books with it', async () => {
  const view = setup({ space: { slots: daily(['09:00']) } });
  expect(loaded.count).toBe(0);
  const slot = await view.findByRole('button', { name: /9:00 AM/ });
  // While the visitor looks at the slots, without any action of theirs. The first import of the
  // file may take more than a second on a busy machine (./testing.tsx).
  await vi.waitFor(() => expect(loaded.count).toBe(1), { timeout: 5000 });
  expect(view.calls.filter((c) => c.method === 'createBooking')).toEqual([]);

  fireEvent.pointerEnter(slot);
  fireEvent.click(slot);
  fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  await view.findByRole('heading', { name: en.bookedHeading });
  // The calendar file follows the zone rules, which may come after the confirmation.
  expect((await screen.findByRole('link', { name: en.addToCalendar })).getAttribute('href')).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
  // Hovering, choosing and booking load nothing more.
  expect(loaded.count).toBe(1);
});
