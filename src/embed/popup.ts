import { deepActiveElement } from '../shared/deep-active-element';
import type { SpaceBookingElement } from './element';
import { optionAttributes, type EmbedOptions } from './options';
import { createWidget, whenDefined } from './place';
import { markWithoutLauncher } from './without-launcher';

/** Popups opened from code, by their options: opening the same one again finds the visitor's step. */
const popups = new Map<string, SpaceBookingElement>();

/**
 * The `<space-booking mode="popup">` without a button of its own for these options, at the end
 * of `<body>`: created once, and found again by the same options. It renders nothing and sends
 * nothing until it is prepared or opened.
 */
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

/**
 * Opens the widget in a modal dialog from code, and returns its element (for its events). It
 * opens once the element is defined, focus going back on close to what has it now.
 */
export function popup(options: EmbedOptions): SpaceBookingElement {
  const element = popupElement(options);
  const opener = deepActiveElement(document);
  whenDefined(element, (popup) => popup.open(opener));
  return element;
}

/**
 * Makes any element of the host page open the popup: a click opens it (focus comes back to the
 * element on close), and hovering, focusing or touching it starts the widget's first requests.
 * Returns the popup's element (for its events).
 */
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
