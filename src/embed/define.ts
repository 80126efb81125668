import { SpaceBookingElement } from './element';

export const TAG_NAME = 'space-booking';

/** Registers `<space-booking>` once; safe when called again or when the script loads twice. */
export function defineSpaceBooking(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry || registry.get(TAG_NAME)) return;
  registry.define(TAG_NAME, SpaceBookingElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'space-booking': SpaceBookingElement;
  }
}
