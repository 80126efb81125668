import { sendEarly } from '../api/early-requests';
import { contentLocaleOf } from '../i18n/locale-tag';
import { keepEarlyZoneRules } from '../shared/early-zone-rules';
import { onDemand } from '../shared/on-demand';
import { firstRequests } from '../state/first-requests';
import { capturePageAddress } from './attribution';
import type { SpaceBookingElement } from './element';
import { appendFrame, FALLBACK_HEIGHT, type IframeOptions, type SpaceBookingIframe } from './iframe-frame';
import { readOptions, type EmbedOptions } from './options';
import { appendWidget, createWidget, TAG_NAME } from './place';
import { bindPopup, popup } from './popup';
import { keepPopupPlaces } from './popup-place';
import { preconnect } from './preconnect';

/**
 * Files the script loads beside itself, as the build names them (vite.config.ts): the zone rules'
 * chunk (src/time/zone-rules.ts) and the first view's warm-up (./first-view-warm-up.ts). Not
 * defined in the unit tests.
 */
declare const ZONE_RULES_CHUNK: string | undefined;
declare const WARM_UP_FILE: string | undefined;

/** What the script uses of the widget's module (src/index.ts). */
export type WidgetModule = Pick<typeof import('../index'), 'defineSpaceBooking' | 'connectIframe'>;

/** What the script uses of the first view's warm-up. */
export type WarmUpModule = Pick<typeof import('./first-view-warm-up'), 'warmFirstView'>;

/** `window.SpaceBooking`, set by `dist/space-booking.js`. */
export interface SpaceBookingGlobal {
  /** Appends a `<space-booking>` to `target` (element or selector). */
  mount(target: Element | string, options: EmbedOptions): SpaceBookingElement;
  /** Appends an auto-resizing iframe of `embed.html` (next to this script unless `src` is given). */
  iframe(container: Element | string, options: EmbedOptions & Partial<Pick<IframeOptions, 'src' | 'title'>>): SpaceBookingIframe;
  /** Opens the widget in a modal dialog (the same options open the same popup again); returns its element. */
  popup(options: EmbedOptions): SpaceBookingElement;
  /** Makes `trigger` (element or selector) open the popup on click, preparing it on hover, focus or touch; returns the popup's element. */
  bindPopup(trigger: Element | string, options: EmbedOptions): SpaceBookingElement;
  /** Registers `<space-booking>` (done by the script once the widget's module is here; safe to call again). */
  define(): void;
}

declare global {
  interface Window {
    SpaceBooking?: SpaceBookingGlobal;
  }
}

/**
 * A file from beside the script. By an absolute address: a script from another origin has no
 * base address for a relative `import()`.
 */
const besideScript = <T>(script: HTMLScriptElement | null, file: string): Promise<T> =>
  import(/* @vite-ignore */ new URL(file, script?.src || document.baseURI).href);

/** The widget's module. */
export const importBeside = (script: HTMLScriptElement | null) => (): Promise<WidgetModule> => besideScript(script, 'space-booking.mjs');

/** The first view's warm-up; none where the build names no such file. */
export const importWarmUpBeside = (script: HTMLScriptElement | null) => (): Promise<WarmUpModule> | null =>
  typeof WARM_UP_FILE === 'string' ? besideScript(script, WARM_UP_FILE) : null;

/**
 * The one-tag snippet's classic script. The first requests of the widgets it can see leave before
 * the widget's module has loaded; the module takes them over. Loading the script twice keeps the
 * first `window.SpaceBooking`; each tag still mounts its own widget.
 */
export function startScript(
  script: HTMLScriptElement | null,
  loadWidget = importBeside(script),
  win: Window = window,
  loadWarmUp = importWarmUpBeside(script),
): void {
  const doc = win.document;
  // The campaign is read now, while the address still carries it (docs/element.md, Campaign attribution).
  capturePageAddress();
  const widget = onDemand(loadWidget, "the widget's module (space-booking.mjs)", 'forget');
  // Without the module no widget shows: a visitor who was offline gets it once back online.
  const define = (): void =>
    void widget().then((module) => (module ? module.defineSpaceBooking() : win.addEventListener('online', define, { once: true })));
  // The module is the longest wait before the first slots (its answers come sooner): asked for first.
  define();
  // `data-layer` keeps its name on the tag; the other options gain a `data-` prefix.
  const options = script?.hasAttribute('data-handle')
    ? readOptions((name) => script.getAttribute(name === 'data-layer' ? name : `data-${name}`))
    : null;
  // Its tag's widget, and those the page wrote itself.
  const widgets = options ? [options] : [];
  for (const element of doc.querySelectorAll(TAG_NAME)) widgets.push(readOptions((name) => element.getAttribute(name)));
  const asked = widgets.filter((widget) => askEarly(widget, doc));
  if (widgets.some((widget) => widget.mode === 'popup')) keepPopupPlaces(doc);
  win.SpaceBooking ??= createGlobal(script?.src || null, widget, define);
  if (script && options) mountAfter(script, options, doc);
  // After the first requests, for the requests that follow and for widgets the page places later.
  const apiBase = options?.apiBase;
  queueMicrotask(() => preconnect(apiBase, doc));
  // A task of its own: the script's run holds the host page no longer than the module's import
  // and the requests need.
  const first = asked[0];
  if (first) setTimeout(() => prepareFirstView(script, first, doc, loadWarmUp));
}

