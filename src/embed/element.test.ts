// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpaceClient } from '../api/client';
import { en } from '../i18n/catalogs/en';
import { daily, fakeClient, profileFixture, TYPE_ID, TYPE_ID_2, typeFixture } from '../ui/testing';
import { defineSpaceBooking } from './define';
import { SpaceBookingElement } from './element';
import { FRAME_WAIT_MS } from '../shared/next-frame';
import { MISSING_ATTRIBUTE_GRACE_MS } from '../state/store';

let fake = fakeClient();
const apiBases: string[] = [];

class TestBooking extends SpaceBookingElement {
  protected override createClient(apiBase: string): SpaceClient {
    apiBases.push(apiBase);
    return fake.client;
  }
}
customElements.define('test-booking', TestBooking);

function place(attrs: Record<string, string>): TestBooking {
  const el = document.createElement('test-booking') as TestBooking;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

async function inside(el: HTMLElement) {
  const root = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part=root]') ?? Promise.reject(new Error('not rendered')));
  return within(root);
}
const base = { handle: 'harbour-yoga', 'api-base': 'http://127.0.0.1:4010/v1' };

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
  fake = fakeClient();
  apiBases.length = 0;
});

describe('defineSpaceBooking', () => {
  it('registers <space-booking> once and tolerates a second call', () => {
    defineSpaceBooking();
    defineSpaceBooking();
    expect(customElements.get('space-booking')).toBe(SpaceBookingElement);
  });
});

