// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, daily, setup } from './testing';

// Every ask for the booking step's file from the components, counted (the idle time's own ask is
// the file module's).
const asks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./booking-step-file', async (original) => {
  const file = await original<typeof import('./booking-step-file')>();
  return {
    ...file,
    loadBookingStep: () => {
      asks.count++;
      return file.loadBookingStep();
    },
  };
});

afterEach(cleanup);

it.each([
  ['points at', (button: HTMLElement) => fireEvent.pointerEnter(button)],
  ['focuses', (button: HTMLElement) => button.focus()],
  ['touches', (button: HTMLElement) => fireEvent.touchStart(button)],
])('asks for the booking step again when the visitor %s a time', async (_, act) => {
  const view = setup({ space: { slots: daily(['09:00', '10:00']) } });
  const slot = await view.findByRole('button', { name: /10:00 AM/ });
  const before = asks.count;
  act(slot);
  expect(asks.count).toBe(before + 1);
});

it('chooses the time whose button is clicked, anywhere on it', async () => {
  const view = setup({ space: { slots: daily(['09:00', '10:00']) } });
  const slot = await view.findByRole('button', { name: /10:00 AM/ });
  fireEvent.click(slot.querySelector('b')!);
  await waitFor(() => expect(view.store.slot.value).toMatchObject({ start_time: '10:00' }));
});
