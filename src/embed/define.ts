import { SpaceBookingElement } from './element';
import { TAG_NAME } from './place';
import { VERSION } from './version';

export { TAG_NAME };

/** Shared by every copy of the script on a page: the version that has registered the element or warned. */
const MARK = Symbol.for(TAG_NAME);

type MarkedRegistry = CustomElementRegistry & { [MARK]?: string };

/** Registers `<space-booking>` once; never throws when the script loads twice or another class holds the name (it warns once). */
export function defineSpaceBooking(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry || (registry as MarkedRegistry)[MARK] === VERSION) return;
  const taken = registry.get(TAG_NAME);
  (registry as MarkedRegistry)[MARK] = VERSION;
  if (taken) console.warn('space-booking: another script defined <space-booking>');
  else registry.define(TAG_NAME, SpaceBookingElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'space-booking': SpaceBookingElement;
  }
}
