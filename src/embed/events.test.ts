// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { SpaceClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { Booking } from '../api/types';
import { en } from '../i18n/catalogs/en';
import { daily, fakeClient, type FakeSpace } from '../ui/testing';
import type { Attribution } from './attribution';
import { SpaceBookingElement } from './element';
import type { SpaceBookingEventDetails, SpaceBookingEventName } from '../state/events';
import { FORWARDED_EVENTS } from './messages';

// The host page's address, as a campaign link would leave it (before any widget exists).
history.replaceState(null, '', '/landing?utm_source=newsletter&utm_campaign=spring&gclid=abc123&email=ann%40example.com');

let space: FakeSpace = {};
class TestBooking extends SpaceBookingElement {
  protected override createClient(): SpaceClient {
    return fakeClient(space).client;
  }
}
customElements.define('events-booking', TestBooking);

const NAMES = Object.keys(FORWARDED_EVENTS) as SpaceBookingEventName[];
const who = { name: 'Ann Example', email: 'ann@example.com', notes: 'Knee injury, please be gentle' };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.dataLayer;
  space = {};
});

/** A widget on the page, and every event of the map that reached `document`. */
function place(attrs: Record<string, string> = {}) {
  const el = document.createElement('events-booking') as TestBooking;
  for (const [k, v] of Object.entries({ handle: 'harbour-yoga', 'api-base': 'http://127.0.0.1:4010/v1', ...attrs })) el.setAttribute(k, v);
  const seen: CustomEvent[] = [];
  for (const name of NAMES) document.addEventListener(name, (e) => seen.push(e));
  document.body.append(el);
  return { el, seen };
}

/** Books the 09:00 slot as a visitor: the only type is preselected, so the times show at once. */
async function book(el: HTMLElement): Promise<void> {
  const root = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part=root]') ?? Promise.reject(new Error('not rendered')));
  const ui = within(root);
  fireEvent.click(await ui.findByRole('button', { name: /9:00 AM/ }));
  fireEvent.input(await ui.findByLabelText(en.nameLabel), { target: { value: who.name } });
  fireEvent.input(ui.getByLabelText(en.emailLabel), { target: { value: who.email } });
  fireEvent.input(ui.getByLabelText(en.notesLabel), { target: { value: who.notes } });
  fireEvent.click(ui.getByRole('button', { name: en.submit }));
}