describe('SpaceBookingElement', () => {
  it('sends its first requests before its first render, which they need not wait for', async () => {
    const renderedAt: Record<string, boolean> = {};
    class Probe extends SpaceBookingElement {
      protected override createClient(): SpaceClient {
        const c = fake.client;
        const seen = (name: string) => (renderedAt[name] = !!this.shadowRoot?.querySelector('[part=root]'));
        return {
          ...c,
          profile: (...args) => (seen('profile'), c.profile(...args)),
          bookingTypes: (...args) => (seen('bookingTypes'), c.bookingTypes(...args)),
          availability: (...args) => (seen('availability'), c.availability(...args)),
        };
      }
    }
    customElements.define('probe-booking', Probe);
    const el = document.createElement('probe-booking');
    for (const [k, v] of Object.entries({ ...base, 'booking-type': typeFixture().id })) el.setAttribute(k, v);
    document.body.append(el);
    await inside(el);
    expect(renderedAt).toEqual({ profile: false, bookingTypes: false, availability: false });
  });

  it('reflects every observed attribute through a property', () => {
    const el = new TestBooking();
    el.handle = 'harbour-yoga';
    el.apiBase = 'http://127.0.0.1:4010/v1';
    el.bookingType = 'hatha';
    el.customerName = 'Ann';
    el.customerEmail = 'ann@example.com';
    el.theme = 'dark';
    el.locale = 'de-at';
    el.timeZone = 'Asia/Tokyo';
    el.dataLayer = true;
    el.layout = 'schedule';
    el.deepLink = true;
    el.successUrl = 'https://harbour.example/thanks';
    expect(el.getAttribute('handle')).toBe('harbour-yoga');
    expect(el.getAttribute('success-url')).toBe('https://harbour.example/thanks');
    expect(el.successUrl).toBe('https://harbour.example/thanks');
    expect(el.getAttribute('api-base')).toBe('http://127.0.0.1:4010/v1');
    expect(el.getAttribute('booking-type')).toBe('hatha');
    expect(el.getAttribute('customer-name')).toBe('Ann');
    expect(el.getAttribute('customer-email')).toBe('ann@example.com');
    expect(el.theme).toBe('dark');
    expect(el.contentLocale).toBe('de-AT');
    expect(el.getAttribute('time-zone')).toBe('Asia/Tokyo');
    expect(el.getAttribute('data-layer')).toBe('');
    el.dataLayer = false;
    expect(el.hasAttribute('data-layer')).toBe(false);
    expect(el.getAttribute('layout')).toBe('schedule');
    expect(el.getAttribute('deep-link')).toBe('');
    el.deepLink = false;
    expect(el.hasAttribute('deep-link')).toBe(false);
    el.announcements = true;
    el.structuredData = true;
    expect([el.getAttribute('announcements'), el.getAttribute('structured-data')]).toEqual(['', '']);
    el.setAttribute('structured-data', 'false');
    expect(el.structuredData).toBe(true);
    el.announcements = false;
    el.structuredData = false;
    expect([el.hasAttribute('announcements'), el.hasAttribute('structured-data')]).toEqual([false, false]);
    expect(TestBooking.observedAttributes).toEqual([
      'handle',
      'api-base',
      'locale',
      'booking-type',
      'theme',
      'time-zone',
      'data-layer',
      'mode',
      'position',
      'button-text',
      'layout',
      'deep-link',
      'announcements',
      'structured-data',
      'success-url',
      'customer-name',
      'customer-email',
    ]);
  });

  it('reads success-url relative to the page, and ignores one that is not http(s), telling the page\'s owner', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const el = new TestBooking();
      el.setAttribute('success-url', '/thanks?from=widget');
      expect(el.successUrl).toBe(new URL('/thanks?from=widget', document.baseURI).href);
      expect(warned).not.toHaveBeenCalled();
      el.setAttribute('success-url', 'javascript:alert(1)');
      expect(el.successUrl).toBe('');
      el.setAttribute('success-url', 'http://[bad');
      expect(el.successUrl).toBe('');
      expect(warned.mock.calls).toEqual([
        ['space-booking: the success-url attribute takes an http or https address, not "javascript:alert(1)"; it is ignored'],
        ['space-booking: the success-url attribute takes an http or https address, not "http://[bad"; it is ignored'],
      ]);
    } finally {
      warned.mockRestore();
    }
  });

  it('reads a word an attribute does not take as its default, and tells the page\'s owner the words it takes', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const el = new TestBooking();
      el.setAttribute('mode', 'modal');
      el.setAttribute('theme', 'purple');
      el.setAttribute('position', 'top-left');
      el.setAttribute('layout', 'grid');
      expect([el.mode, el.theme, el.position, el.layout]).toEqual(['inline', 'light', 'bottom-right', 'booking']);
      expect(warned.mock.calls).toEqual([
        ['space-booking: the mode attribute takes inline, popup, floating, not "modal"'],
        ['space-booking: the theme attribute takes light, dark, auto, not "purple"'],
        ['space-booking: the position attribute takes bottom-right, bottom-left, not "top-left"'],
        ['space-booking: the layout attribute takes booking, schedule, not "grid"'],
      ]);
      // The words each takes, and an attribute left empty or taken away, say nothing.
      warned.mockClear();
      for (const [name, value] of [['mode', 'floating'], ['theme', 'auto'], ['position', 'bottom-left'], ['layout', 'schedule'], ['mode', '']]) el.setAttribute(name!, value!);
      el.removeAttribute('theme');
      expect([el.mode, el.theme, el.position, el.layout]).toEqual(['inline', 'light', 'bottom-left', 'schedule']);
      expect(warned).not.toHaveBeenCalled();
    } finally {
      warned.mockRestore();
    }
  });

  it('takes time-zone as the visitor’s zone when the platform knows it, else the browser’s', () => {
    const el = new TestBooking();
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(el.timeZone).toBe(browser);
    el.setAttribute('time-zone', 'asia/tokyo');
    expect(el.timeZone).toBe('Asia/Tokyo');
    for (const bad of ['Mars/Olympus_Mons', 'not a zone', '']) {
      el.setAttribute('time-zone', bad);
      expect(el.timeZone).toBe(browser);
    }
  });

  it('shows times in the time-zone attribute’s zone, and follows its changes', async () => {
    fake = fakeClient({ slots: daily(['09:00']) });
    const el = place({ ...base, 'time-zone': 'Asia/Kathmandu' });
    const ui = await inside(el);
    // 09:00 in London is 14:45 or 13:45 in Kathmandu (UTC+5:45): the visitor's time is shown too.
    const slot = await ui.findByRole('button', { name: /9:00 AM/ });
    expect(slot.textContent).toMatch(/:45/);
    el.timeZone = 'Europe/London';
    await waitFor(() => expect(slot.textContent).not.toMatch(/:45/));
  });

  it('prefills name and email from customer-name and customer-email, and the visitor can change them', async () => {
    fake = fakeClient({ slots: daily(['09:00']) });
    const el = place({ ...base, 'customer-name': 'Ann Example', 'customer-email': 'ann@example.com' });
    const ui = await inside(el);
    fireEvent.click(await ui.findByRole('button', { name: /9:00 AM/ }));
    const name = (await ui.findByLabelText(en.nameLabel)) as HTMLInputElement;
    const email = ui.getByLabelText(en.emailLabel) as HTMLInputElement;
    expect([name.value, email.value]).toEqual(['Ann Example', 'ann@example.com']);
    // Until the visitor types, the host may still change what it prefilled.
    el.customerEmail = 'ann@work.example';
    await waitFor(() => expect(email.value).toBe('ann@work.example'));
    // Once the visitor has typed, their words stand.
    fireEvent.input(name, { target: { value: 'Annie' } });
    el.customerName = 'Someone Else';
    el.customerEmail = 'other@example.com';
    await new Promise((r) => setTimeout(r, 0));
    expect([name.value, email.value]).toEqual(['Annie', 'ann@work.example']);
    fireEvent.click(ui.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'createBooking')).toBe(true));
    const body = fake.calls.find((c) => c.method === 'createBooking')!.args[1] as { customer: unknown };
    expect(body.customer).toEqual({ name: 'Annie', email: 'ann@work.example' });
  });

  it("takes the content locale from the page's <html lang>, else en", () => {
    document.documentElement.lang = 'fr';
    const el = new TestBooking();
    expect(el.contentLocale).toBe('fr');
    document.documentElement.lang = '';
    expect(el.contentLocale).toBe('en');
  });

  it('renders into an open shadow root whose root carries the interface locale', async () => {
    const el = place({ ...base, locale: 'de' });
    expect(el.shadowRoot?.mode).toBe('open');
    await (await inside(el)).findByText('Harbour Yoga');
    // Once the German catalog is here (English in the page's region until then).
    await waitFor(() => expect(el.shadowRoot!.querySelector('[part=root]')?.getAttribute('lang')).toBe('de'));
    expect(el.shadowRoot!.querySelector('style')).toBeNull();
    // No <slot>: a fallback link inside the element is not shown once it has upgraded.
    expect(el.shadowRoot!.querySelector('slot')).toBeNull();
    expect(apiBases).toEqual(['http://127.0.0.1:4010/v1']);
  });

  it('applies attribute changes together and re-fetches on a new locale or handle', async () => {
    const el = place(base);
    await (await inside(el)).findByText('Harbour Yoga');
    el.setAttribute('locale', 'fr');
    el.setAttribute('theme', 'dark');
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'profile')).toHaveLength(2));
    expect((fake.calls.at(-1)!.args[1] as { locale: string }).locale).toBe('fr');
    el.handle = 'brooklyn-clay';
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'profile')).toHaveLength(3));
    expect(fake.calls.filter((c) => c.method === 'profile').at(-1)!.args[0]).toBe('brooklyn-clay');
  });

  it('a new locale and a new booking type set together show that type', async () => {
    fake = fakeClient({ types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })] });
    const el = place({ ...base, 'booking-type': 'hatha' });
    await (await inside(el)).findByText('Harbour Yoga');
    await waitFor(() => expect(el.shadowRoot!.querySelector('.row b')?.textContent).toBe('Hatha Flow'));
    el.locale = 'fr';
    el.bookingType = 'yin';
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'bookingTypes')).toHaveLength(2));
    await waitFor(() => expect(el.shadowRoot!.querySelector('.row b')?.textContent).toBe('Yin'));
  });

  it('shows the list of types where no type has the id or slug of booking-type, and tells the page\'s owner', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake = fakeClient({ types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })] });
    const el = place({ ...base, 'booking-type': 'Hatha Flow' });
    const view = await inside(el);
    await view.findByRole('button', { name: /Yin/ });
    expect(consoleWarn).toHaveBeenCalledWith('space-booking: no booking type of this space has the id or slug "Hatha Flow"');
    consoleWarn.mockRestore();
  });

  it('writes the locale attribute from the language switcher', async () => {
    fake = fakeClient({ profile: profileFixture({ locales: ['en', 'de'] }) });
    const el = place(base);
    const select = (await (await inside(el)).findByRole('combobox')) as HTMLSelectElement;
    select.value = 'de';
    fireEvent.change(select);
    expect(el.getAttribute('locale')).toBe('de');
  });

  it('dispatches space-booking:booked, bubbling and composed, with the booking', async () => {
    fake = fakeClient({ slots: daily(['09:00']) });
    const el = place(base);
    const seen: CustomEvent[] = [];
    document.addEventListener('space-booking:booked', (e) => seen.push(e));
    const ui = await inside(el);
    fireEvent.click(await ui.findByRole('button', { name: /9:00 AM/ }));
    fireEvent.input(await ui.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(ui.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(ui.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.bubbles && seen[0]!.composed).toBe(true);
    expect(seen[0]!.target).toBe(el);
    expect(seen[0]!.detail.booking.scheduled_start_time).toBe('09:00');
    expect(seen[0]!.detail.booking.customer.email).toBe('ann@example.com');
  });

  it('takes the properties a page set before the element was defined', async () => {
    const el = document.createElement('later-booking') as TestBooking;
    Object.assign(el, { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1', customerEmail: 'ann@example.com', dataLayer: true });
    document.body.append(el);
    customElements.define('later-booking', class extends TestBooking {});
    expect(el.getAttribute('handle')).toBe('harbour-yoga');
    expect(el.getAttribute('api-base')).toBe('http://127.0.0.1:4010/v1');
    expect(el.getAttribute('customer-email')).toBe('ann@example.com');
    expect(el.hasAttribute('data-layer')).toBe(true);
    expect(Object.hasOwn(el, 'handle')).toBe(false);
    await (await inside(el)).findByText('Harbour Yoga');
  });

  it('asks nothing for the schedule once the widget has another layout, also for a new space', async () => {
    fake = fakeClient({ types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })] });
    const asked = (handle: string) =>
      fake.calls.filter((c) => c.method === 'availability' && c.args[0] === handle).map((c) => c.args.slice(1, 3) as [string, { from: string; to: string }]);
    const ready: string[] = [];
    const el = place({ ...base, layout: 'schedule' });
    el.addEventListener('space-booking:ready', (e) => ready.push((e as CustomEvent<{ handle: string }>).detail.handle));
    const ui = await inside(el);
    await waitFor(() => expect(asked('harbour-yoga').map(([typeId]) => typeId)).toEqual([TYPE_ID, TYPE_ID_2]));
    const [[, week]] = asked('harbour-yoga') as [[string, { from: string; to: string }]];
    el.layout = 'booking';
    await ui.findByRole('button', { name: /Yin/ });
    el.handle = 'brooklyn-clay';
    await waitFor(() => expect(ready).toEqual(['harbour-yoga', 'brooklyn-clay']));
    // The new space's types are here (a schedule still alive would have asked for their weeks): choosing one asks for its dates.
    fireEvent.click(await ui.findByRole('button', { name: /Yin/ }));
    await waitFor(() => expect(asked('brooklyn-clay').map(([typeId]) => typeId)).toContain(TYPE_ID_2));
    expect(asked('brooklyn-clay')).not.toContainEqual([TYPE_ID, week]);
    expect(asked('brooklyn-clay')).not.toContainEqual([TYPE_ID_2, week]);
  });

  it('unmounts when removed, and keeps its state when moved', async () => {
    const el = place(base);
    await (await inside(el)).findByText('Harbour Yoga');
    const other = document.body.appendChild(document.createElement('div'));
    other.append(el);
    await Promise.resolve();
    expect(el.shadowRoot!.querySelector('[part=root]')).not.toBeNull();
    el.remove();
    await Promise.resolve();
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
  });
});

