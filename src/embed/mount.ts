import { defineSpaceBooking } from './define';
import type { SpaceBookingElement } from './element';
import type { EmbedOptions } from './options';
import { appendWidget } from './place';

/** Appends a `<space-booking>` to `target` (an element or a selector), defining the element first where the page has not. */
export function mount(target: Element | string, options: EmbedOptions): SpaceBookingElement {
  defineSpaceBooking();
  return appendWidget(target, options);
}
