// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitFrom } from './emit';
import { booking } from './testing';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

afterEach(() => {
  delete window.dataLayer;
});

const entries = () => (window.dataLayer ?? []).map((e) => (e as { event: string }).event);

describe('emitFrom and the data layer, which loads on demand', () => {
  it('dispatches each event at once, and pushes the first ones, in order, once the data layer has loaded', async () => {
    const target = new EventTarget();
    const seen: string[] = [];
    for (const name of ['space-booking:ready', 'space-booking:type-selected', 'space-booking:booked']) {
      target.addEventListener(name, (e) => seen.push(e.type));
    }
    const emit = emitFrom(target, () => true);
    emit('space-booking:ready', { handle: 'harbour-yoga', locale: 'en', typeCount: 2 });
    emit('space-booking:type-selected', { bookingTypeId: 'bt_1', slug: 'hatha', title: 'Hatha', priceAmount: 1500, currency: 'GBP' });
    // The events are not held back by the data layer.
    expect(seen).toEqual(['space-booking:ready', 'space-booking:type-selected']);
    await vi.waitFor(() => expect(entries()).toHaveLength(2));
    // Later ones join the same order, carrying what the earlier ones said.
    emit('space-booking:booked', { booking });
    emit('space-booking:failed', { reason: 'capacity_full', status: 409 });
    await vi.waitFor(() => expect(entries()).toHaveLength(4));
    expect(entries()).toEqual(['space-booking.ready', 'space-booking.type-selected', 'space-booking.booked', 'space-booking.failed']);
    expect(window.dataLayer![2]).toMatchObject({ space: 'harbour-yoga', value: 15, currency: 'GBP', bookingTypeTitle: 'Sunrise Vinyasa' });
  });

  it('keeps each widget’s entries apart: what one chose is not carried into another’s', async () => {
    const a = emitFrom(new EventTarget(), () => true);
    const b = emitFrom(new EventTarget(), () => true);
    a('space-booking:ready', { handle: 'harbour-yoga', locale: 'en', typeCount: 2 });
    b('space-booking:ready', { handle: 'brooklyn-clay', locale: 'en', typeCount: 1 });
    a('space-booking:failed', { reason: 'capacity_full' });
    b('space-booking:failed', { reason: 'timeout' });
    await vi.waitFor(() => expect(entries()).toHaveLength(4));
    expect(window.dataLayer!.map((e) => [(e as { space: string }).space, (e as { event: string }).event])).toEqual([
      ['harbour-yoga', 'space-booking.ready'],
      ['brooklyn-clay', 'space-booking.ready'],
      ['harbour-yoga', 'space-booking.failed'],
      ['brooklyn-clay', 'space-booking.failed'],
    ]);
  });

  it('pushes only what is emitted while the data layer is on', async () => {
    let on = false;
    const emit = emitFrom(new EventTarget(), () => on);
    emit('space-booking:ready', { handle: 'harbour-yoga', locale: 'en', typeCount: 2 });
    on = true;
    emit('space-booking:failed', { reason: 'capacity_full' });
    on = false;
    emit('space-booking:error', { stage: 'availability', kind: 'network' });
    await vi.waitFor(() => expect(entries()).toEqual(['space-booking.failed']));
    await new Promise((resolve) => setTimeout(resolve));
    expect(entries()).toEqual(['space-booking.failed']);
  });
});
