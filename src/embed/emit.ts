import type { Emit } from '../state/events';
import { onDemand } from '../shared/on-demand';
import { pageAttribution } from './attribution';

/** The data-layer mirror; analytics only: without it the visitor books on, and no entries are pushed. */
const dataLayerModule = onDemand(() => import('./data-layer'), 'the data layer');

/**
 * Dispatches typed events from `target` (bubbling, composed), `booked` with the host page's
 * attribution, and mirrors each into `window.dataLayer` while `dataLayer()` says so. The
 * mirror loads with the first entry to push; every entry waits for it, in the order the
 * events went out, and is pushed in a microtask after its event.
 */
export function emitFrom(target: EventTarget, dataLayer: () => boolean = () => false): Emit {
  let push: ((name: string, detail: object) => unknown) | undefined;
  return (name, detail) => {
    const full = name === 'space-booking:booked' ? { ...detail, attribution: pageAttribution() } : detail;
    target.dispatchEvent(new CustomEvent(name, { detail: full, bubbles: true, composed: true }));
    if (!dataLayer()) return;
    void dataLayerModule().then((m) => m && (push ??= m.dataLayerPusher())(name, full));
  };
}
