import { defineSpaceBooking } from './define';
import type { SpaceBookingElement } from './element';
import { optionAttributes, type EmbedOptions } from './options';

/** Creates a `<space-booking>` carrying the options as attributes (not yet in the document). */
export function createWidget(options: Partial<EmbedOptions>, doc: Document = document): SpaceBookingElement {
  const element = doc.createElement('space-booking');
  for (const [name, value] of optionAttributes(options)) element.setAttribute(name, value);
  return element;
}

/**
 * Appends a `<space-booking>` to `target` (an element or a selector) and returns it, defining the
 * element first where the page has not (`defineSpaceBooking()`), so that it renders.
 */
export function mount(target: Element | string, options: EmbedOptions): SpaceBookingElement {
  const container = typeof target === 'string' ? document.querySelector(target) : target;
  if (!container) throw new TypeError(`SpaceBooking.mount: no element matches ${String(target)}`);
  defineSpaceBooking();
  const element = createWidget(options, container.ownerDocument);
  container.append(element);
  return element;
}
