/**
 * `structured-data`: JSON-LD in the host page's own `<head>` (light DOM, where crawlers read it),
 * one script per widget, removed with it. Loaded on demand, after the first slots.
 */
import { effect } from '@preact/signals';
import { AVAILABILITY_CONCURRENCY } from '../api/assumptions';
import { createLimiter } from '../state/limiter';
import { loadZoneRules } from '../state/load-zone-rules';
import type { Store } from '../state/store';
import { zoneRulesReady } from '../time/zone';
import { formatSessionLink } from '../state/deep-link';
import { sessionEvents, type OfferUrl, type Session } from './session-events';

export type { OfferUrl };

export interface StructuredDataOptions {
  /** The element whose document the data goes into. */
  element: HTMLElement;
  store: Store;
  /** The address of each session's offer (`offers.url`); by default its deep link with `deep-link`, else the host page's. */
  offerUrl?: OfferUrl;
}

/** Whether the page has refused script text (Trusted Types): said once per page. */
let refusalSaid = false;

/** The host page's address, without its fragment: what its sessions are booked from. */
const pageAddress = (doc: Document): string => {
  const url = new URL(doc.URL);
  url.hash = '';
  return url.href;
};

/**
 * JSON that stays JSON inside a `<script>` if the page is serialised as HTML (a prerendered
 * snapshot): no `</script>` or `<!--` can end or change it.
 */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Writes the sessions the widget's store knows and keeps them current; asks for every booking type's
 * times (a few at a time) so that the sessions of all of them are there. Returns what removes
 * them and stops.
 */
export function writeStructuredData({ element, store, offerUrl }: StructuredDataOptions): () => void {
  const doc = element.ownerDocument;
  let script: HTMLScriptElement | null = null;
  let written = '';
  let stopped = false;
  const limit = createLimiter(AVAILABILITY_CONCURRENCY);
  const remove = () => {
    script?.remove();
    script = null;
    written = '';
  };

  const write = (json: string): void => {
    if (json === written) return;
    if (!script) {
      script = doc.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.spaceBooking = store.config.peek().handle;
    }
    try {
      // A page that requires Trusted Types for scripts refuses plain script text (a TypeError).
      script.textContent = json;
    } catch (error) {
      if (!refusalSaid) console.warn("space-booking: this page's Trusted Types policy refuses script text; the sessions' structured data is left out.", error);
      refusalSaid = true;
      stop();
      return;
    }
    written = json;
    if (!script.isConnected) (doc.head ?? doc.documentElement).append(script);
  };

  const stopAsking = effect(() => {
    for (const type of store.types.value ?? []) void limit(() => store.availability.ensure(type.id));
  });

  let stopWriting = () => {};
  void loadZoneRules().then(() => {
    if (stopped) return;
    // Without the zone rules no time can be placed, and none is written.
    if (!zoneRulesReady()) return;
    stopWriting = effect(() => {
      if (stopped) return;
      const profile = store.profile.value;
      const types = store.types.value;
      if (!profile || !types) return remove();
      const sessions: Session[] = types.flatMap((type) => [...store.availability.of(type.id).value.byDate.values()].flat().map((slot) => ({ type, slot })));
      const pageUrl = pageAddress(doc);
      // With `deep-link`, each offer is the link that opens its session.
      const sessionLink: OfferUrl | undefined = store.config.value.deepLink
        ? ({ type, slot }) => formatSessionLink(pageUrl, { slug: type.slug, date: slot.date, startTime: slot.start_time })
        : undefined;
      const events = sessionEvents({ profile, sessions, now: store.now(), pageUrl, offerUrl: offerUrl ?? sessionLink });
      if (!events.length) return remove();
      write(scriptSafeJson(events));
    });
    // Refused as it first wrote: the effect was not there yet to be stopped.
    if (stopped) stopWriting();
  });

  function stop(): void {
    stopped = true;
    stopAsking();
    stopWriting();
    remove();
  }
  return stop;
}
