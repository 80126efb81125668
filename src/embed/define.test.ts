// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineSpaceBooking, TAG_NAME } from './define';
import { SpaceBookingElement } from './element';
import { VERSION } from './version';
import packageJson from '../../package.json';

/** A registry of its own per test: the page's `customElements` keeps a name for good. */
function registry(): CustomElementRegistry {
  const classes = new Map<string, CustomElementConstructor>();
  return {
    get: (name: string) => classes.get(name),
    define(name: string, constructor: CustomElementConstructor) {
      if (classes.has(name)) throw new DOMException(`${name} is already defined`, 'NotSupportedError');
      classes.set(name, constructor);
    },
  } as CustomElementRegistry;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('defineSpaceBooking with the name already taken', () => {
  it('keeps a class from another script, warns once however often it is asked, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = registry();
    class Other extends HTMLElement {}
    page.define(TAG_NAME, Other);
    for (let i = 0; i < 3; i++) expect(() => defineSpaceBooking(page)).not.toThrow();
    expect(page.get(TAG_NAME)).toBe(Other);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/another script defined <space-booking>/);
  });

  it('warns about another version of this widget too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = registry();
    class Older extends HTMLElement {}
    page.define(TAG_NAME, Older);
    (page as unknown as Record<symbol, string>)[Symbol.for('space-booking')] = '0.0.1';
    defineSpaceBooking(page);
    defineSpaceBooking(page);
    expect(page.get(TAG_NAME)).toBe(Older);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is quiet when a copy of this same version registered it (the script included twice)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = registry();
    defineSpaceBooking(first);
    expect(first.get(TAG_NAME)).toBe(SpaceBookingElement);
    // Another copy of the script registered its own class, and marked the registry with the same version.
    const page = registry();
    class Copy extends HTMLElement {}
    page.define(TAG_NAME, Copy);
    (page as unknown as Record<symbol, string>)[Symbol.for('space-booking')] = VERSION;
    defineSpaceBooking(page);
    defineSpaceBooking(first);
    expect(warn).not.toHaveBeenCalled();
  });
});

it('VERSION is the package version', () => {
  expect(VERSION).toBe(packageJson.version);
});