describe('SpaceBookingElement and the space\'s midnight', () => {
  it('keeps a timer and a visibility listener while it is on the page, and leaves neither behind once removed', async () => {
    const listeners = new Set<unknown>();
    const add = vi.spyOn(document, 'addEventListener').mockImplementation(function (this: Document, type, listener, options) {
      if (type === 'visibilitychange') listeners.add(listener);
      return EventTarget.prototype.addEventListener.call(this, type, listener, options);
    });
    const remove = vi.spyOn(document, 'removeEventListener').mockImplementation(function (this: Document, type, listener, options) {
      if (type === 'visibilitychange') listeners.delete(listener);
      return EventTarget.prototype.removeEventListener.call(this, type, listener, options);
    });
    // 09:00 in London: the space's next midnight is 15 hours away, and the only timer that long.
    vi.useFakeTimers({ now: new Date('2026-03-27T09:00:00Z'), toFake: ['Date'] });
    const long = new Set<unknown>();
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    const set = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      const id = realSet(handler, ms);
      if ((ms ?? 0) > 60_000) long.add(id);
      return id;
    }) as typeof setTimeout);
    const clear = vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
      long.delete(id);
      realClear(id);
    });
    try {
      const el = place(base);
      await (await inside(el)).findByText('Harbour Yoga');
      await waitFor(() => expect(long.size).toBe(1));
      expect(listeners.size).toBe(1);
      el.remove();
      await Promise.resolve();
      expect(long.size).toBe(0);
      expect(listeners.size).toBe(0);
    } finally {
      for (const spy of [add, remove, set, clear]) spy.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('SpaceBookingElement without its required attributes, or with malformed ones', () => {
  const setUpWrong = async (el: HTMLElement) => {
    const alert = await (await inside(el)).findByRole('alert');
    expect(alert.textContent).toBe(en.loadSetup);
    // Trying again could never succeed: there is nothing to press.
    expect(within(alert).queryByRole('button')).toBeNull();
  };

  it('asks nothing until handle and api-base are both set, and says the page is set up wrong only once one has stayed missing a while', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: unknown[] = [];
    const listen = (e: Event) => errors.push((e as CustomEvent).detail);
    document.addEventListener('space-booking:error', listen);
    // The grace period runs on a fake clock; frames and the fake client's answers come as ever.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A host that sets its attributes one by one, the second once its own settings have come.
      const el = place({ handle: 'harbour-yoga' });
      await vi.advanceTimersByTimeAsync(MISSING_ATTRIBUTE_GRACE_MS - 1);
      expect(el.shadowRoot!.querySelector('[role=alert]')).toBeNull();
      el.apiBase = 'http://127.0.0.1:4010/v1';
      await (await inside(el)).findByText('Harbour Yoga');
      await vi.advanceTimersByTimeAsync(MISSING_ATTRIBUTE_GRACE_MS);
      expect(el.shadowRoot!.querySelector('[role=alert]')).toBeNull();
      expect(apiBases).toEqual(['http://127.0.0.1:4010/v1']);
      expect(consoleError).not.toHaveBeenCalled();
      expect(errors).toEqual([]);

      // One that never comes: said once, however many other attributes change meanwhile.
      const alone = place({ handle: 'harbour-yoga' });
      await vi.advanceTimersByTimeAsync(MISSING_ATTRIBUTE_GRACE_MS - 1);
      expect(alone.shadowRoot!.querySelector('[role=alert]')).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await setUpWrong(alone);
      alone.theme = 'dark';
      alone.customerName = 'Ann';
      // The alert stays (rendered again after the changes, by a frame's deadline at the latest), not a placeholder for another wait.
      await vi.advanceTimersByTimeAsync(FRAME_WAIT_MS);
      expect(alone.shadowRoot!.querySelector('[role=alert]')?.textContent).toBe(en.loadSetup);
      await vi.advanceTimersByTimeAsync(MISSING_ATTRIBUTE_GRACE_MS);
      expect(consoleError.mock.calls).toEqual([['space-booking: Invalid apiBase (http(s)://…/v1), the api-base attribute is ""']]);
      expect(errors).toEqual([{ stage: 'profile', kind: 'invalid_input' }]);
      expect(fake.calls.filter((c) => c.method === 'profile')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      document.removeEventListener('space-booking:error', listen);
      consoleError.mockRestore();
    }
  });

  it.each([
    [{ ...base, handle: 'Harbour-Yoga' }, 'space-booking: Invalid handle (2 to 63 lowercase letters, digits and hyphens, the first no hyphen), the handle attribute is "Harbour-Yoga"'],
    [{ ...base, 'api-base': 'http://127.0.0.1:4010' }, 'space-booking: Invalid apiBase (http(s)://…/v1), the api-base attribute is "http://127.0.0.1:4010"'],
  ])('%o asks nothing, says at once that the page is set up wrong, and names the attribute to mend', async (attributes, message) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await setUpWrong(place(attributes));
    expect(fake.calls).toEqual([]);
    expect(consoleError.mock.calls).toEqual([[message]]);
    consoleError.mockRestore();
  });
});

