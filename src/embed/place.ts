import type { SpaceBookingElement } from './element';
import { optionAttributes, type EmbedOptions } from './options';

export const TAG_NAME = 'space-booking';

export function createWidget(options: Partial<EmbedOptions>, doc: Document = document): SpaceBookingElement {
  const element = doc.createElement(TAG_NAME);
  for (const [name, value] of optionAttributes(options)) element.setAttribute(name, value);
  return element;
}

export function appendWidget(target: Element | string, options: EmbedOptions): SpaceBookingElement {
  const container = typeof target === 'string' ? document.querySelector(target) : target;
  if (!container) throw new TypeError(`SpaceBooking.mount: no element matches ${String(target)}`);
  const element = createWidget(options, container.ownerDocument);
  container.append(element);
  return element;
}

export function whenDefined(element: SpaceBookingElement, use: (element: SpaceBookingElement) => unknown): void {
  if (customElements.get(TAG_NAME)) use(element);
  else void customElements.whenDefined(TAG_NAME).then(() => use(element));
}
