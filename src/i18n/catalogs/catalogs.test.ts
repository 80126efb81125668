import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    const src = new URL('../../', import.meta.url).pathname;
    const code = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.|\.testing\.|testing\.tsx|i18n\/catalogs\//.test(f))
      .map((f) => readFileSync(join(src, f), 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((key) => !new RegExp(`['"\`]${key}['"\`]`).test(code));
    expect(unused).toEqual([]);
  });

  it('ar and he are the right-to-left catalogs', () => {
    expect(Object.keys(catalogs).filter(isRtl)).toEqual(['ar', 'he']);
  });
});
