// Apart from the catalogs (./index.ts): the one-tag script reads locale tags before any text is shown.

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

export const contentLocaleOf = (asked: string, doc: Document): string =>
  canonicalLocale(asked) ?? canonicalLocale(doc.documentElement.lang) ?? 'en';
