// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { interfaceLocale } from '../i18n/interface-locale';
import { intlWarmUpSteps } from '../i18n/warm-intl';
import { dateFormat, LONG_DATE } from '../shared/intl-formatters';
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

it('takes a step per task: the formatters one by one, then the fonts a weight at a time, with the dates as the widget writes them', () => {
  const measured = textsMeasured();
  warmFirstView({ locale: 'fi', timeZone: 'Europe/Helsinki' }, document);
  const measuredBy = [measured.length];
  while (vi.getTimerCount() > 0) {
    vi.advanceTimersToNextTimer();
    measuredBy.push(measured.length);
  }
  const perTask = measuredBy.map((count, task) => count - (measuredBy[task - 1] ?? 0));
  // The formatters', and the space's own date's, then the fonts'.
  expect(perTask).toEqual([...intlWarmUpSteps('en', 'UTC').map(() => 0), 0, ...WEIGHTS.map(() => SIZES.length)]);
  expect(HTMLCanvasElement.prototype.getContext).toHaveBeenCalledOnce();
  // In the interface's locale (English until the Finnish text has come) and in the space's own.
  const longDate = (locale: string) => dateFormat(locale, LONG_DATE).format(new Date());
  for (const { text } of measured) {
    expect(text).toContain(longDate(interfaceLocale('fi', true)));
    expect(text).toContain(longDate('fi'));
  }
});

it('lets go of a step the engine cannot take, and takes the next', () => {
  const fonts: string[] = [];
  const context = {
    font: '',
    measureText(text: string) {
      if (this.font.startsWith(`${WEIGHTS[0]} `)) throw new Error('This engine draws no text');
      fonts.push(this.font);
      return { width: text.length } as TextMetrics;
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  warmFirstView({ locale: 'nb' }, document);
  expect(() => vi.runAllTimers()).not.toThrow();
  expect(fonts).toHaveLength((WEIGHTS.length - 1) * SIZES.length);
});

it('takes no step once the widget’s module has defined the element: its first render does what is left', () => {
  const measured = textsMeasured();
  const registryGet = vi.spyOn(customElements, 'get');
  warmFirstView({ locale: 'sv' }, document);
  vi.advanceTimersToNextTimer();
  registryGet.mockImplementation((name) => (name === TAG_NAME ? class extends HTMLElement {} : undefined));
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
