/// <reference path="../ui/css.d.ts" />
import css from './popup-place.css?inline';

// The page's text after an in-place popup button must not move while the module is on its way:
// one rule adopted by the page, until the defined element keeps the place itself.
export function keepPopupPlaces(doc: Document): void {
  if (!('adoptedStyleSheets' in doc)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
