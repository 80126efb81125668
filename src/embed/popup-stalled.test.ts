// @vitest-environment jsdom
import { waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { CHUNK_TIME_LIMIT_MS as FILE_TIME_LIMIT_MS } from '../ui/lazy-module';
import { defineSpaceBooking } from './define';

// The popup's file is asked for, and its answer stalls until `arrive` is called.
const network = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('../ui/popup-entry', async (original) => {
  await network.arrived;
  return original();
});

defineSpaceBooking();

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

it("a popup's button whose file stalls gives up its place when the time is up, and shows once the file comes", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const element = document.createElement('space-booking');
  element.setAttribute('mode', 'popup');
  element.setAttribute('handle', 'harbour-yoga');
  element.setAttribute('api-base', 'https://api.example/v1');
  document.body.append(element);
  const root = element.shadowRoot!;
  await waitFor(() => expect(root.querySelector('.launcher-place')).not.toBeNull());
  await vi.advanceTimersByTimeAsync(FILE_TIME_LIMIT_MS);
  await waitFor(() => expect(root.querySelector('.launcher-place')).toBeNull());
  expect(logged).toHaveBeenCalledWith('space-booking: the popup has not loaded within 15 seconds');
  // A change of its attributes meanwhile neither keeps a place for it again nor asks for it again.
  element.setAttribute('button-text', 'Book a class');
  await vi.advanceTimersByTimeAsync(100);
  expect(root.querySelector('.launcher-place')).toBeNull();
  await vi.advanceTimersByTimeAsync(FILE_TIME_LIMIT_MS);
  expect(logged).toHaveBeenCalledTimes(1);
  network.arrive();
  await waitFor(() => expect(root.querySelector('[part~="launcher"]')).not.toBeNull());
});
