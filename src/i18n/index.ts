import type { MessageKey, Messages } from './catalogs/en';
import { enFirstView } from './catalogs/en-first-view';
import { canonicalLocale } from './locale-tag';

export type { MessageKey, Messages };

/** The first view's English has none of the other files' text. */
export type Catalog = Partial<Messages>;

export const firstViewEnglish: Catalog = enFirstView;

/** English fallback text, growing as the booking step's, the schedule's and the popup's files load (`addEnglish`). */
const english: Catalog = { ...enFirstView };

export function addEnglish(text: Catalog): void {
  Object.assign(english, text);
}

const CATALOGS: Record<string, () => Promise<Record<string, Messages>>> = {
  ar: () => import('./catalogs/ar'),
  de: () => import('./catalogs/de'),
  es: () => import('./catalogs/es'),
  fr: () => import('./catalogs/fr'),
  he: () => import('./catalogs/he'),
  ja: () => import('./catalogs/ja'),
};

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

/** The API matches `locale` exactly and never substitutes: a page's `en-US` would find nothing of a space that writes `en`. */
export function offeredLocale(asked: string, offered: unknown): string | null {
  const tags = Array.isArray(offered) ? offered.filter((tag): tag is string => typeof tag === 'string' && canonicalLocale(tag) !== null) : [];
  if (!tags.length || tags.includes(asked)) return null;
  const key = (tag: string) => canonicalLocale(tag)!.toLowerCase();
  const listed = (tag: string) => tags.find((candidate) => key(candidate) === tag.toLowerCase());
  const lookup = uiLocaleChain(asked).slice(0, -1);
  return (
    lookup.map(listed).find(Boolean) ?? tags.find((tag) => sameLanguage(key(tag), key(asked))) ?? listed('en') ?? tags[0]!
  );
}

/** Else English as written in the asked locale's region: an `it` page reads `en-IT`, not English sentences around Italian dates. */
export function interfaceLocale(asked: string, englishOnly = false): string {
  const spoken = englishOnly ? 'en' : uiLocaleChain(asked).find((tag) => tag === 'en' || Object.hasOwn(CATALOGS, tag))!;
  if (sameLanguage(spoken, asked)) return asked;
  const region = regionOf(asked);
  const english = region ? `${spoken}-${region}` : spoken;
  // The tag's own Unicode keywords (`-u-hc-h12`, `-u-nu-deva`, `-u-fw-mon`) apply to English too.
  const keywords = /-u(?:-[a-z0-9]{2,8})+/i.exec(asked.split(/-x-/i)[0]!)?.[0] ?? '';
  // Where the browser has no English of that region (`en-BR`, `en-IR`), it writes US English, on
  // a 12-hour clock: the clock is then the asked locale's (`pt-BR` reads `en-BR-u-hc-h23`).
  if (/-hc-/i.test(keywords) || new Intl.DateTimeFormat(english).resolvedOptions().locale === english) return english + keywords;
  const clock = new Intl.DateTimeFormat(asked, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return `${english}${keywords || '-u'}-hc-${clock}`;
}

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

export async function loadMessages(locale: string | readonly string[] | null | undefined): Promise<Catalog> {
  for (const tag of uiLocaleChain(locale)) {
    if (tag === 'en') return firstViewEnglish;
    const catalog = Object.hasOwn(CATALOGS, tag) ? CATALOGS[tag] : undefined;
    if (catalog) {
      try {
        return (await catalog())[tag]!;
      } catch {
        // A chunk that fails to load must not break the widget: keep going down the chain.
      }
    }
  }
  return firstViewEnglish;
}

/** A first strong isolate, so that an English name cannot move the full stop of an Arabic sentence, nor the reverse. */
export const isolate = (text: string): string => text && `\u2068${text}\u2069`;

export function t(messages: Catalog, key: MessageKey, params?: Record<string, string | number>, writeNumber: (count: number) => string = String): string {
  const text = messages[key] ?? english[key] ?? key;
  return params
    ? text.replace(/\{(\w+)\}/g, (m, name: string) => {
        const value = params[name];
        if (!(name in params)) return m;
        return typeof value === 'number' ? writeNumber(value) : String(value);
      })
    : text;
}

/** Right-to-left languages, for engines without `Intl.Locale` text info. */
const RTL = /^(ar|he|fa|ur|ps|yi|dv|ckb|sd|ug)$/;

type TextInfo = { direction?: string };

export function isRtl(locale: string): boolean {
  let loc: Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };
  try {
    loc = new Intl.Locale(locale);
  } catch {
    return false;
  }
  const info = loc.getTextInfo?.() ?? loc.textInfo;
  return info?.direction ? info.direction === 'rtl' : RTL.test(loc.language);
}
