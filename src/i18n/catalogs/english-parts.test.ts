/**
 * The English text travels in parts, each with the file that shows it: the first view's in the
 * script, the booking step's, the schedule's and the popup's in their own files, which add theirs
 * as they load (`addEnglish`). A key the script's own code shows but another file carries would
 * read as the bare key on an English page until that file is here. The script's code is every
 * module its entries import for a value, followed from file to file (types and the files loaded
 * on demand are not part of it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enFirstView } from './en-first-view';

const SRC = resolve(new URL('../../', import.meta.url).pathname);

/** The entries of the builds that carry the first view: the script tag, the iframe page, the ES module. */
const FIRST_VIEW_ENTRIES = ['embed/starter.ts', 'embed/frame-entry.ts', 'index.ts'];

/** `import … from './x'` and `export … from './x'`, with what they bring. */
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s+['"](\.[^'"]+)['"]/gm;

/** Keys that are also words of the script's code for something else, with what they name there. */
const OTHER_MEANINGS: Record<string, string> = {
  submit: "the booking form's submit button as a place for focus (FocusTarget, state/announcer.ts)",
};

function moduleFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Whether an import brings types alone (`import type`, or every name marked `type`). */
function typesOnly(typeKeyword: string | undefined, what: string): boolean {
  if (typeKeyword) return true;
  if (!what.startsWith('{')) return false;
  const names = what.slice(1, -1).split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function firstViewModules(): Set<string> {
  const seen = new Set<string>();
  const pending = FIRST_VIEW_ENTRIES.map((entry) => resolve(SRC, entry));
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, typeKeyword, what, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typesOnly(typeKeyword, what!)) continue;
      const imported = moduleFile(file, specifier!);
      if (imported) pending.push(imported);
    }
  }
  return seen;
}

describe('the English text of the first view', () => {
  const modules = firstViewModules();

  it('follows the script from its entries to its components', () => {
    const names = [...modules].map((file) => relative(SRC, file));
    // The element, the first view's components, its English; not the booking step's, the schedule's or the popup's.
    expect(names).toEqual(expect.arrayContaining(['embed/element.ts', 'ui/App.tsx', 'ui/Slots.tsx', 'i18n/catalogs/en-first-view.ts']));
    for (const elsewhere of ['ui/booking-step.ts', 'ui/Details.tsx', 'ui/Schedule.tsx', 'ui/popup-entry.ts', 'ui/Popup.tsx', 'i18n/catalogs/en-booking-step.ts'])
      expect(names, elsewhere).not.toContain(elsewhere);
  });

  it("holds every key the script's own code names", () => {
    const otherParts = Object.keys(en).filter((key) => !(key in enFirstView) && !(key in OTHER_MEANINGS));
    const named = [...modules].flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return otherParts.filter((key) => new RegExp(`['"\`]${key}['"\`]`).test(code)).map((key) => `${relative(SRC, file)}: ${key}`);
    });
    expect(named).toEqual([]);
  });
});
