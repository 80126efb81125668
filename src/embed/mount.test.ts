// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { SpaceBookingElement } from './element';
import { mount } from './mount';

afterEach(() => document.body.replaceChildren());

it('defines the element where the page has not, so the widget it returns is one', () => {
  expect(customElements.get('space-booking')).toBeUndefined();
  // No API base: nothing is asked while the widget is on the page.
  const widget = mount(document.body, { handle: 'harbour-yoga', apiBase: '', theme: 'dark' });
  expect(customElements.get('space-booking')).toBe(SpaceBookingElement);
  expect(widget).toBeInstanceOf(SpaceBookingElement);
  expect(widget.theme).toBe('dark');
  expect(document.body.lastElementChild).toBe(widget);
});