describe('the event map', () => {
  it('types every event of the element, on elements and on document', () => {
    expectTypeOf<HTMLElementEventMap['space-booking:booked']>().toEqualTypeOf<CustomEvent<{ booking: Booking; attribution: Attribution }>>();
    expectTypeOf<DocumentEventMap['space-booking:failed']['detail']>().toEqualTypeOf<{ reason: string; status?: number }>();
    expectTypeOf<keyof SpaceBookingEventDetails>().toEqualTypeOf<SpaceBookingEventName>();
    expect(NAMES).toEqual([
      'space-booking:ready',
      'space-booking:type-selected',
      'space-booking:slot-selected',
      'space-booking:submit',
      'space-booking:booked',
      'space-booking:failed',
      'space-booking:error',
      'space-booking:open',
      'space-booking:close',
    ]);
    expectTypeOf<HTMLElementEventMap['space-booking:close']['detail']['step']>().toEqualTypeOf<'type' | 'time' | 'details' | 'done'>();
  });

  it('runs ready → type-selected → slot-selected → submit → booked, each once, bubbling and composed from the element', async () => {
    space = { slots: daily(['09:00']) };
    const { el, seen } = place();
    await book(el);
    await waitFor(() => expect(seen.map((e) => e.type)).toContain('space-booking:booked'));
    expect(seen.map((e) => e.type)).toEqual([
      'space-booking:ready',
      'space-booking:type-selected',
      'space-booking:slot-selected',
      'space-booking:submit',
      'space-booking:booked',
    ]);
    for (const event of seen) {
      expect([event.type, event.bubbles, event.composed, event.target]).toEqual([event.type, true, true, el]);
    }
    const detail = (name: SpaceBookingEventName) => seen.find((e) => e.type === name)!.detail;
    expect(detail('space-booking:ready')).toEqual({ handle: 'harbour-yoga', locale: 'en', typeCount: 1 });
    expect(detail('space-booking:type-selected')).toMatchObject({ slug: 'hatha', title: 'Hatha Flow', priceAmount: 1500, currency: 'GBP' });
    expect(detail('space-booking:slot-selected')).toMatchObject({ startTime: '09:00', timezone: 'Europe/London' });
    const booked = detail('space-booking:booked') as SpaceBookingEventDetails['space-booking:booked'];
    expect(booked.booking.customer).toEqual({ name: who.name, email: who.email });
    // Only the campaign parameters of the address, nothing else it carries.
    expect(booked.attribution).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc123' });
  });

  it('reports a refusal with its reason and status, never the override that would let it through', async () => {
    space = {
      slots: daily(['09:00']),
      book: () =>
        new ApiError({
          kind: 'http',
          message: 'refused',
          status: 409,
          type: 'conflict',
          bookingFailure: { reason: 'capacity_full', override: 'allow_over_capacity' },
        }),
    };
    const { el, seen } = place();
    await book(el);
    await waitFor(() => expect(seen.map((e) => e.type)).toContain('space-booking:failed'));
    expect(seen.map((e) => e.type).slice(-2)).toEqual(['space-booking:submit', 'space-booking:failed']);
    const failed = seen.find((e) => e.type === 'space-booking:failed')!;
    expect(failed.detail).toEqual({ reason: 'capacity_full', status: 409 });
    expect(JSON.stringify(seen.map((e) => e.detail))).not.toMatch(/overrid|allow_/);
  });

  it('says ready once per space and locale: Try again after failed times is the same visit', async () => {
    space = { availabilityError: new ApiError({ kind: 'http', message: 'down', status: 500 }) };
    const { el, seen } = place();
    const root = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part=root]') ?? Promise.reject(new Error('not rendered')));
    const ui = within(root);
    await ui.findByRole('alert');
    delete space.availabilityError;
    fireEvent.click(ui.getByRole('button', { name: en.retry }));
    await ui.findByRole('button', { name: /9:00 AM/ });
    expect(seen.map((e) => e.type)).toEqual(['space-booking:ready', 'space-booking:type-selected', 'space-booking:error']);
    // Another locale is another start: ready again.
    el.setAttribute('locale', 'en-GB');
    await waitFor(() => expect(seen.filter((e) => e.type === 'space-booking:ready').map((e) => e.detail.locale)).toEqual(['en', 'en-GB']));
  });

  it('says ready again on coming back to a space after another that failed, and for another API base', async () => {
    const { el, seen } = place();
    const readies = () => seen.filter((e) => e.type === 'space-booking:ready').map((e) => `${e.detail.handle} ${e.detail.locale}`);
    await waitFor(() => expect(readies()).toEqual(['harbour-yoga en']));
    space.profile = new ApiError({ kind: 'http', message: 'nope', status: 404 });
    el.setAttribute('handle', 'no-such-space');
    await waitFor(() => expect(seen.at(-1)?.type).toBe('space-booking:error'));
    delete space.profile;
    el.setAttribute('handle', 'harbour-yoga');
    await waitFor(() => expect(readies()).toEqual(['harbour-yoga en', 'harbour-yoga en']));
    // The same handle on another API is another space.
    el.setAttribute('api-base', 'http://127.0.0.1:4011/v1');
    await waitFor(() => expect(readies()).toEqual(['harbour-yoga en', 'harbour-yoga en', 'harbour-yoga en']));
  });

  it('reports load failures as error, and no ready', async () => {
    space = { profile: new ApiError({ kind: 'http', message: 'nope', status: 404, type: 'not_found' }) };
    const { seen } = place();
    await waitFor(() => expect(seen.map((e) => e.type)).toEqual(['space-booking:error']));
    expect(seen[0]!.detail).toEqual({ stage: 'profile', kind: 'http', status: 404 });
  });
});

describe('data-layer', () => {
  it('pushes every event to window.dataLayer, named for tag managers, without personal data', async () => {
    space = { slots: daily(['09:00']) };
    const { el, seen } = place({ 'data-layer': '' });
    await book(el);
    await waitFor(() => expect(window.dataLayer).toHaveLength(5));
    const entries = window.dataLayer as Record<string, unknown>[];
    expect(entries.map((e) => e.event)).toEqual(seen.map((e) => e.type.replace(':', '.')));
    expect(entries.at(-1)).toEqual({
      event: 'space-booking.booked',
      space: 'harbour-yoga',
      bookingTypeId: expect.any(String),
      bookingTypeTitle: 'Hatha Flow',
      value: 15,
      currency: 'GBP',
      timezone: 'Europe/London',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      startTime: '09:00',
      attribution: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc123' },
    });
    const all = JSON.stringify(entries);
    for (const personal of [who.name, who.email, who.notes, 'customer', 'Ann']) expect(all).not.toContain(personal);
  });

  it('uses the tag manager’s own dataLayer, and pushes nothing without the attribute', async () => {
    space = { slots: daily(['09:00']) };
    const received: unknown[] = [];
    window.dataLayer = Object.assign([], { push: (entry: unknown) => received.push(entry) });
    const { el } = place({ 'data-layer': '' });
    await waitFor(() => expect(received.map((e) => (e as { event: string }).event)).toEqual(['space-booking.ready', 'space-booking.type-selected']));
    el.dataLayer = false;
    await book(el);
    await waitFor(() => expect(el.shadowRoot!.textContent).toContain(en.bookedHeading));
    expect(received).toHaveLength(2);
  });
});
