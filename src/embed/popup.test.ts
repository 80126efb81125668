// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { defineSpaceBooking } from './define';
import { SpaceBookingElement } from './element';
import { bindPopup } from './popup';

defineSpaceBooking();

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('a bound trigger still opens its popup after the page replaced its body (a client-side navigation)', () => {
  const open = vi.spyOn(SpaceBookingElement.prototype, 'open').mockResolvedValue();
  const trigger = document.body.appendChild(document.createElement('button'));
  const first = bindPopup(trigger, { handle: 'harbour-yoga', apiBase: 'https://api.example/v1' });
  expect(first.isConnected).toBe(true);

  // The page swaps its body and keeps its header's button.
  document.body.replaceChildren(trigger);
  trigger.click();
  const now = document.querySelector('space-booking');
  expect(now).toBeInstanceOf(SpaceBookingElement);
  expect(now).not.toBe(first);
  expect(open).toHaveBeenCalledTimes(1);
  expect(open.mock.contexts[0]).toBe(now);
  expect(open).toHaveBeenCalledWith(trigger);

  // Clicked again, the same popup opens: the visitor's step is kept.
  trigger.click();
  expect(open.mock.contexts[1]).toBe(now);
  expect(document.querySelectorAll('space-booking')).toHaveLength(1);
});

it('a popup opened from code through a second copy of the widget on the page (a bundle beside the script tag) shows no button of its own', async () => {
  // The element class is the first copy's, registered above; the second copy has modules of its own.
  vi.resetModules();
  const secondCopy = await import('./popup');
  const element = secondCopy.popupElement({ handle: 'harbour-yoga', apiBase: 'https://api.example/v1' });
  expect(element).toBeInstanceOf(SpaceBookingElement);
  // Its first update, and the popup's file, which draws the button where there is one.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(element.shadowRoot!.querySelector('.launcher-place, [part~="launcher"]')).toBeNull();
});
