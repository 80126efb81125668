// @vitest-environment jsdom
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { css } from '../src/ui/styles';
import { SpaceBookingElement } from '../src/embed/element';
import { ATTRIBUTE_DOCS, CSS_PROPERTY_DOCS, PART_DOCS, customElementsManifest, elementDeclaration, eventDocs } from './custom-elements-manifest';
import { FORWARDED_EVENTS, RESIZE } from '../src/embed/messages';

const here = join(dirname(fileURLToPath(import.meta.url)), '../src/embed');
const read = (path: string) => readFileSync(join(here, path), 'utf8');
const manifest = customElementsManifest();
const element = elementDeclaration(manifest);
const names = (list: { name: string }[]) => list.map((x) => x.name).sort();

/** The widget's source files (tests left out), with their text. */
function sources(dir: string): [string, string][] {
  return readdirSync(join(here, dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.|testing/.test(f))
    .map((f) => [f, read(`${dir}${f}`)]);
}
const ui = sources('../ui/');
const code = [...ui, ...sources('../state/'), ...sources('./'), ...sources('../shared/')];

describe('custom-elements.json', () => {
  it('is a schema 2.x package declaring <space-booking> and its registration', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(element).toMatchObject({ kind: 'class', customElement: true, tagName: 'space-booking', name: 'SpaceBookingElement' });
    // The module defines nothing as it is imported; the script tag's file defines the element.
    expect(manifest.modules.map((m) => [m.path, m.exports.map((e) => `${e.kind} ${e.name}`)])).toEqual([
      ['dist/space-booking.mjs', ['js SpaceBookingElement', 'js defineSpaceBooking']],
      ['dist/space-booking.js', ['custom-element-definition space-booking']],
    ]);
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
    // Every export names a declaration its module holds.
    for (const { exports } of manifest.modules)
      for (const { declaration } of exports) {
        const module = manifest.modules.find((m) => m.path === declaration.module);
        expect(module?.declarations.map((d) => d.name), `${declaration.module} ${declaration.name}`).toContain(declaration.name);
      }
  });

  it('has every attribute the element observes, each with its property', () => {
    expect(element.attributes.map((a) => a.name)).toEqual([...SpaceBookingElement.observedAttributes]);
    for (const attribute of element.attributes) {
      expect(attribute.fieldName in SpaceBookingElement.prototype, attribute.name).toBe(true);
      expect(attribute.description.length).toBeGreaterThan(10);
    }
  });

  it('has every public property of the element', () => {
    const own = Object.entries(Object.getOwnPropertyDescriptors(SpaceBookingElement.prototype))
      .filter(([, d]) => d.get)
      .map(([name]) => name);
    const fields = element.members.filter((m) => m.kind === 'field');
    expect(names(fields)).toEqual(own.sort());
    expect(element.members.filter((m) => 'readonly' in m).map((m) => m.name)).toEqual(
      own.filter((name) => !Object.getOwnPropertyDescriptor(SpaceBookingElement.prototype, name)!.set),
    );
  });

  it('has the popup’s methods, each a method of the element', () => {
    const methods = element.members.filter((m) => m.kind === 'method');
    expect(names(methods)).toEqual(['close', 'open', 'prepare']);
    for (const m of methods) expect(typeof (SpaceBookingElement.prototype as unknown as Record<string, unknown>)[m.name], m.name).toBe('function');
  });

  it('has every event of the event map, with its detail type, and every event the code dispatches', () => {
    expect(element.events.map((e) => e.name)).toEqual(Object.keys(FORWARDED_EVENTS));
    const byName = new Map(element.events.map((e) => [e.name, e]));
    expect(byName.get('space-booking:booked')!.type.text).toBe('CustomEvent<{ booking: Booking; attribution: Attribution }>');
    for (const e of element.events) expect(e.description.length, e.name).toBeGreaterThan(10);
    const dispatched = new Set(code.flatMap(([, text]) => [...text.matchAll(/['"`](space-booking:[a-z-]+)['"`]/g)].map((m) => m[1]!)));
    dispatched.delete(RESIZE); // the iframe helper's own event, on the iframe rather than the element
    expect([...dispatched].sort()).toEqual(names(element.events));
  });

  it('reads the events from events.ts, so a new one there lands in the manifest', () => {
    const source = read('../state/events.ts').replace(
      /\n  'space-booking:error':[^\n]*\n/,
      "$&  /** The visitor opened the calendar. */\n  'space-booking:opened': { at: string };\n",
    );
    expect(eventDocs(source).map((e) => e.name)).toContain('space-booking:opened');
    expect(eventDocs(source).find((e) => e.name === 'space-booking:opened')).toEqual({
      name: 'space-booking:opened',
      detail: '{ at: string }',
      description: 'The visitor opened the calendar.',
    });
  });

  it('has every part the components expose', () => {
    const parts = new Set(
      ui.flatMap(([, text]) => [...text.matchAll(/\bpart=(?:"([^"]*)"|\{[`'"]([^`'"]*)[`'"]\})/g)].flatMap((m) => (m[1] ?? m[2]!).split(/\s+/))),
    );
    parts.delete('');
    expect(parts.size).toBeGreaterThan(10);
    expect([...parts].filter((p) => !p.includes('$')).sort()).toEqual(Object.keys(PART_DOCS).sort());
    expect(names(element.cssParts)).toEqual(Object.keys(PART_DOCS).sort());
  });

  it('has every custom property the styles read', () => {
    const used = new Set([css, ...ui.map(([, text]) => text)].flatMap((text) => text.match(/--sb-[a-z-]+/g) ?? []));
    expect([...used].sort()).toEqual(Object.keys(CSS_PROPERTY_DOCS).sort());
    expect(names(element.cssProperties)).toEqual([...used].sort());
  });

  it('is what the README and docs/ document: every attribute, property, event, part and custom property', () => {
    const docs = join(here, '../../docs');
    const pages = existsSync(docs) ? readdirSync(docs).filter((name) => name.endsWith('.md')).map((name) => read(`../../docs/${name}`)) : [];
    const readme = [read('../../README.md'), ...pages].join('\n');
    const all = [
      ...Object.keys(ATTRIBUTE_DOCS),
      ...element.members.map((m) => m.name),
      ...element.events.map((e) => e.name),
      ...Object.keys(PART_DOCS),
      ...Object.keys(CSS_PROPERTY_DOCS),
    ];
    expect(all.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('is named by package.json and shipped', () => {
    const pkg = JSON.parse(read('../../package.json')) as { customElements?: string; files: string[]; exports: Record<string, string> };
    expect(pkg.customElements).toBe('dist/custom-elements.json');
    expect(pkg.exports['./custom-elements.json']).toBe('./dist/custom-elements.json');
    expect(pkg.files).toContain('dist');
  });
});
