import { afterEach, expect, it } from 'vitest';
import { warmFormats } from './warm-formats';

const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
afterEach(() => Object.assign(Intl, originals));

/** Records the options of every formatter of `name` built from now on. */
function built(name: keyof typeof originals): object[] {
  const options: object[] = [];
  Object.assign(Intl, {
    [name]: new Proxy(originals[name] as new (locale: string, options: object) => object, {
      construct: (target, args: [string, object]) => (options.push(args[1]), new target(...args)),
    }),
  });
  return options;
}

const NOW = new Date('2026-03-27T09:00:00Z');

it('names the visitor’s zone ahead, and session lengths only where the first view lists booking types', () => {
  const numberFormats = built('NumberFormat');
  const dateFormats = built('DateTimeFormat');
  warmFormats('en', 'Europe/London', NOW, { durations: false });
  expect(dateFormats).not.toEqual([]);
  // The visitor's zone by name, as the slots name the space's (most often the same zone).
  expect(dateFormats).toContainEqual(expect.objectContaining({ timeZone: 'Europe/London', timeZoneName: 'longGeneric' }));
  expect(numberFormats).toEqual([]);
  warmFormats('en', 'Europe/London', NOW, { durations: true });
  expect(numberFormats).toContainEqual(expect.objectContaining({ style: 'unit', unit: 'hour' }));
});
