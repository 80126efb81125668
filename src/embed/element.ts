import { h, render } from 'preact';
import { signal } from '@preact/signals';
import { createClient } from '../api/client';
import type { SpaceClient } from '../api/client';
import { canonicalLocale } from '../i18n/index';
import { createStore, type Store } from '../state/store';
import type { WidgetConfig } from '../state/config';
import { App } from '../ui/App';
import { adoptStyles } from '../ui/styles';
import { loadZoneRules } from '../state/zone-rules';
import { knownZone, visitorTimeZone } from '../time/zone';
import { capturePageAddress } from './attribution';
import { emitFrom } from './emit';
import { OPTION_ATTRIBUTES, type Theme } from './options';

/** The embedding options' attributes, plus the prefill that only the element takes. */
const ATTRIBUTES = [...Object.values(OPTION_ATTRIBUTES), 'customer-name', 'customer-email'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export type { Theme };

/**
 * `<space-booking>`: books a session of one space as a guest. Attributes are the source of
 * truth; every one has a property, and changes are applied together in a microtask.
 * Importing this module has no side effect; `define.ts` registers the element.
 */
export class SpaceBookingElement extends HTMLElement {
  static readonly observedAttributes = ATTRIBUTES;

  #root: ShadowRoot;
  #store: Store | null = null;
  #queued = false;
  /** The first render, due in a task after the first requests. */
  #rendering: ReturnType<typeof setTimeout> | undefined;
  /** The zone times are shown in; a signal, so a change re-renders what shows times. */
  #zone = signal('');

  constructor() {
    super();
    // The shadow root has no <slot>: a fallback link written inside the element shows only
    // until it upgrades (and always when the script cannot run).
    this.#root = this.attachShadow({ mode: 'open' });
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
  get theme(): Theme {
    const value = this.#attr('theme');
    return value === 'dark' || value === 'auto' ? value : 'light';
  }
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

  /** The `locale` attribute, else the host page's `<html lang>`, else `en`; canonical casing. */
  get contentLocale(): string {
    return canonicalLocale(this.locale) ?? canonicalLocale(this.ownerDocument.documentElement.lang) ?? 'en';
  }

  connectedCallback(): void {
    this.#schedule();
  }

  disconnectedCallback(): void {
    // A move within the document disconnects and reconnects in one task: keep state then.
    queueMicrotask(() => {
      if (this.isConnected || !this.#store) return;
      clearTimeout(this.#rendering);
      render(null, this.#root);
      this.#store.dispose();
      this.#store = null;
    });
  }

  attributeChangedCallback(): void {
    this.#schedule();
  }

  /** Overridable so tests and special hosts can supply their own client. */
  protected createClient(apiBase: string): SpaceClient {
    return createClient({ apiBase });
  }

  #attr(name: Attribute): string {
    return this.getAttribute(name) ?? '';
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
    if (!store) return;
    this.#zone.value = this.timeZone;
    adoptStyles(this.#root);
    render(h(App, { store }), this.#root);
  }

  #update(): void {
    const config: WidgetConfig = {
      handle: this.handle.trim(),
      apiBase: this.apiBase.trim(),
      locale: this.contentLocale,
      bookingType: this.bookingType.trim(),
      customerName: this.customerName,
      customerEmail: this.customerEmail,
    };
    if (this.#store) {
      this.#zone.value = this.timeZone;
      return this.#store.configure(config);
    }
    this.#store = createStore({
      createClient: (apiBase) => this.createClient(apiBase),
      emit: emitFrom(this, () => this.dataLayer),
      visitorZone: () => this.#zone.value,
      // The language switcher writes the attribute, which stays the source of truth.
      setLocale: (locale) => this.setAttribute('locale', locale),
    });
    // The first requests leave now; everything the first view needs besides (the visitor's
    // zone, the stylesheet, the render itself) follows in a task of its own, while they are on
    // their way, so that the script's own run ends with them.
    this.#store.configure(config);
    // Their file travels beside the first answers.
    void loadZoneRules();
    this.#rendering = setTimeout(() => this.#render());
  }
}
