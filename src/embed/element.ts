import { h, render } from 'preact';
import { signal } from '@preact/signals';
import { createClient } from '../api/client';
import type { SpaceClient } from '../api/client';
import { contentLocaleOf } from '../i18n/locale-tag';
import { createStore, type Store } from '../state/store';
import type { WidgetConfig } from '../state/config';
import { App } from '../ui/App';
import { renderOncePerFrame } from '../ui/frame-rendering';
import { adoptStyles } from '../ui/styles';
import { loadZoneRules } from '../state/load-zone-rules';
import { knownZone, visitorTimeZone } from '../time/zone';
import { capturePageAddress } from './attribution';
import { emitFrom } from './emit';
import { onDemand } from '../shared/on-demand';
import { whenFirstSlotsSettled } from '../state/first-slots-settled';
import { loadSchedule } from '../ui/schedule-file';
import { deepActiveElement } from '../shared/deep-active-element';
import { pageUrl } from '../shared/http-url';
import { PopupMode } from './popup-mode';
import { CHOICES, OPTION_ATTRIBUTES, type BooleanOption, type EmbedOptions, type Layout, type Mode, type Position, type Theme } from './options';

/** The embedding options' attributes, plus the prefill that only the element takes. */
const ATTRIBUTES = [...Object.values(OPTION_ATTRIBUTES), 'customer-name', 'customer-email'] as const;
const PROPERTIES = [...Object.keys(OPTION_ATTRIBUTES), 'customerName', 'customerEmail'];
export type Attribute = (typeof ATTRIBUTES)[number];
/** The attributes that take one of a few words (their options' names): any other counts as the first. */
type Choice = keyof typeof CHOICES;
/**
 * The element's attributes, for a framework's declaration of `<space-booking>` in JSX
 * (docs/embedding.md, npm): each with its option's values (`theme` one of its three), and the
 * prefill. `data-layer`, `deep-link`, `announcements` and `structured-data` are boolean
 * attributes, on when present whatever their value: React and Preact write `data-layer={false}`
 * as `data-layer="false"`, which is on, so they are written bare or left out.
 */
export type SpaceBookingAttributes = {
  [Option in keyof EmbedOptions as (typeof OPTION_ATTRIBUTES)[Option]]?: Option extends BooleanOption ? true : EmbedOptions[Option];
} & { 'customer-name'?: string; 'customer-email'?: string };
export type { Layout, Mode, Position, Theme };

/** Structured data for search engines: an extra, the booking goes on without it. */
const structuredDataModule = onDemand(() => import('./structured-data'), 'the structured data');

/**
 * What the element's class extends: `HTMLElement`, or a plain class where there is none (a server
 * rendering a page imports the module without defining the element), so importing it never throws.
 */
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as typeof HTMLElement);

/**
 * `<space-booking>`: books a session of one space as a guest. Attributes are the source of
 * truth; every one has a property, and changes are applied together in a microtask.
 * Importing this module has no side effect; `define.ts` registers the element.
 */
export class SpaceBookingElement extends ElementBase {
  static readonly observedAttributes = ATTRIBUTES;

  #root: ShadowRoot;
  #store: Store | null = null;
  #queued = false;
  /** The first render, due in a task after the first requests. */
  #rendering: ReturnType<typeof setTimeout> | undefined;
  /** The zone times are shown in; a signal, so a change re-renders what shows times. */
  #zone = signal('');
  #rendered = false;
  /** The button and dialog of the `popup` and `floating` modes. */
  #popup: PopupMode;
  /** `structured-data`: what stops its wait for the first slots, or removes what it wrote. */
  #stopStructuredData: (() => void) | null = null;

