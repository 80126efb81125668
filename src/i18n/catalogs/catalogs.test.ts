import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isRtl } from '../index';
import { ar } from './ar';
import { de } from './de';
import { en, type Messages } from './en';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { ja } from './ja';

const catalogs: Record<string, Messages> = { de, fr, es, ja, ar, he };

/**
 * The message keys the widget's code uses: those of the string literals TypeScript types as
 * message keys where they stand (`tr('retry')`, `say('loading')`, `{ key: 'nameRequired' }`,
 * `text="loadSetup"`, the values of a `Record<…, MessageKey>`). A literal that merely spells a
 * key is none: the failure action `'retry'`, the focus target `'submit'`.
 */
function keysTheCodeUses(): Set<string> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.|\.testing\.|testing\.tsx|i18n\/catalogs\//.test(f))
    .map((f) => join(root, 'src', f));
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  // The widget's code runs in browsers: Node's types (tsconfig's `types`) are not needed to read it.
  const program = ts.createProgram(files, { ...config.options, types: [] });
  const checker = program.getTypeChecker();
  const keys = new Set(Object.keys(en));
  /** Whether `type` is message keys alone (with `undefined` or `false` for none). */
  const isKeyType = (type: ts.Type) => {
    const members = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.BooleanLiteral)));
    return members.length > 0 && members.every((t) => t.isStringLiteral() && keys.has(t.value));
  };
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) && keys.has(node.text)) {
      const expected = checker.getContextualType(node);
      if (expected && isKeyType(expected)) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(program.getSourceFile(file)!);
  return used;
}
/** The distinct placeholders of a message (grammar may repeat one or not). */
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g))].sort();

// Words that would suggest a booking can be pushed through regardless of capacity or policy.
const forcing: Record<string, RegExp> = {
  en: /\b(force|forced|override|bypass|anyway)\b/i,
  de: /erzwing|überschreib|umgeh|trotzdem/i,
  fr: /forcer|forcé|outrepass|contourn|quand même/i,
  es: /forzar|forzad|anular|saltarse|de todos modos/i,
  ja: /強制|上書き|無視して/,
  ar: /فرض|تجاوز|إجبار/,
  he: /לכפות|בכפייה|לעקוף|עקיפת/,
};

describe('interface catalogs', () => {
  it.each(Object.entries(catalogs))('%s has exactly the keys of en with the same placeholders', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof Messages)[]) {
      expect(placeholders(messages[key]), key).toEqual(placeholders(en[key]));
      expect(messages[key].trim(), key).not.toBe('');
    }
  });

  it.each(Object.entries(catalogs))('%s is translated, not copied from English', (_, messages) => {
    const copied = (Object.keys(en) as (keyof Messages)[]).filter((k) => messages[k] === en[k]);
    // Short labels such as "Website" may legitimately be the same.
    expect(copied.length).toBeLessThanOrEqual(4);
  });

  it.each(Object.entries({ en, ...catalogs }))('%s never suggests a booking can be forced', (code, messages) => {
    for (const [key, text] of Object.entries(messages)) expect(text, `${code}.${key}`).not.toMatch(forcing[code]!);
  });

  it('has no key that the widget never shows', () => {
    const used = keysTheCodeUses();
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });

  it('ar and he are the right-to-left catalogs', () => {
    expect(Object.keys(catalogs).filter(isRtl)).toEqual(['ar', 'he']);
  });
});
