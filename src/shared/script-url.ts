/**
 * The address of the running classic script (`space-booking.js`, `embed.js`), read while it
 * first runs, which is the only time `document.currentScript` is set. Files that ship beside
 * the script (the interface catalogs in `i18n/`, the features in `extras/`) are loaded from there with absolute
 * addresses: a script loaded from another origin without `crossorigin` has no base URL for a
 * relative `import()`.
 */
const scriptUrl =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

export function besideScriptUrl(path: string): string {
  return new URL(path, scriptUrl || document.baseURI).href;
}
