import { SpaceBookingElement } from './element';
import { VERSION } from './version';

export const TAG_NAME = 'space-booking';

/**
 * Shared by every copy of the script on a page (`Symbol.for`): the version a registered class
 * belongs to, and a mark on the registry once the page has been told of another definition.
 */
const VERSION_KEY = Symbol.for('space-booking.version');
const WARNED_KEY = Symbol.for('space-booking.warned-other-definition');

type Branded = CustomElementConstructor & { [VERSION_KEY]?: unknown };
type MarkedRegistry = CustomElementRegistry & { [WARNED_KEY]?: true };

/**
 * Registers `<space-booking>` once; safe when called again or when the script loads twice.
 * When another class (another version of the widget, or anything else) holds the name already,
 * the page keeps it and the widgets mount with it: this never throws, and says so once in the
 * console, however many copies of the script or widgets the page has.
 */
export function defineSpaceBooking(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  const defined = registry.get(TAG_NAME) as Branded | undefined;
  if (!defined) {
    Object.defineProperty(SpaceBookingElement, VERSION_KEY, { value: VERSION });
    registry.define(TAG_NAME, SpaceBookingElement);
    return;
  }
  const theirs = defined[VERSION_KEY];
  const marked = registry as MarkedRegistry;
  if (theirs === VERSION || marked[WARNED_KEY]) return;
  Object.defineProperty(marked, WARNED_KEY, { value: true });
  console.warn(
    `space-booking: <${TAG_NAME}> is already defined by another script (${typeof theirs === 'string' ? `version ${theirs}` : 'not this widget, or an older version'}); ` +
      `the widgets on this page use that definition, not version ${VERSION}.`,
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'space-booking': SpaceBookingElement;
  }
}
