import { afterEach } from 'vitest';
import type { Availability } from '../api/types';
import { createAvailability, type AvailabilityCache } from './availability';

const made: AvailabilityCache[] = [];
// No midnight timer or page listener of one test's cache runs in another test.
afterEach(() => {
  for (const cache of made.splice(0)) cache.dispose();
});

/**
 * A widget's availability cache for a space in `zone` whose today is that of `now`, for a visitor
 * in the same zone (the slots wait for no zone rules), asking `fetch`.
 */
export function availabilityIn(
  zone: string,
  now: Date,
  fetch: (typeId: string, range: { from: string; to: string }, fresh: boolean) => Promise<Availability>,
): AvailabilityCache {
  const cache = createAvailability({ fetch, now: () => now, visitorZone: () => zone });
  cache.zone.value = zone;
  made.push(cache);
  return cache;
}
