// Which locale the interface speaks and formats in, apart from the catalogs themselves (./index.ts
// loads them): the one-tag script's warm-up reads it too, to build the first view's formatters in that locale.
import { dateTimeFormat } from '../shared/intl-formatters';
import { canonicalLocale } from './locale-tag';

/** The languages with a catalog of their own besides English (./catalogs/). */
export const CATALOG_LANGUAGES = ['ar', 'de', 'es', 'fr', 'he', 'ja'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

export const sameLanguage = (a: string, b: string): boolean => a.split('-')[0]!.toLowerCase() === b.split('-')[0]!.toLowerCase();

/** RFC 4647 lookup: `de-AT` -> [`de-AT`, `de`, `en`]. */
export function uiLocaleChain(locales: string | readonly string[] | null | undefined): string[] {
  const chain: string[] = [];
  for (const tag of typeof locales === 'string' ? [locales] : locales ?? []) {
    const full = canonicalLocale(tag);
    if (!full) continue;
    chain.push(full);
    // Extensions and private use (`-u-…`, `-x-…`) never pick a catalog: drop them, then one subtag at a time.
    const parts = full.split(/-[a-z0-9]-/i)[0]!.split('-');
    for (; parts.length; parts.pop()) chain.push(parts.join('-'));
  }
  chain.push('en');
  return [...new Set(chain)];
}

/** Else English as written in the asked locale's region: an `it` page reads `en-IT`, not English sentences around Italian dates. */
export function interfaceLocale(asked: string, englishOnly = false): string {
  const spoken = englishOnly ? 'en' : uiLocaleChain(asked).find((tag) => tag === 'en' || (CATALOG_LANGUAGES as readonly string[]).includes(tag))!;
  if (sameLanguage(spoken, asked)) return asked;
  const region = regionOf(asked);
  const english = region ? `${spoken}-${region}` : spoken;
  // The tag's own Unicode keywords (`-u-hc-h12`, `-u-nu-deva`, `-u-fw-mon`) apply to English too.
  const keywords = /-u(?:-[a-z0-9]{2,8})+/i.exec(asked.split(/-x-/i)[0]!)?.[0] ?? '';
  // Where the browser has no English of that region (`en-BR`, `en-IR`), it writes US English, on
  // a 12-hour clock: the clock is then the asked locale's (`pt-BR` reads `en-BR-u-hc-h23`).
  if (/-hc-/i.test(keywords) || dateTimeFormat(english, {}).resolvedOptions().locale === english) return english + keywords;
  const clock = dateTimeFormat(asked, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return `${english}${keywords || '-u'}-hc-${clock}`;
}

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}
