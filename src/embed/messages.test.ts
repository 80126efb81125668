import { describe, expect, it } from 'vitest';
import { BOOKED, RESIZE, parseFrameMessage, parseOrigin, summarizeBooking } from './messages';
import { booking } from './testing';

describe('parseFrameMessage', () => {
  it('accepts a resize with a finite, sane height, rounded up', () => {
    expect(parseFrameMessage({ type: RESIZE, height: 412.2 })).toEqual({ type: RESIZE, height: 413 });
  });

  it.each([
    ['a negative height', { type: RESIZE, height: -1 }],
    ['an absurd height', { type: RESIZE, height: 1e9 }],
    ['a string height', { type: RESIZE, height: '400' }],
    ['NaN', { type: RESIZE, height: Number.NaN }],
    ['a booked message without a booking', { type: BOOKED }],
    ['an event without a detail', { type: 'space-booking:ready' }],
    ['an unknown type', { type: 'space-booking:explode', detail: {} }],
    ['another library’s message', { source: 'react-devtools', payload: {} }],
    ['a string', 'space-booking:resize'],
    ['null', null],
  ])('refuses %s', (_label, data) => {
    expect(parseFrameMessage(data)).toBeNull();
  });

  it('passes a booking and the element’s other events through', () => {
    expect(parseFrameMessage({ type: BOOKED, booking })).toEqual({ type: BOOKED, booking });
    const detail = { handle: 'harbour-yoga', locale: 'en', typeCount: 5 };
    expect(parseFrameMessage({ type: 'space-booking:ready', detail })).toEqual({ type: 'space-booking:ready', detail });
  });
});

describe('summarizeBooking', () => {
  it('keeps what was booked and when, and nothing that identifies the customer or the booking', () => {
    const summary = summarizeBooking(booking);
    expect(summary).toEqual({
      booking_type_id: 'bt_1',
      booking_type_title: 'Sunrise Vinyasa',
      scheduled_date: '2026-03-29',
      scheduled_start_time: '09:00',
      scheduled_end_time: '10:00',
      status: 'confirmed',
    });
    const text = JSON.stringify(summary);
    for (const personal of ['ada@example.com', 'Ada Lovelace', '+44', 'bk_1', 'Knee injury']) expect(text).not.toContain(personal);
  });
});

describe('parseOrigin', () => {
  it.each(['https://studio.example', 'http://127.0.0.1:4174', 'https://xn--bcher-kva.example:8443'])('accepts %s', (origin) => {
    expect(parseOrigin(origin)).toBe(origin);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['"*"', '*'],
    ['"null"', 'null'],
    ['a trailing slash', 'https://studio.example/'],
    ['a path', 'https://studio.example/book'],
    ['upper case', 'https://Studio.example'],
    ['a default port written out', 'https://studio.example:443'],
    ['credentials', 'https://user@studio.example'],
    ['another scheme', 'javascript:alert(1)'],
    ['a file URL', 'file:///tmp/page.html'],
  ])('refuses %s', (_label, value) => {
    expect(parseOrigin(value)).toBeNull();
  });
});
