import { defineSpaceBooking } from './define';
import type { SpaceBookingElement } from './element';
import type { EmbedOptions } from './options';
import { appendWidget } from './place';

/**
 * Appends a `<space-booking>` to `target` (an element or a selector) and returns it, defining the
 * element first where the page has not (`defineSpaceBooking()`), so that it renders.
 */
export function mount(target: Element | string, options: EmbedOptions): SpaceBookingElement {
  defineSpaceBooking();
  return appendWidget(target, options);
}