/**
 * While the requests are out, nothing is left to do until the module comes: the zone rules are
 * asked for, and the first view's formatters and fonts made ready as the element will use them
 * (./first-view-warm-up.ts), by a file of their own that loads beside the module.
 */
function prepareFirstView(script: HTMLScriptElement | null, options: Partial<EmbedOptions>, doc: Document, loadWarmUp: () => Promise<WarmUpModule> | null): void {
  // Asked for first: the first slots wait for them where the visitor's zone is not the space's.
  const zoneRules = loadZoneRulesBeside(script);
  loadWarmUp()?.then(
    (warmUp) => {
      // Where it comes after the module (both from a cache), the module has made its first view.
      if (!customElements.get(TAG_NAME)) warmUp.warmFirstView(options, doc, zoneRules);
    },
    // Without it the first render builds its formatters itself, as a module on its own does.
    () => {},
  );
}

/**
 * The first slots wait for the zone rules where the visitor's zone is not the space's: asked for
 * while the module loads, not after it has run, and handed over to it (src/shared/early-zone-rules.ts).
 */
function loadZoneRulesBeside(script: HTMLScriptElement | null): Promise<unknown> | undefined {
  if (typeof ZONE_RULES_CHUNK !== 'string') return undefined;
  const rules = besideScript(script, ZONE_RULES_CHUNK);
  // The module asks again where they cannot load, and says so.
  rules.catch(() => {});
  keepEarlyZoneRules(rules);
  return rules;
}

/**
 * Its store takes the answers over once the module is here. Nothing where the element is defined
 * already (it asks at once, or it is another script's), nor for a popup before the visitor shows intent.
 */
function askEarly(options: Partial<EmbedOptions>, doc: Document): boolean {
  if (customElements.get(TAG_NAME) || options.mode === 'popup' || options.mode === 'floating') return false;
  try {
    const config = {
      handle: options.handle?.trim() ?? '',
      apiBase: options.apiBase?.trim() ?? '',
      locale: contentLocaleOf(options.locale ?? '', doc),
      bookingType: options.bookingType?.trim() ?? '',
      layout: options.layout === 'schedule' ? ('schedule' as const) : ('booking' as const),
      deepLink: options.deepLink === true,
    };
    for (const url of firstRequests(config, new Date(), doc.location?.href)) sendEarly(url);
    return true;
  } catch {
    // Not a handle or API address: the widget says so once it runs.
    return false;
  }
}

function createGlobal(scriptSrc: string | null, widget: () => Promise<WidgetModule | null>, define: () => void): SpaceBookingGlobal {
  return {
    mount(target, options) {
      askEarly(options, document);
      const element = appendWidget(target, options);
      define();
      queueMicrotask(() => preconnect(options.apiBase));
      return element;
    },
    iframe(container, options) {
      const src = options.src ?? (scriptSrc ? new URL('embed.html', scriptSrc) : null);
      if (!src) throw new TypeError('SpaceBooking.iframe: pass `src`, the address of embed.html');
      // The frame loads at once; its listener, in the widget's module, hears what it said meanwhile.
      const held = appendFrame(container, { ...options, src });
      void widget().then((module) => {
        if (module) return module.connectIframe(held, options);
        held.release();
        held.frame.style.height = FALLBACK_HEIGHT;
      });
      return held.frame;
    },
    popup(options) {
      define();
      return popup(options);
    },
    bindPopup(trigger, options) {
      define();
      return bindPopup(trigger, options);
    },
    define,
  };
}

function mountAfter(script: HTMLScriptElement, options: Partial<EmbedOptions>, doc: Document): void {
  const widget = createWidget(options, doc);
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
