// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/index';
import { bookAsAnn, daily, setup } from './testing';

// The calendar file's code, dist/extras/ics.js, cannot be loaded.
vi.mock('../time/ics', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

it('without the calendar file’s code, the booking is still made and confirmed, without the link', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = setup({ space: { slots: daily(['09:00']) } });
  await bookAsAnn(view);
  await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/calendar/), expect.anything()));
  expect(screen.queryByRole('link', { name: en.addToCalendar })).toBeNull();
  // Nothing is stuck: the visitor can book another session.
  fireEvent.click(screen.getByRole('button', { name: en.bookAnother }));
  expect(await screen.findByRole('heading', { name: en.dateHeading })).toBeTruthy();
});
