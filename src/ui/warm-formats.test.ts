// @vitest-environment jsdom
import { waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import type { Profile } from '../api/types';
import { interfaceLocale } from '../i18n/interface-locale';
import { intlWarmUpSteps } from '../i18n/warm-intl';
import { cleanup, profileFixture, setup, TYPE_ID, TYPE_ID_2, typeFixture } from './testing';
import { warmFormats } from './warm-formats';

/** How many warm-ups the widget ran. */
const warmUps = vi.hoisted(() => ({ count: 0 }));
vi.mock('./warm-formats', async (importActual) => {
  const actual = await importActual<typeof import('./warm-formats')>();
  return {
    warmFormats: (...args: Parameters<typeof actual.warmFormats>) => {
      warmUps.count++;
      actual.warmFormats(...args);
    },
  };
});

const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
afterEach(() => {
  Object.assign(Intl, originals);
  cleanup();
  warmUps.count = 0;
});

/** Records the locale and options of every formatter of `name` built from now on. */
function built(name: keyof typeof originals): [string, object][] {
  const formatters: [string, object][] = [];
  Object.assign(Intl, {
    [name]: new Proxy(originals[name] as new (locale: string, options: object) => object, {
      construct: (target, args: [string, object]) => (formatters.push([args[0], args[1]]), new target(...args)),
    }),
  });
  return formatters;
}

const NOW = new Date('2026-03-27T09:00:00Z');

// Each test in a locale of its own: a formatter, once built, is kept for the page's life.

it('names the visitor’s zone ahead, and session lengths only where the first view lists booking types', () => {
  const numberFormats = built('NumberFormat');
  const dateFormats = built('DateTimeFormat');
  warmFormats('en-AU', 'Europe/London', NOW, { durations: false });
  expect(dateFormats).not.toEqual([]);
  // The visitor's zone by name, as the slots name the space's (most often the same zone).
  expect(dateFormats).toContainEqual(['en-AU', expect.objectContaining({ timeZone: 'Europe/London', timeZoneName: 'longGeneric' })]);
  expect(numberFormats).toEqual([]);
  warmFormats('en-AU', 'Europe/London', NOW, { durations: true });
  expect(numberFormats).toContainEqual(['en-AU', expect.objectContaining({ style: 'unit', unit: 'hour' })]);
});

it.each([
  ['a preselected type’s calendar and times', 'en-GB', { bookingType: TYPE_ID }, [typeFixture()], []],
  [
    'the booking types, with their lengths and prices',
    'en-IE',
    {},
    [typeFixture(), typeFixture({ id: TYPE_ID_2, title: 'Yin Evening' })],
    // The currency is the space's, which the warm-up cannot know.
    [['en-IE', expect.objectContaining({ style: 'currency', currency: 'GBP' })]],
  ],
] as const)('leaves %s (%s) no formatter of the interface to build but those of the answers', async (_, locale, config, types, expected) => {
  let answer!: (profile: Profile) => void;
  const view = setup({ config: { ...config, locale }, space: { types: [...types], profile: () => new Promise<Profile>((resolve) => (answer = resolve)) } });
  await waitFor(() => expect(warmUps.count).toBe(1));
  const formatters = [built('DateTimeFormat'), built('NumberFormat')];
  answer(profileFixture({ locales: [locale] }));
  await view.findAllByRole('button', { name: /09:00|Yin Evening/ });
  // Those of the interface's locale: the zone rules read clocks through en-US formatters of their own.
  expect(formatters.flat().filter(([tag]) => tag === locale)).toEqual(expected);
});

it.each(['en-NZ', 'it', 'de-AT'])(
  'leaves a preselected type’s first view (%s) no formatter to build in its first locale after the one-tag script’s warm-up, made with the script’s own copy of the cache',
  async (asked) => {
    // As the script's warm-up does (src/embed/first-view-warm-up.ts): English until the language's
    // catalog has come, in the element's zone; here one that no other test of this file uses.
    const locale = interfaceLocale(asked, true);
    const zone = 'Pacific/Auckland';
    for (const step of intlWarmUpSteps(locale, zone)) step();
    // The widget's module, bundled apart from the script, has modules of its own: only the page global is shared.
    vi.resetModules();
    const { setup: setupWidget } = await import('./testing');
    const formatters = [built('DateTimeFormat'), built('NumberFormat')];
    const view = setupWidget({
      visitorZone: zone,
      config: { bookingType: TYPE_ID, locale: asked },
      space: { types: [typeFixture()], profile: profileFixture({ locales: [asked], timezone: zone }), timezone: zone },
    });
    await view.findAllByRole('button', { name: /\b0?9[:.]00/ });
    expect(formatters.flat().filter(([tag]) => tag === locale)).toEqual([]);
    // The zone's clock, which places each time (src/time/zone.ts).
    expect(formatters.flat()).not.toContainEqual(['en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }]);
  },
);
