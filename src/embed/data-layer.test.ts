import { describe, expect, it, vi } from 'vitest';
import { dataLayerPusher } from './data-layer';
import { booking } from './testing';

/** One visit's events, as the element dispatches them. */
const visit: [string, object][] = [
  ['space-booking:ready', { handle: 'harbour-yoga', locale: 'en', typeCount: 4 }],
  ['space-booking:type-selected', { bookingTypeId: 'bt_1', slug: 'sunrise', title: 'Sunrise Vinyasa', priceAmount: 1250, currency: 'GBP' }],
  ['space-booking:slot-selected', { bookingTypeId: 'bt_1', date: '2026-03-29', startTime: '09:00', timezone: 'Europe/London' }],
  ['space-booking:submit', { bookingTypeId: 'bt_1', date: '2026-03-29', startTime: '09:00' }],
  ['space-booking:booked', { booking, attribution: { utm_source: 'newsletter', gclid: 'g1' } }],
];

function run(events: [string, object][]) {
  const win: { dataLayer?: unknown[] } = {};
  const push = dataLayerPusher(win);
  for (const [name, detail] of events) push(name, detail);
  return win.dataLayer as Record<string, unknown>[];
}

describe('dataLayerPusher', () => {
  it('pushes one entry per event, in the shape tag managers read, carrying the space and type forward', () => {
    const entries = run(visit);
    expect(entries.map((e) => e.event)).toEqual([
      'space-booking.ready',
      'space-booking.type-selected',
      'space-booking.slot-selected',
      'space-booking.submit',
      'space-booking.booked',
    ]);
    expect(entries[0]).toEqual({ event: 'space-booking.ready', space: 'harbour-yoga', locale: 'en', typeCount: 4 });
    expect(entries[4]).toEqual({
      event: 'space-booking.booked',
      space: 'harbour-yoga',
      bookingTypeId: 'bt_1',
      bookingTypeTitle: 'Sunrise Vinyasa',
      value: 12.5,
      currency: 'GBP',
      timezone: 'Europe/London',
      date: '2026-03-29',
      startTime: '09:00',
      attribution: { utm_source: 'newsletter', gclid: 'g1' },
    });
  });

  it('never carries the customer, their name, email, phone or notes, nor the booking id', () => {
    const all = JSON.stringify(run(visit));
    for (const personal of ['Ada', 'ada@example.com', '+44', 'Knee', 'customer', 'bk_1', 'notes']) expect(all).not.toContain(personal);
  });

  it('reports a failure’s reason and status, and a load error’s stage and kind', () => {
    const entries = run([
      ...visit.slice(0, 4),
      ['space-booking:failed', { reason: 'capacity_full', status: 409 }],
      ['space-booking:error', { stage: 'availability', kind: 'timeout' }],
    ]);
    expect(entries[4]).toMatchObject({ event: 'space-booking.failed', reason: 'capacity_full', status: 409, bookingTypeId: 'bt_1' });
    // What belonged to the failure does not linger in the next entry.
    expect(entries[5]).toEqual({
      event: 'space-booking.error',
      space: 'harbour-yoga',
      bookingTypeId: 'bt_1',
      bookingTypeTitle: 'Sunrise Vinyasa',
      value: 12.5,
      currency: 'GBP',
      timezone: 'Europe/London',
      stage: 'availability',
      kind: 'timeout',
    });
  });

  it('converts minor units by the currency’s digits, and gives no value for an unknown currency', () => {
    const value = (priceAmount: number, currency: string) =>
      run([['space-booking:type-selected', { bookingTypeId: 'b', slug: 's', title: 'T', priceAmount, currency }]])[0]!.value;
    expect(value(1500, 'JPY')).toBe(1500);
    expect(value(1500, 'GBP')).toBe(15);
    expect(value(1500, 'KWD')).toBe(1.5);
    // ISO 4217's minor units, not the digits these are usually written with (none).
    expect(value(500_000, 'HUF')).toBe(5000);
    expect(value(15_000, 'IQD')).toBe(15);
    expect(value(1500, 'NOPE!')).toBeUndefined();
  });

  it('drops the previous type’s title and price when another type is chosen', () => {
    const entries = run([
      ...visit.slice(0, 2),
      ['space-booking:type-selected', { bookingTypeId: 'bt_2', slug: 'free', title: 'Open Studio', priceAmount: 0, currency: 'GBP' }],
      ['space-booking:type-selected', { bookingTypeId: 'bt_3', slug: 'x', title: 'Mystery', priceAmount: 100, currency: '' }],
    ]);
    expect(entries[2]).toMatchObject({ bookingTypeId: 'bt_2', bookingTypeTitle: 'Open Studio', value: 0, currency: 'GBP' });
    expect(entries[3]).toEqual({ event: 'space-booking.type-selected', space: 'harbour-yoga', bookingTypeId: 'bt_3', bookingTypeTitle: 'Mystery' });
  });

  it('appends through the existing dataLayer’s own push', () => {
    const seen: unknown[] = [];
    const win = { dataLayer: Object.assign([{ event: 'gtm.js' }], { push: (e: unknown) => seen.push(e) }) };
    dataLayerPusher(win)('space-booking:ready', { handle: 'h', locale: 'en', typeCount: 1 });
    expect(seen).toEqual([{ event: 'space-booking.ready', space: 'h', locale: 'en', typeCount: 1 }]);
  });

  it('a page dataLayer that takes no entries (frozen, not an array) throws nothing, and is said once in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const dataLayer of [Object.freeze([]) as unknown as unknown[], { events: [] } as unknown as unknown[]]) {
        const push = dataLayerPusher({ dataLayer });
        expect(() => push('space-booking:ready', { handle: 'h', locale: 'en', typeCount: 1 })).not.toThrow();
        expect(() => push('space-booking:type-selected', { bookingTypeId: 'a', title: 'Yin' })).not.toThrow();
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('window.dataLayer takes no entries');
    } finally {
      warn.mockRestore();
    }
  });
});
