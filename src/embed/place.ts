import type { SpaceBookingElement } from './element';
import { optionAttributes, type EmbedOptions } from './options';

export const TAG_NAME = 'space-booking';

/**
 * Creates a `<space-booking>` carrying the options as attributes (not yet in the document). It
 * becomes the widget when the element is defined: at once where it is, or when the widget's
 * module arrives.
 */
export function createWidget(options: Partial<EmbedOptions>, doc: Document = document): SpaceBookingElement {
  const element = doc.createElement(TAG_NAME);
  for (const [name, value] of optionAttributes(options)) element.setAttribute(name, value);
  return element;
}

/** Appends a `<space-booking>` to `target` (an element or a selector) and returns it. */
export function appendWidget(target: Element | string, options: EmbedOptions): SpaceBookingElement {
  const container = typeof target === 'string' ? document.querySelector(target) : target;
  if (!container) throw new TypeError(`SpaceBooking.mount: no element matches ${String(target)}`);
  const element = createWidget(options, container.ownerDocument);
  container.append(element);
  return element;
}

/**
 * Calls `use` with the element once it is defined (its methods are there), by this widget or
 * another script: at once where it is, else when the widget's module has come.
 */
export function whenDefined(element: SpaceBookingElement, use: (element: SpaceBookingElement) => unknown): void {
  if (customElements.get(TAG_NAME)) use(element);
  else void customElements.whenDefined(TAG_NAME).then(() => use(element));
}
