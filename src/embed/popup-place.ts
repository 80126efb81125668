/// <reference path="../ui/css.d.ts" />
import css from './popup-place.css?inline';

/**
 * Keeps an in-place popup button's place while the widget's module is on its way, so that the
 * page's text after it does not move: one rule adopted by the page, for the element before it
 * is defined (the element keeps the place itself from then on).
 */
export function keepPopupPlaces(doc: Document): void {
  if (!('adoptedStyleSheets' in doc)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
