// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defineSpaceBooking } from './define';
import { SpaceBookingElement } from './element';

describe('defineSpaceBooking', () => {
  it('registers <space-booking> once and tolerates a second call', () => {
    defineSpaceBooking();
    defineSpaceBooking();
    expect(customElements.get('space-booking')).toBe(SpaceBookingElement);
  });
});

describe('SpaceBookingElement properties', () => {
  it('reflects every observed attribute through a property', () => {
    defineSpaceBooking();
    const el = document.createElement('space-booking');
    el.handle = 'harbour-yoga';
    el.apiBase = 'http://127.0.0.1:4010/v1';
    el.bookingType = 'hatha';
    el.customerName = 'Ann';
    el.customerEmail = 'ann@example.com';
    el.theme = 'dark';
    el.locale = 'de-at';
    expect(el.getAttribute('handle')).toBe('harbour-yoga');
    expect(el.getAttribute('api-base')).toBe('http://127.0.0.1:4010/v1');
    expect(el.getAttribute('booking-type')).toBe('hatha');
    expect(el.getAttribute('customer-name')).toBe('Ann');
    expect(el.getAttribute('customer-email')).toBe('ann@example.com');
    expect(el.getAttribute('theme')).toBe('dark');
    expect(el.contentLocale).toBe('de-AT');
    expect(el.shadowRoot).not.toBeNull();
  });

  it('takes the content locale from the page when the attribute is missing', () => {
    defineSpaceBooking();
    document.documentElement.lang = 'fr';
    const el = document.createElement('space-booking');
    expect(el.contentLocale).toBe('fr');
    document.documentElement.lang = '';
    expect(el.contentLocale).toBe('en');
  });
});
