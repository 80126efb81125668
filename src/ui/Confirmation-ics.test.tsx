// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/index';
import { daily, setup } from './testing';

// The calendar file's code, dist/extras/ics.js, is asked for at the details step: count the asks.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../time/ics', async (original) => {
  loaded.count++;
  return original();
});

afterEach(cleanup);

it('loads the calendar file’s code at the details step, before anything is booked, and links the file', async () => {
  const view = setup({ space: { slots: daily(['09:00']) } });
  const slot = await view.findByRole('button', { name: /9:00 AM/ });
  // Not while the visitor is still choosing a time.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loaded.count).toBe(0);
  fireEvent.click(slot);
  await view.findByLabelText(en.nameLabel);
  await vi.waitFor(() => expect(loaded.count).toBe(1));
  expect(view.calls.filter((c) => c.method === 'createBooking')).toEqual([]);

  fireEvent.input(view.getByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  await view.findByRole('heading', { name: en.bookedHeading });
  expect(screen.getByRole('link', { name: en.addToCalendar }).getAttribute('href')).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
  // Booking and the confirmation load nothing more.
  expect(loaded.count).toBe(1);
});
