import { h, render } from 'preact';
import { createClient } from '../api/client';
import type { SpaceClient } from '../api/client';
import { canonicalLocale } from '../i18n/index';
import { createStore, type Store } from '../state/store';
import type { WidgetConfig } from '../state/config';
import { App } from '../ui/App';
import { adoptStyles } from '../ui/styles';
import { emitFrom } from './events';

const ATTRIBUTES = ['handle', 'api-base', 'locale', 'booking-type', 'theme', 'customer-name', 'customer-email'] as const;
type Attribute = (typeof ATTRIBUTES)[number];

export type Theme = 'light' | 'dark' | 'auto';

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

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root);
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
  get customerName(): string { return this.#attr('customer-name'); }
  set customerName(value: string) { this.setAttribute('customer-name', value); }
  get customerEmail(): string { return this.#attr('customer-email'); }
  set customerEmail(value: string) { this.setAttribute('customer-email', value); }

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

  #update(): void {
    const config: WidgetConfig = {
      handle: this.handle.trim(),
      apiBase: this.apiBase.trim(),
      locale: this.contentLocale,
      bookingType: this.bookingType.trim(),
      customerName: this.customerName,
      customerEmail: this.customerEmail,
    };
    if (!this.#store) {
      this.#store = createStore({
        createClient: (apiBase) => this.createClient(apiBase),
        emit: emitFrom(this),
        // The language switcher writes the attribute, which stays the source of truth.
        setLocale: (locale) => this.setAttribute('locale', locale),
      });
      render(h(App, { store: this.#store }), this.#root);
    }
    this.#store.configure(config);
  }
}
