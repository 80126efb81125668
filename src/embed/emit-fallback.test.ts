// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { emitFrom } from './emit';
import { booking } from './testing';

// The data layer's file, dist/extras/data-layer.js, cannot be loaded.
vi.mock('./data-layer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('without the data layer, every event still goes out, and the failure is logged once', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const target = new EventTarget();
  const seen: string[] = [];
  for (const name of ['space-booking:ready', 'space-booking:booked']) target.addEventListener(name, (e) => seen.push(e.type));
  const emit = emitFrom(target, () => true);
  emit('space-booking:ready', { handle: 'harbour-yoga', locale: 'en', typeCount: 2 });
  await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
  emit('space-booking:booked', { booking });
  expect(seen).toEqual(['space-booking:ready', 'space-booking:booked']);
  await new Promise((resolve) => setTimeout(resolve));
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged.mock.calls[0]![0]).toMatch(/data layer/);
  expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
});
