import { beforeEach, expect, it, vi } from 'vitest';
import { keepEarlyZoneRules } from '../shared/early-zone-rules';

const { imported, provided } = vi.hoisted(() => ({ imported: vi.fn(() => 0), provided: vi.fn() }));
vi.mock('../time/zone-rules', () => ({ getTimezoneOffset: imported }));
vi.mock('../time/zone', () => ({ provideZoneRules: provided }));

beforeEach(() => {
  vi.resetModules();
  provided.mockClear();
});

const load = () => import('./load-zone-rules');

it('takes over the zone rules the one-tag script imported, rather than its own import of them', async () => {
  const early = vi.fn(() => 0);
  keepEarlyZoneRules(Promise.resolve({ getTimezoneOffset: early }));
  const { loadZoneRules, zoneRulesLoaded } = await load();
  await loadZoneRules();
  expect(zoneRulesLoaded.value).toBe(true);
  expect(provided).toHaveBeenCalledExactlyOnceWith(early);
});

it.each([
  ['the script could not load them', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))],
  ['what the script loaded is not the zone rules', () => Promise.resolve({})],
])('imports the zone rules itself where %s', async (_, early) => {
  keepEarlyZoneRules(early());
  const { loadZoneRules, zoneRulesLoaded } = await load();
  await loadZoneRules();
  expect(zoneRulesLoaded.value).toBe(true);
  expect(provided).toHaveBeenCalledExactlyOnceWith(imported);
});

it('imports them where the script imported none', async () => {
  const { loadZoneRules } = await load();
  await loadZoneRules();
  expect(provided).toHaveBeenCalledExactlyOnceWith(imported);
});
