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
    expect(warn.mock.calls[0]![0]).toMatch(/<space-booking> is already defined by another script/);
  });

  it('names the other version when it is one of this widget', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = registry();
    class Older extends HTMLElement {}
    Object.defineProperty(Older, Symbol.for('space-booking.version'), { value: '0.0.1' });
    page.define(TAG_NAME, Older);
    defineSpaceBooking(page);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('version 0.0.1');
  });

  it('is quiet when a copy of this same version registered it (the script included twice)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = registry();
    defineSpaceBooking(first);
    expect(first.get(TAG_NAME)).toBe(SpaceBookingElement);
    // Another copy of the script has its own class, carrying the same version.
    const page = registry();
    class Copy extends HTMLElement {}
    Object.defineProperty(Copy, Symbol.for('space-booking.version'), { value: VERSION });
    page.define(TAG_NAME, Copy);
    defineSpaceBooking(page);
    defineSpaceBooking(first);
    expect(warn).not.toHaveBeenCalled();
  });
});

it('VERSION is the package version', () => {
  expect(VERSION).toBe(packageJson.version);
});
