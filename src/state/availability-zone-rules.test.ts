import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Availability } from '../api/types';
import { createAvailability } from './availability';

/** The zone rules' file, held on its way until the test lets it come. */
const rules = vi.hoisted(() => {
  let arrive = () => {};
  const state = { asked: 0, arrived: new Promise<void>((resolve) => (arrive = resolve)), arrive: () => arrive() };
  return state;
});
vi.mock('./load-zone-rules', () => ({
  loadZoneRules: () => {
    rules.asked++;
    return rules.arrived;
  },
}));

const settle = () => new Promise((r) => setTimeout(r, 0));

/** Every cache a test made: disposed after it, so none of its timers runs in the next. */
const caches: ReturnType<typeof createAvailability>[] = [];
const disposeCaches = () => {
  for (const cache of caches.splice(0)) cache.dispose();
};
afterEach(disposeCaches);

function setup(visitorZone: string) {
  const answer: Availability = { timezone: 'Europe/London', slots: [{ date: '2026-03-29', start_time: '09:00', end_time: '10:00', remaining: 3 }] };
  const cache = createAvailability({
    fetch: () => Promise.resolve(answer),
    now: () => new Date('2026-03-27T09:00:00Z'),
    visitorZone: () => visitorZone,
  });
  caches.push(cache);
  return cache;
}

describe('the first slots and the zone rules', () => {
  it('show at once where the visitor is in the space’s zone: there is no second time to place', async () => {
    const cache = setup('Europe/London');
    await cache.ensure('t1');
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-29']);
  });

  it('wait for the zone rules where the visitor is elsewhere, so each shows the visitor’s time from its first paint', async () => {
    const cache = setup('America/New_York');
    const done = cache.ensure('t1');
    await settle();
    expect(rules.asked).toBeGreaterThan(0);
    expect(cache.of('t1').value).toMatchObject({ loading: true });
    expect(cache.of('t1').value.byDate.size).toBe(0);
    rules.arrive();
    await done;
    expect([...cache.of('t1').value.byDate.keys()]).toEqual(['2026-03-29']);
  });

  describe('the space’s next midnight', () => {
    afterEach(() => {
      // Before the frames' stand-ins go: disposing cancels the frame that waits.
      disposeCaches();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('is placed after the next paint once the rules came, not while the first slots are drawn', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
      vi.stubGlobal('cancelAnimationFrame', () => {});
      const timeouts = vi.spyOn(globalThis, 'setTimeout');
      // The only timer hours away is the one to the space's next midnight.
      const midnights = () => timeouts.mock.calls.filter(([, ms]) => (ms ?? 0) > 3_600_000).length;
      rules.arrive();
      const cache = setup('Europe/London');
      await cache.ensure('t1');
      await settle();
      expect(midnights()).toBe(0);
      // The frame that draws the first slots, then a task of its own.
      frames.splice(0).forEach((callback) => callback(0));
      expect(midnights()).toBe(0);
      await settle();
      expect(midnights()).toBe(1);
    });
  });
});
