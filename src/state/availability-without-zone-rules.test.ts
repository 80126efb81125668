import { afterEach, expect, it, vi } from 'vitest';
import type { Availability } from '../api/types';
import { FRAME_WAIT_MS } from '../shared/next-frame';
import { createAvailability } from './availability';

// The zone rules' file could not load: loading them resolves, and provides nothing.
vi.mock('./load-zone-rules', () => ({ loadZoneRules: () => Promise.resolve() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it.each([
  // 23:30 on Friday 27 March in Los Angeles (PDT, UTC-7): its midnight is 07:00 UTC.
  ['America/Los_Angeles', '2026-03-28T06:30:00Z', '2026-03-27'],
  // 23:30 on Friday 27 March in Kathmandu (UTC+5:45): its midnight is 18:15 UTC.
  ['Asia/Kathmandu', '2026-03-27T17:45:00Z', '2026-03-27'],
])('a space in %s moves to its next day at its own midnight, read from the clock without the zone rules', async (zone, now, first) => {
  vi.useFakeTimers({ now: new Date(now), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('document', new EventTarget());
  const answer: Availability = { timezone: zone, slots: [] };
  const cache = createAvailability({ fetch: () => Promise.resolve(answer), now: () => new Date(), visitorZone: () => zone });
  cache.zone.value = zone;
  await cache.ensure('t1');
  // The midnight is placed after the next paint.
  await vi.advanceTimersByTimeAsync(FRAME_WAIT_MS);
  expect(cache.today.value).toBe(first);
  await vi.advanceTimersByTimeAsync(29 * 60_000);
  expect(cache.today.value).toBe(first);
  // A minute later, 00:00 in the space's zone; and no timer fires again and again the day after.
  await vi.advanceTimersByTimeAsync(60_000);
  expect(cache.today.value).toBe('2026-03-28');
  expect(vi.getTimerCount()).toBe(1);
  cache.dispose();
});
