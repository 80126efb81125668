import { SpaceBookingElement } from './element';
import { TAG_NAME } from './place';
import { VERSION } from './version';

export { TAG_NAME };

/**
 * A mark on the registry, shared by every copy of the script on a page (`Symbol.for`): the
 * version of this widget that has seen to the element already, by registering it or by warning.
 */
const MARK = Symbol.for(TAG_NAME);

type MarkedRegistry = CustomElementRegistry & { [MARK]?: string };

/**
 * Registers `<space-booking>` once; safe when called again or when the script loads twice.
 * When another class (another version of the widget, or anything else) holds the name already,
 * the page keeps it and the widgets mount with it: this never throws, and says so once in the
 * console, however many copies of the script or widgets the page has.
 */
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