  constructor() {
    super();
    // The shadow root has no <slot>: a fallback link written inside the element shows only
    // until it upgrades (and always when the script cannot run).
    this.#root = this.attachShadow({ mode: 'open' });
    this.#popup = new PopupMode({
      element: this,
      root: this.#root,
      store: () => this.#store,
      rendered: () => this.#rendered,
      renderNow: () => {
        clearTimeout(this.#rendering);
        this.#render();
      },
      showingWidget: () => this.#showingWidget(),
    });
    capturePageAddress();
  }

  get handle(): string { return this.#attr('handle'); }
  set handle(value: string) { this.setAttribute('handle', value); }
  get apiBase(): string { return this.#attr('api-base'); }
  set apiBase(value: string) { this.setAttribute('api-base', value); }
  /** As written; the effective content locale is canonicalised (see `contentLocale`). */
  get locale(): string { return this.#attr('locale'); }
  set locale(value: string) { this.setAttribute('locale', value); }
  get bookingType(): string { return this.#attr('booking-type'); }
  set bookingType(value: string) { this.setAttribute('booking-type', value); }
  get theme(): Theme { return this.#choice('theme'); }
  set theme(value: Theme) { this.setAttribute('theme', value); }
  /** Prefills the name field; the visitor can still change it. */
  get customerName(): string { return this.#attr('customer-name'); }
  set customerName(value: string) { this.setAttribute('customer-name', value); }
  /** Prefills the email field; the visitor can still change it. */
  get customerEmail(): string { return this.#attr('customer-email'); }
  set customerEmail(value: string) { this.setAttribute('customer-email', value); }
  /** The visitor's IANA zone for showing times (`time-zone`); the browser's when absent or unknown. */
  get timeZone(): string { return knownZone(this.#attr('time-zone')) ?? visitorTimeZone(); }
  set timeZone(value: string) { this.setAttribute('time-zone', value); }
  /** Whether each event is also pushed to `window.dataLayer` (without personal data). */
  get dataLayer(): boolean { return this.hasAttribute('data-layer'); }
  set dataLayer(value: boolean) { this.toggleAttribute('data-layer', value); }
  /**
   * Whether the chosen type, date and time are kept in the page's address (`?space-booking=…`,
   * through the History API, never a reload), opened from it, followed by Back and Forward, and
   * shared by a Share button. Off by default; one widget per page.
   */
  get deepLink(): boolean { return this.hasAttribute('deep-link'); }
  set deepLink(value: boolean) { this.toggleAttribute('deep-link', value); }
  /** `inline` (default), or a button that opens the widget in a dialog: `popup` in place, `floating` in a corner. */
  get mode(): Mode { return this.#choice('mode'); }
  set mode(value: Mode) { this.setAttribute('mode', value); }
  /** The corner of a floating button. */
  get position(): Position { return this.#choice('position'); }
  set position(value: Position) { this.setAttribute('position', value); }
  /** The button's text (`popup`, `floating`); default: "Book a session" in the interface language. */
  get buttonText(): string { return this.#attr('button-text'); }
  set buttonText(value: string) { this.setAttribute('button-text', value); }
  /** `booking` (default): a booking type, then its dates and times; `schedule`: every type's sessions, day by day. */
  get layout(): Layout { return this.#choice('layout'); }
  set layout(value: Layout) { this.setAttribute('layout', value); }
  /** Whether the space's latest posts (at most three, in the content locale) show above the types. */
  get announcements(): boolean { return this.hasAttribute('announcements'); }
  set announcements(value: boolean) { this.toggleAttribute('announcements', value); }
  /**
   * Whether the space's sessions of the next 14 days are written into this page's `<head>` as
   * schema.org `Event` JSON-LD (one script per widget, removed with it), for search engines.
   */
  get structuredData(): boolean { return this.hasAttribute('structured-data'); }
  set structuredData(value: boolean) { this.toggleAttribute('structured-data', value); }
  /** The page to go to after a booking: `success-url` resolved against the page, when it is http(s); else ''. */
  get successUrl(): string { return pageUrl(this.#attr('success-url').trim(), this.ownerDocument.baseURI) ?? ''; }
  set successUrl(value: string) { this.setAttribute('success-url', value); }

  /** The `locale` attribute, else the host page's `<html lang>`, else `en`; canonical casing. */
  get contentLocale(): string {
    return contentLocaleOf(this.locale, this.ownerDocument);
  }

  connectedCallback(): void {
    // A property the page set before the element was defined (a script running before the
    // `async` one) is the element's own and hides its accessor: set again, it writes its attribute.
    for (const name of PROPERTIES)
      if (Object.hasOwn(this, name)) {
        const value = this[name as keyof this];
        delete this[name as keyof this];
        this[name as keyof this] = value;
      }
    this.#schedule();
  }

  disconnectedCallback(): void {
    // A move within the document disconnects and reconnects in one task: keep state then.
    queueMicrotask(() => {
      // Moved: a modal dialog taken out of the page is modal no more (the page behind it stays
      // locked), so it closes as the visitor would close it; the step is kept.
      if (this.isConnected) return this.#popup.close();
      this.#popup.release();
      if (!this.#store) return;
      clearTimeout(this.#rendering);
      render(null, this.#root);
      this.#rendered = false;
      this.#endStructuredData();
      this.#store.dispose();
      this.#store = null;
    });
  }

  /**
   * A popup: starts the widget as the visitor's hover, focus or touch on the button does (the
   * first requests; the popup's file again if it failed), so that the dialog opens on content.
   * Idempotent.
   */
  prepare(): void {
    if (this.mode !== 'inline' && this.#popup.engage() && this.isConnected) this.#update();
  }

  /**
   * A popup: opens its dialog (the widget where the visitor left it, or afresh after a booking).
   * Focus goes back to `opener` when it closes; default: what has focus now. Waits for the
   * popup's file; when it cannot load, the widget shows in the page, where the element is.
   */
  async open(opener: HTMLElement | null = deepActiveElement(this.ownerDocument)): Promise<void> {
    if (this.mode === 'inline' || !this.isConnected) return;
    this.prepare();
    await this.#popup.open(opener);
  }

  /** A popup: closes its dialog, keeping the step and what was typed. */
  close(): void {
    this.#popup.close();
  }

  attributeChangedCallback(name: Attribute, _old: string | null, value: string | null): void {
    const choices: readonly string[] | undefined = CHOICES[name as Choice];
    // The page's author reads why the widget shows its default instead.
    if (choices && value && !choices.includes(value)) console.warn(`space-booking: the ${name} attribute takes ${choices.join(', ')}, not "${value}"`);
    if (name === 'success-url' && value?.trim() && !this.successUrl) console.warn(`space-booking: the success-url attribute takes an http or https address, not "${value}"; it is ignored`);
    this.#schedule();
  }

  /** Overridable so tests and special hosts can supply their own client. */
  protected createClient(apiBase: string): SpaceClient {
    return createClient({ apiBase });
  }

  #attr(name: Attribute): string {
    return this.getAttribute(name) ?? '';
  }

  #choice<Name extends Choice>(name: Name): (typeof CHOICES)[Name][number] {
    const value = this.#attr(name);
    const choices: readonly string[] = CHOICES[name];
    return (choices.includes(value) ? value : choices[0]) as (typeof CHOICES)[Name][number];
  }

  #schedule(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      if (this.isConnected) this.#update();
    });
  }

  #render(): void {
    const store = this.#store;
    renderOncePerFrame();
    adoptStyles(this.#root);
    if (this.mode !== 'inline' && !this.#popup.inPage) {
      this.#popup.render();
      return;
    }
    // Became inline: the dialog, if open, closes before the widget moves into the page.
    this.#popup.release();
    if (!store) return;
    this.#showingWidget();
    render(h(App, { store }), this.#root);
  }

  #showingWidget(): void {
    this.#rendered = true;
    this.#zone.value = this.timeZone;
  }

  /**
   * Starts or stops the structured data as `structured-data` says: loaded and written once the
   * first slots have been answered, never before them.
   */
  #followStructuredData(store: Store): void {
    if (!this.structuredData) return this.#endStructuredData();
    if (this.#stopStructuredData) return;
    let stopWriting: (() => void) | null = null;
    let ended = false;
    const stopWaiting = whenFirstSlotsSettled(store, () => {
      void structuredDataModule().then((module) => {
        if (!ended && module) stopWriting = module.writeStructuredData({ element: this, store });
      });
    });
    this.#stopStructuredData = () => {
      ended = true;
      stopWaiting();
      stopWriting?.();
    };
  }

  #endStructuredData(): void {
    this.#stopStructuredData?.();
    this.#stopStructuredData = null;
  }

  #update(): void {
    // A popup sends nothing and renders nothing but its button until the visitor shows intent.
    if (this.mode !== 'inline' && !this.#popup.update()) return;
    const config: WidgetConfig = {
      handle: this.handle.trim(),
      apiBase: this.apiBase.trim(),
      locale: this.contentLocale,
      bookingType: this.bookingType.trim(),
      customerName: this.customerName,
      customerEmail: this.customerEmail,
      layout: this.layout,
      deepLink: this.deepLink,
      announcements: this.announcements,
      successUrl: this.successUrl,
    };
    if (this.#store) {
      this.#zone.value = this.timeZone;
      this.#store.configure(config);
      this.#followStructuredData(this.#store);
      // A popup's button and dialog follow its attributes (the widget inside follows its signals).
      if (this.#rendered) this.#render();
      return;
    }
    this.#store = createStore({
      createClient: (apiBase) => this.createClient(apiBase),
      emit: emitFrom(this, () => this.dataLayer),
      visitorZone: () => this.#zone.value,
      // The language switcher writes the attribute, which stays the source of truth.
      setLocale: (locale) => this.setAttribute('locale', locale),
    });
    // The first requests leave now (or are taken over from the tag's script, with their answers
    // and the zone rules on hand, which then show in the first render); the render follows in a
    // task of its own, so that the module's run ends with the requests.
    this.#store.configure(config);
    // Their chunks load while the first answers are on their way.
    void loadZoneRules();
    if (config.layout === 'schedule') void loadSchedule();
    this.#followStructuredData(this.#store);
    this.#rendering = setTimeout(() => this.#render());
  }
}
