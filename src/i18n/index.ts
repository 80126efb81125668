/**
 * Interface language: which catalog to show for a requested locale, and filling in messages.
 * English is bundled; every other catalog is a separate chunk loaded only when asked for.
 */
import type { MessageKey, Messages } from './catalogs/en';
import { enFirstView } from './catalogs/en-first-view';

export type { MessageKey, Messages };

/** A catalog as the widget holds it: the first view's English has none of the other files' text. */
export type Catalog = Partial<Messages>;

/** The first view's English, the catalog a widget starts with. */
export const firstViewEnglish: Catalog = enFirstView;

/**
 * English, where a catalog has no text for a key: the first view's, and that of the booking step,
 * the schedule and the popup once each one's file has loaded (`addEnglish`).
 */
const english: Catalog = { ...enFirstView };

export function addEnglish(text: Catalog): void {
  Object.assign(english, text);
}

/** The interface languages other than English, each a chunk of its own exporting its messages under its tag. */
const CATALOGS: Record<string, () => Promise<Record<string, Messages>>> = {
  ar: () => import('./catalogs/ar'),
  de: () => import('./catalogs/de'),
  es: () => import('./catalogs/es'),
  fr: () => import('./catalogs/fr'),
  he: () => import('./catalogs/he'),
  ja: () => import('./catalogs/ja'),
};

/** The canonical form of a BCP 47 tag (`de-at` -> `de-AT`, `iw` -> `he`), or null when it is not one. */
export function canonicalLocale(tag: string): string | null {
  try {
    const canonical = Intl.getCanonicalLocales(tag.trim())[0];
    // Its language is two or three letters (ISO 639). BCP 47's syntax allows five to eight, but
    // none is registered, and an API refuses a locale such as "english".
    return canonical && /^[a-z]{2,3}\b/.test(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/** The locale a widget's content is asked in: its own `locale`, else the page's `<html lang>`, else English. */
export const contentLocaleOf = (asked: string, doc: Document): string =>
  canonicalLocale(asked) ?? canonicalLocale(doc.documentElement.lang) ?? 'en';

/** Whether two tags name the same language, whatever their regions (`en-GB` and `en`). */
export const sameLanguage = (a: string, b: string): boolean => a.split('-')[0]!.toLowerCase() === b.split('-')[0]!.toLowerCase();

/**
 * Tags to try, most specific first, ending in `en` (RFC 4647 lookup):
 * `de-AT` -> [`de-AT`, `de`, `en`]. Invalid tags are skipped.
 */
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

/**
 * The locale to ask the API for when the space does not list `asked`. The API matches `locale`
 * exactly and never substitutes, so a page's `en-US` would find nothing of a space that writes
 * `en`. The tag the space lists that is closest: `asked` as the space spells it (`pt-br`, `iw`),
 * then shorter (RFC 4647 lookup: `de-AT` to `de`), then another of the same language (`de-DE`),
 * then English, then its first. Null when the space lists `asked` or lists nothing.
 */
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

/**
 * The locale the interface speaks and formats in when `asked` is: `asked` itself where a catalog
 * of its language ships (`de-AT` speaks German and writes dates as in Austria), else English as
 * written in the asked locale's region: an `it` page reads English throughout, with the day before
 * the month and a 24-hour clock (`en-IT`), not English sentences around Italian dates, with the
 * tag's own Unicode keywords (`it-u-hc-h12` reads `en-IT-u-hc-h12`), and the asked locale's clock
 * where the browser has no English of the region. English too where the
 * catalog could not be loaded (`englishOnly`). The language a screen reader reads the
 * interface in (`lang`), and its direction.
 */
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

/** The region a locale is written in, said or most likely (`it` -> `IT`, `pt-BR` -> `BR`). */
function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/** Messages of the first catalog along the chain of `locale`; English when none is available. */
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

/**
 * Text from elsewhere inside a sentence of the interface (a space's name, a session's title, the
 * server's words): a first strong isolate of the Unicode bidirectional algorithm (U+2068 …
 * U+2069), so an English name cannot move the full stop of an Arabic sentence, nor an Arabic name
 * the words of an English one. Invisible, and not read aloud; nothing stays nothing.
 */
export const isolate = (text: string): string => text && `\u2068${text}\u2069`;

/**
 * The message `key` with `{name}` placeholders filled from `params`, numbers written by
 * `writeNumber` (in the interface's digits: `formatCount`); unknown placeholders stay as written.
 */
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

/** Whether a locale is written right to left (for `dir`). */
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
