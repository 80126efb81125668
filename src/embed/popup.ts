import { deepActiveElement } from '../shared/deep-active-element';
import type { SpaceBookingElement } from './element';
import { optionAttributes, type EmbedOptions } from './options';
import { createWidget, whenDefined } from './place';
import { markWithoutLauncher } from './without-launcher';

/** Popups opened from code, by their options: opening the same one again finds the visitor's step. */
const popups = new Map<string, SpaceBookingElement>();

/** Created once at the end of `<body>`; it sends nothing until it is prepared or opened. */
export function popupElement(options: EmbedOptions, doc: Document = document): SpaceBookingElement {
  const key = JSON.stringify(optionAttributes({ ...options, mode: 'popup' }));
  const known = popups.get(key);
  if (known?.isConnected) return known;
  const element = createWidget({ ...options, mode: 'popup' }, doc);
  markWithoutLauncher(element);
  doc.body.append(element);
  popups.set(key, element);
  return element;
}

/** Opens the widget in a modal dialog from code; returns its element (for its events). */
export function popup(options: EmbedOptions): SpaceBookingElement {
  const element = popupElement(options);
  const opener = deepActiveElement(document);
  whenDefined(element, (popup) => popup.open(opener));
  return element;
}

/** Makes any element of the page open the popup; hovering, focusing or touching it starts the first requests. */
export function bindPopup(trigger: Element | string, options: EmbedOptions): SpaceBookingElement {
  const opener = typeof trigger === 'string' ? document.querySelector(trigger) : trigger;
  if (!(opener instanceof HTMLElement)) throw new TypeError(`SpaceBooking.bindPopup: no element matches ${String(trigger)}`);
  // Found at each use: a page that replaced its body since (a client-side navigation) gets a new one.
  const element = () => popupElement(options, opener.ownerDocument);
  const prepare = () => whenDefined(element(), (popup) => popup.prepare());
  for (const type of ['pointerenter', 'pointerdown', 'focusin']) opener.addEventListener(type, prepare, { passive: true });
  opener.addEventListener('click', (event) => {
    event.preventDefault();
    whenDefined(element(), (popup) => popup.open(opener));
  });
  if (!opener.hasAttribute('aria-haspopup')) opener.setAttribute('aria-haspopup', 'dialog');
  return element();
}
