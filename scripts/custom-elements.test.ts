// The manifest the build writes (generated here in memory, no build needed) is valid against the
// published Custom Elements Manifest schema (the `custom-elements-manifest` package's schema.json).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { customElementsJson } from './custom-elements';

const require = createRequire(import.meta.url);
const schemaPath = require.resolve('custom-elements-manifest/schema.json');
const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { $schema: string };
const schemaVersion = (JSON.parse(readFileSync(require.resolve('custom-elements-manifest/package.json'), 'utf8')) as { version: string }).version;
// allowUnionTypes: the schema itself writes `"type": ["string", "boolean"]` (deprecated).
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).addSchema(schema, 'manifest');
const validatePackage = ajv.getSchema('manifest')!;
// A module's declarations are "any of" a plain class, a custom element, ...: a custom element
// whose own parts (attributes, events, CSS parts and properties) break the schema still passes as
// a plain class, whose properties are open. So each custom element is also held to its own definition.
const validateElement = ajv.getSchema('manifest#/definitions/CustomElementDeclaration')!;

const manifest = JSON.parse(customElementsJson()) as {
  schemaVersion: string;
  modules: { declarations: { customElement?: boolean; attributes: { name?: string }[]; events: unknown[] }[] }[];
};
type Manifest = typeof manifest;

/** What the schema finds wrong, as `path message` lines. */
function errors(value: Manifest): string[] {
  const found = validatePackage(value) ? [] : validatePackage.errors!.map((e) => `${e.instancePath} ${e.message}`);
  value.modules.forEach((module, m) =>
    module.declarations.forEach((declaration, d) => {
      if (!('customElement' in declaration) || validateElement(declaration)) return;
      found.push(...validateElement.errors!.map((e) => `/modules/${m}/declarations/${d}${e.instancePath} ${e.message}`));
    }),
  );
  return found;
}

describe('custom-elements.json against the published schema', () => {
  it('is valid', () => {
    expect(schema.$schema).toMatch(/draft-07/);
    expect(errors(manifest)).toEqual([]);
  });

  it('declares the schema version it is validated against', () => {
    expect(manifest.schemaVersion).toBe(schemaVersion);
  });

  it('declares the element as a custom element, which the check holds to its own definition', () => {
    expect(manifest.modules.flatMap((module) => module.declarations).filter((declaration) => declaration.customElement)).toHaveLength(1);
  });

  it('rejects a manifest whose element breaks the schema, so the check above means something', () => {
    const broken = structuredClone(manifest);
    delete broken.modules[0]!.declarations[0]!.attributes[0]!.name;
    (broken.modules[0]!.declarations[0]!.events as unknown[]).push({ name: 42, type: { text: 'Event' } });
    expect(errors(broken)).toEqual([
      '/modules/0/declarations/0/attributes/0 must have required property \'name\'',
      `/modules/0/declarations/0/events/${manifest.modules[0]!.declarations[0]!.events.length}/name must be string`,
    ]);
  });
});
