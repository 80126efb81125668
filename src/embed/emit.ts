import type { Emit } from '../state/events';
import { onDemand } from '../shared/on-demand';
import { pageAttribution } from './attribution';

/** Analytics only: should it fail to load, the visitor books on. */
const dataLayerModule = onDemand(() => import('./data-layer'), 'the data layer');

/** Data-layer entries wait for their module in the order the events went out, each a microtask after its event. */
export function emitFrom(target: EventTarget, dataLayer: () => boolean = () => false): Emit {
  let push: ((name: string, detail: object) => unknown) | undefined;
  return (name, detail) => {
    const full = name === 'space-booking:booked' ? { ...detail, attribution: pageAttribution() } : detail;
    target.dispatchEvent(new CustomEvent(name, { detail: full, bubbles: true, composed: true }));
    if (!dataLayer()) return;
    void dataLayerModule().then((m) => m && (push ??= m.dataLayerPusher())(name, full));
  };
}
