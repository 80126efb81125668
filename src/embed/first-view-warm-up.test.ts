// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { warmFirstView } from './first-view-warm-up';

afterEach(() => {
  vi.restoreAllMocks();
});

it('reads the widget’s zone with the zone rules once they have come, so that they keep what they made to read it', async () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const getTimezoneOffset = vi.fn(() => 0);
  const rules = Promise.resolve({ getTimezoneOffset });
  warmFirstView({ locale: 'de', timeZone: 'Asia/Tokyo' }, document, rules);
  await rules;
  expect(getTimezoneOffset).toHaveBeenCalledExactlyOnceWith('Asia/Tokyo', expect.any(Date));
});

it('reads the browser’s zone where the tag names none it knows, and takes only the zone rules from what the page holds', async () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const getTimezoneOffset = vi.fn(() => 0);
  const rules = Promise.resolve({ getTimezoneOffset });
  warmFirstView({ timeZone: 'Mars/Olympus' }, document, rules);
  await rules;
  expect(getTimezoneOffset).toHaveBeenCalledExactlyOnceWith(Intl.DateTimeFormat().resolvedOptions().timeZone, expect.any(Date));
  // Not the rules (a page's own value in their place), or rules that could not load: nothing to read, nothing thrown.
  const notRules = Promise.resolve({ getTimezoneOffset: 'no' });
  const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  expect(() => warmFirstView({}, document, notRules)).not.toThrow();
  expect(() => warmFirstView({}, document, failed)).not.toThrow();
  await notRules;
  await failed.catch(() => {});
});
