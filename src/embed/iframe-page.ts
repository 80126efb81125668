import { defineSpaceBooking } from './define';
import {
  BOOKED,
  FORWARDED_EVENTS,
  RESIZE,
  parseOrigin,
  summarizeBooking,
  type FrameMessage,
} from './messages';
import { interfaceLocale } from '../i18n/index';
import { canonicalLocale } from '../i18n/locale-tag';
import { createWidget } from './place';
import { readOptions } from './options';
import type { Booking } from '../api/types';
import { markFramePage } from '../shared/frame-page';

const PAGE_CSS = 'html,body{margin:0;padding:0;background:transparent}';

/**
 * Runs `embed.html`: one `<space-booking>` built from the query parameters (`handle`,
 * `api-base`, `locale`, `booking-type`, `theme`), reporting its height and bookings to the
 * page that frames it (protocol in ./messages.ts).
 */
export function startFramePage(win: Window = window, define = defineSpaceBooking): HTMLElement {
  const doc = win.document;
  const params = new URLSearchParams(win.location.search);
  const parentOrigin = parseOrigin(params.get('parent-origin'));
  // The frame is always the inline widget: a popup belongs to the host page (SpaceBooking.popup).
  // Its own address is no page a visitor sees or shares (no deep link), and structured data in
  // its document would describe the frame's page, not the host's, which search engines index.
  const { mode: _mode, position: _position, buttonText: _buttonText, deepLink: _deepLink, structuredData: _structuredData, ...options } = readOptions((name) =>
    params.get(name),
  );

  define();
  markFramePage();
  if ('adoptedStyleSheets' in doc) {
    // A constructed sheet, not a <style>: embed.html's own CSP allows no inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PAGE_CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  }
  // The page speaks the widget's interface language, also after the visitor chose another in its menu.
  const speak = (locale: string | null | undefined) => {
    const tag = canonicalLocale(locale ?? '');
    if (tag) doc.documentElement.lang = interfaceLocale(tag);
  };
  speak(options.locale);

  const widget = createWidget(options, doc);
  doc.body.append(widget);
  new MutationObserver(() => speak(widget.getAttribute('locale'))).observe(widget, { attributes: true, attributeFilter: ['locale'] });

  const framed = win.parent !== win;
  const post = (message: FrameMessage, targetOrigin: string) => {
    if (framed) win.parent.postMessage(message, targetOrigin);
  };

  // One observer on the root box, never polling: it fires exactly when the content height changes.
  // Before the widget's first render the page is empty: the frame keeps its height until then.
  let lastHeight = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (height === lastHeight || (!height && lastHeight < 0)) return;
    lastHeight = height;
    post({ type: RESIZE, height }, '*');
  }).observe(doc.documentElement);

  for (const [name, personal] of Object.entries(FORWARDED_EVENTS)) {
    widget.addEventListener(name, (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail !== 'object' || detail === null) return;
      const booking = name === BOOKED ? (detail as { booking: Booking }).booking : null;
      const message = (booking ? { type: BOOKED, booking } : { type: name, detail }) as FrameMessage;
      if (parentOrigin) post(message, parentOrigin);
      else if (!personal) post(message, '*');
      // Personal data never goes to "*": the booking shrinks to what was booked and when.
      else if (booking) post({ type: BOOKED, booking: summarizeBooking(booking) }, '*');
    });
  }
  return widget;
}
