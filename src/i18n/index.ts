import type { MessageKey, Messages } from './catalogs/en';
import { enFirstView } from './catalogs/en-first-view';
import { canonicalLocale } from './locale-tag';
import { sameLanguage, uiLocaleChain, type CatalogLanguage } from './interface-locale';

export { interfaceLocale, sameLanguage, uiLocaleChain } from './interface-locale';

export type { MessageKey, Messages };

/** The first view's English has none of the other files' text. */
export type Catalog = Partial<Messages>;

export const firstViewEnglish: Catalog = enFirstView;

/** English fallback text, growing as the booking step's, the schedule's and the popup's files load (`addEnglish`). */
const english: Catalog = { ...enFirstView };

export function addEnglish(text: Catalog): void {
  Object.assign(english, text);
}

const CATALOGS: Record<CatalogLanguage, () => Promise<Record<string, Messages>>> = {
  ar: () => import('./catalogs/ar'),
  de: () => import('./catalogs/de'),
  es: () => import('./catalogs/es'),
  fr: () => import('./catalogs/fr'),
  he: () => import('./catalogs/he'),
  ja: () => import('./catalogs/ja'),
};

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

export async function loadMessages(locale: string | readonly string[] | null | undefined): Promise<Catalog> {
  for (const tag of uiLocaleChain(locale)) {
    if (tag === 'en') return firstViewEnglish;
    const catalog = Object.hasOwn(CATALOGS, tag) ? CATALOGS[tag as CatalogLanguage] : undefined;
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
