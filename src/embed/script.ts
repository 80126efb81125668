import { capturePageAddress } from './attribution';
import { defineSpaceBooking } from './define';
import type { SpaceBookingElement } from './element';
import { createIframe, type IframeOptions } from './iframe';
import { createWidget, mount } from './mount';
import { readOptions, type EmbedOptions } from './options';
import { bindPopup, popup } from './popup';
import { preconnect } from './preconnect';

/** `window.SpaceBooking`, set by `dist/space-booking.js`. */
export interface SpaceBookingGlobal {
  /** Appends a `<space-booking>` to `target` (element or selector). */
  mount(target: Element | string, options: EmbedOptions): SpaceBookingElement;
  /** Appends an auto-resizing iframe of `embed.html` (next to this script unless `src` is given). */
  iframe(container: Element | string, options: EmbedOptions & Partial<Pick<IframeOptions, 'src' | 'title'>>): HTMLIFrameElement;
  /** Opens the widget in a modal dialog (the same options open the same popup again); returns its element. */
  popup(options: EmbedOptions): SpaceBookingElement;
  /** Makes `trigger` (element or selector) open the popup on click, preparing it on hover, focus or touch; returns the popup's element. */
  bindPopup(trigger: Element | string, options: EmbedOptions): SpaceBookingElement;
  /** Registers `<space-booking>` (already done by the script; safe to call again). */
  define(): void;
}

declare global {
  interface Window {
    SpaceBooking?: SpaceBookingGlobal;
  }
}

/**
 * Runs the classic-script build: registers the element, publishes `window.SpaceBooking` and,
 * when the script tag carries `data-handle`, mounts a widget right after it. Loading the
 * script twice defines the element once and keeps the first `window.SpaceBooking`; each tag
 * still mounts its own widget.
 */
export function startScript(script: HTMLScriptElement | null, win: Window = window): void {
  const doc = win.document;
  // The campaign is read now, while the address still carries it (README, Campaign attribution).
  capturePageAddress();
  defineSpaceBooking();
  win.SpaceBooking ??= createGlobal(script?.src || null);
  if (script?.hasAttribute('data-handle')) mountAfter(script, doc);
  // After the widget's first requests (they leave in a microtask queued by its connection),
  // for the requests that follow and for widgets the page places later.
  const apiBase = script?.getAttribute('data-api-base');
  queueMicrotask(() => preconnect(apiBase, doc));
}

function createGlobal(scriptSrc: string | null): SpaceBookingGlobal {
  return {
    mount(target, options) {
      const widget = mount(target, options);
      queueMicrotask(() => preconnect(options.apiBase));
      return widget;
    },
    iframe(container, options) {
      const src = options.src ?? (scriptSrc ? new URL('embed.html', scriptSrc) : null);
      if (!src) throw new TypeError('SpaceBooking.iframe: pass `src`, the address of embed.html');
      return createIframe(container, { ...options, src });
    },
    popup,
    bindPopup,
    define: defineSpaceBooking,
  };
}

function mountAfter(script: HTMLScriptElement, doc: Document): void {
  const widget = createWidget(
    // `data-layer` keeps its name on the tag; the other options gain a `data-` prefix.
    readOptions((name) => script.getAttribute(name === 'data-layer' ? name : `data-${name}`)),
    doc,
  );
  const parent = script.parentElement;
  if (parent && parent !== doc.head && parent !== doc.documentElement) {
    script.after(widget);
    return;
  }
  // A tag in <head> has no visible place after it: use the end of <body>.
  const place = () => doc.body.append(widget);
  if (doc.body) place();
  else doc.addEventListener('DOMContentLoaded', place, { once: true });
}
