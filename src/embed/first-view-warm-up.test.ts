// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SIZES, WEIGHTS } from '../ui/warm-text';
import { textsMeasured } from '../ui/warm-text.testing';
import { warmFirstView } from './first-view-warm-up';
import { TAG_NAME } from './place';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // The steps left end with the test.
  vi.runAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('takes a step per task, the fonts last, with the dates as the widget writes them', () => {
  const measured = textsMeasured();
  warmFirstView({ locale: 'fi', timeZone: 'Europe/Helsinki' }, document);
  expect(measured).toEqual([]);
  expect(vi.getTimerCount()).toBe(1);
  vi.runAllTimers();
  expect(measured).toHaveLength(WEIGHTS.length * SIZES.length);
  const finnishDate = new Intl.DateTimeFormat('fi', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', calendar: 'gregory', timeZone: 'UTC' }).format(new Date());
  for (const { text } of measured) expect(text).toContain(finnishDate);
});

it('takes no step once the widget’s module has defined the element: its first render does what is left', () => {
  const measured = textsMeasured();
  const defined = vi.spyOn(customElements, 'get');
  warmFirstView({ locale: 'sv' }, document);
  vi.advanceTimersToNextTimer();
  defined.mockImplementation((name) => (name === TAG_NAME ? class extends HTMLElement {} : undefined));
  vi.runAllTimers();
  expect(vi.getTimerCount()).toBe(0);
  expect(measured).toEqual([]);
});

it('reads the widget’s zone with the zone rules once they have come, so that they keep what they made to read it', async () => {
  textsMeasured();
  const getTimezoneOffset = vi.fn(() => 0);
  const rules = Promise.resolve({ getTimezoneOffset });
  warmFirstView({ locale: 'de', timeZone: 'Asia/Tokyo' }, document, rules);
  await rules;
  expect(getTimezoneOffset).toHaveBeenCalledExactlyOnceWith('Asia/Tokyo', expect.any(Date));
});

it('reads the browser’s zone where the tag names none it knows, and takes only the zone rules from what the page holds', async () => {
  textsMeasured();
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