describe('SpaceBookingElement locale', () => {
  it('takes a word that is no language tag ("english") for no locale: the page\'s language, not a refused request', async () => {
    document.documentElement.lang = 'de';
    const el = place({ ...base, locale: 'english' });
    expect(el.contentLocale).toBe('de');
    el.locale = 'EN-gb';
    expect(el.contentLocale).toBe('en-GB');
  });
});

describe('structured-data', () => {
  const LD = 'script[type="application/ld+json"]';

  it("writes the sessions into the page's head once the first slots have come, follows the attribute, and goes with the element", async () => {
    const el = place({ ...base, 'structured-data': '' });
    await waitFor(() => expect(document.head.querySelectorAll(LD)).toHaveLength(1));
    const events = JSON.parse(document.head.querySelector(LD)!.textContent!);
    expect(events[0]).toMatchObject({ '@type': 'Event', name: typeFixture().title, organizer: { name: 'Harbour Yoga' } });
    el.structuredData = false;
    await waitFor(() => expect(document.head.querySelector(LD)).toBeNull());
    el.structuredData = true;
    await waitFor(() => expect(document.head.querySelectorAll(LD)).toHaveLength(1));
    el.remove();
    await waitFor(() => expect(document.head.querySelector(LD)).toBeNull());
  });

  it('writes nothing without the attribute', async () => {
    place(base);
    const writing = place({ ...base, 'structured-data': '' });
    await waitFor(() => expect(document.head.querySelectorAll(LD)).toHaveLength(1));
    writing.remove();
    await waitFor(() => expect(document.head.querySelector(LD)).toBeNull());
  });
});
