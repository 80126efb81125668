import type { BookingSummary } from './messages';
import { optionAttributes, type EmbedOptions, type OptionAttribute } from './options';
import type { Booking } from '../api/types';
import { pageUrl } from '../shared/http-url';
import { capturePageAddress, type Attribution } from './attribution';
import type { SpaceBookingEventMap } from '../state/events';

/**
 * Options the frame does not take: the data layer and the address (`deep-link`) are the host
 * page's, the frame is always inline, and structured data written in the frame's document would
 * not be the host page's (an iframe embed writes none).
 */
const STAYS_WITH_THE_HELPER = new Set<OptionAttribute>(['data-layer', 'deep-link', 'mode', 'position', 'button-text', 'structured-data']);

export interface IframeOptions extends EmbedOptions {
  /** Address of `embed.html` (the script-tag build fills it in from its own address). */
  src: string | URL;
  /** Accessible name of the frame. */
  title?: string;
}

/**
 * Events dispatched on the iframe (bubbling to its container): the element's own events, except
 * that `booked` carries only a `BookingSummary` when the frame had no valid `parent-origin`.
 * `booked`'s attribution is this (the host) page's, which the frame cannot see.
 */
export type IframeEventMap = Omit<SpaceBookingEventMap, 'space-booking:booked'> & {
  'space-booking:resize': CustomEvent<{ height: number }>;
  'space-booking:booked': CustomEvent<{ booking: Booking | BookingSummary; attribution: Attribution }>;
};

/**
 * The iframe `createIframe` returns: its listeners know the events it dispatches, and an
 * element's own (`load`, `keydown`...).
 */
export interface SpaceBookingIframe extends HTMLIFrameElement {
  addEventListener<Name extends keyof FrameEvents>(
    type: Name,
    listener: (this: HTMLIFrameElement, event: FrameEvents[Name]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<Name extends keyof FrameEvents>(
    type: Name,
    listener: (this: HTMLIFrameElement, event: FrameEvents[Name]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** An iframe's events: an element's, with the widget's as the iframe dispatches them. */
type FrameEvents = Omit<HTMLElementEventMap, keyof IframeEventMap> & IframeEventMap;

/**
 * The frame may run scripts, keep its idempotency key in its own storage (same-origin: its
 * own origin, never the host's), submit its form, open the space's links in a new tab
 * outside the sandbox, and download the `.ics` file. It may take the top page elsewhere only on
 * the visitor's own click (the confirmation's Continue to the host's `success-url`), never by itself.
 */
export const IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-top-navigation-by-user-activation';

/** The `embed.html` address for these options, including `parent-origin`. */
export function iframeUrl(options: IframeOptions, parentOrigin: string = location.origin): URL {
  const url = new URL(options.src, document.baseURI);
  // A relative `success-url` is this (the host) page's, not the frame's; one that is not http(s)
  // goes as it is, for the frame's widget to ignore with its warning.
  if (options.successUrl) options = { ...options, successUrl: pageUrl(options.successUrl.trim(), document.baseURI) ?? options.successUrl };
  // `data-layer` stays here: the helper pushes to this page's `dataLayer`, not the frame's. The
  // frame is always inline: the popup's options have no meaning there.
  for (const [name, value] of optionAttributes(options)) if (!STAYS_WITH_THE_HELPER.has(name)) url.searchParams.set(name, value);
  // An opaque origin ("null", e.g. a file: page) cannot be a postMessage target.
  if (parentOrigin && parentOrigin !== 'null') url.searchParams.set('parent-origin', parentOrigin);
  return url;
}

/** The frame's height while it cannot report its own (its helper did not load), as in the docs' plain iframe. */
export const FALLBACK_HEIGHT = '900px';

/** A frame in the page whose messages are held until its listener takes over. */
export interface HeldFrame {
  frame: SpaceBookingIframe;
  /** The frame page's origin, the only one its messages are taken from. */
  origin: string;
  /** What it said so far. */
  early: readonly MessageEvent[];
  /** Stops holding: the listener hears it from now on. */
  release(): void;
}

/**
 * The frame starts loading at once; what it says is held until its listener is in place
 * (./iframe.ts, `connectIframe`), so that no message is missed.
 */
export function appendFrame(container: Element | string, options: IframeOptions): HeldFrame {
  const host = typeof container === 'string' ? document.querySelector(container) : container;
  if (!host) throw new TypeError(`SpaceBooking.iframe: no element matches ${String(container)}`);
  const url = iframeUrl(options);
  const win = host.ownerDocument.defaultView ?? window;
  // Read now, as the element does when created: the host page may tidy its address before `booked`.
  capturePageAddress();
  const frame = host.ownerDocument.createElement('iframe');
  frame.title = options.title ?? 'Booking';
  frame.setAttribute('sandbox', IFRAME_SANDBOX);
  // CSSOM properties, not a style attribute string: allowed under a strict CSP.
  frame.style.display = 'block';
  frame.style.width = '100%';
  frame.style.border = '0';
  // The frame's page declares no color-scheme; a dark host's scheme inherited here would not
  // match it, and Chromium then paints an opaque backdrop behind the transparent page.
  frame.style.colorScheme = 'normal';
  const early: MessageEvent[] = [];
  const hold = (event: MessageEvent) => {
    if (event.source !== null && event.source === frame.contentWindow && event.origin === url.origin) early.push(event);
  };
  win.addEventListener('message', hold);
  frame.src = url.href;
  host.append(frame);
  return { frame, origin: url.origin, early, release: () => win.removeEventListener('message', hold) };
}
