/// <reference path="./css.d.ts" />
import widgetCss from './widget.css?inline';

export const css = widgetCss;

/** Shared by every shadow root; null where the browser cannot construct one. */
const sheets = new Map<string, CSSStyleSheet | null>();

function sheetOf(text: string): CSSStyleSheet | null {
  let sheet = sheets.get(text);
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
    } catch {
      sheet = null;
    }
    sheets.set(text, sheet);
  }
  return sheet;
}

/** Without constructed stylesheets the widget stays unstyled rather than break a Content Security Policy. */
export function adoptStyles(root: ShadowRoot, text: string = css): void {
  const sheet = sheetOf(text);
  if (sheet && 'adoptedStyleSheets' in root && !root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
