// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IFRAME_SANDBOX, createIframe, type IframeOptions } from './iframe';

// The host page's address carries a campaign; the frame cannot see it.
history.replaceState(null, '', '/?utm_medium=cpc&fbclid=fb1');

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const WIDGET = 'https://widget.example';
const options = { src: `${WIDGET}/embed.html`, handle: 'harbour-yoga', apiBase: 'https://api.example/v1', theme: 'dark' as const };

afterEach(() => {
  document.body.replaceChildren();
  delete window.dataLayer;
});

/** A helper's iframe, once its listener (loaded on demand) is in place. */
async function setup(extra: Partial<IframeOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const frame = createIframe(container, { ...options, ...extra });
  const events: CustomEvent[] = [];
  for (const type of ['space-booking:resize', 'space-booking:booked', 'space-booking:ready', 'space-booking:failed']) {
    container.addEventListener(type, (e) => events.push(e as CustomEvent));
  }
  const send = (data: unknown, { origin = WIDGET, source = frame.contentWindow as Window | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  await import('./iframe-listen');
  await new Promise((resolve) => setTimeout(resolve));
  return { container, frame, events, send };
}

describe('createIframe', () => {
  it('passes success-url to the frame as this page’s absolute address; one that is not http(s) as it is, for the frame to refuse', () => {
    const frame = createIframe(document.body, { ...options, successUrl: '/thanks?from=frame' });
    expect(new URL(frame.src).searchParams.get('success-url')).toBe(new URL('/thanks?from=frame', location.href).href);
    expect(frame.getAttribute('sandbox')).toContain('allow-top-navigation-by-user-activation');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation(\s|$)/);
    const refused = createIframe(document.body, { ...options, successUrl: 'javascript:alert(1)' });
    expect(new URL(refused.src).searchParams.get('success-url')).toBe('javascript:alert(1)');
  });


  it('returns the iframe in its container with its address at once, and hands over what the frame said before the listener loaded', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const frame = createIframe(container, options);
    expect(container.firstElementChild).toBe(frame);
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/widget\.example\/embed\.html\?/);
    const resized: number[] = [];
    container.addEventListener('space-booking:resize', (e) => resized.push((e as CustomEvent<{ height: number }>).detail.height));
    // The frame may speak before the listener has loaded: held, then handled in order.
    const post = (height: number, origin = WIDGET) =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'space-booking:resize', height }, origin, source: frame.contentWindow }));
    post(200);
    post(999, 'https://evil.example');
    post(240);
    expect(resized).toEqual([]);
    await vi.waitFor(() => expect(resized).toEqual([200, 240]));
    expect(frame.style.height).toBe('240px');
    // And what it says afterwards reaches the listener directly.
    post(260);
    expect(resized).toEqual([200, 240, 260]);
  });

  it('points at embed.html with the options and this page’s origin, titled and sandboxed', async () => {
    const { container, frame } = await setup();
    expect(container.firstElementChild).toBe(frame);
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe(`${WIDGET}/embed.html`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      handle: 'harbour-yoga',
      'api-base': 'https://api.example/v1',
      theme: 'dark',
      'parent-origin': location.origin,
    });
    expect(frame.title).toBe('Booking');
    expect(frame.getAttribute('sandbox')).toBe(IFRAME_SANDBOX);
    // The top page moves only on the visitor's own click.
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation(\s|$)/);
  });

  it('takes its height from resize messages and re-dispatches them as bubbling events', async () => {
    const { frame, events, send } = await setup();
    send({ type: 'space-booking:resize', height: 640.4 });
    expect(frame.style.height).toBe('641px');
    expect(events.map((e) => [e.type, e.detail, e.bubbles])).toEqual([['space-booking:resize', { height: 641 }, true]]);
  });

  it('ignores messages while its frame is out of the page, and hears the frame again once it is back', async () => {
    const { container, frame, events, send } = await setup();
    frame.remove();
    // Any message on the page meanwhile (another frame's, another library's) changes nothing.
    send({ type: 'space-booking:resize', height: 500 }, { source: window });
    expect(frame.style.height).toBe('');
    container.append(frame);
    send({ type: 'space-booking:resize', height: 1200 });
    send({ type: 'space-booking:ready', detail: { handle: 'harbour-yoga', locale: 'en', typeCount: 1 } });
    expect(frame.style.height).toBe('1200px');
    expect(events.map((e) => e.type)).toEqual(['space-booking:resize', 'space-booking:ready']);
  });

  it('re-dispatches the booking with this page’s attribution, and the element’s other events', async () => {
    const { events, send } = await setup();
    const booking = { id: 'bk_1', customer: { email: 'ada@example.com' } };
    send({ type: 'space-booking:booked', booking });
    send({ type: 'space-booking:ready', detail: { handle: 'harbour-yoga', locale: 'en', typeCount: 5 } });
    expect(events.map((e) => [e.type, e.detail, e.bubbles, e.composed])).toEqual([
      ['space-booking:booked', { booking, attribution: { utm_medium: 'cpc', fbclid: 'fb1' } }, true, true],
      ['space-booking:ready', { handle: 'harbour-yoga', locale: 'en', typeCount: 5 }, true, true],
    ]);
    // Had they been pushed, the entries would be there once the data layer has loaded and a task has passed.
    await import('./data-layer');
    await new Promise((resolve) => setTimeout(resolve));
    expect(window.dataLayer).toBeUndefined();
  });

  it('with dataLayer, pushes the frame’s events to this page’s dataLayer, without personal data (structured data stays on this page: none)', async () => {
    const { frame, send } = await setup({ dataLayer: true, structuredData: true, timeZone: 'Asia/Tokyo' });
    expect(new URL(frame.src).searchParams.has('data-layer')).toBe(false);
    expect(new URL(frame.src).searchParams.has('structured-data')).toBe(false);
    expect(new URL(frame.src).searchParams.get('time-zone')).toBe('Asia/Tokyo');
    send({ type: 'space-booking:resize', height: 300 });
    send({ type: 'space-booking:ready', detail: { handle: 'harbour-yoga', locale: 'en', typeCount: 5 } });
    send({ type: 'space-booking:failed', detail: { reason: 'capacity_full', status: 409 } });
    const booking = { id: 'bk_1', booking_type_title: 'Yin', scheduled_date: '2026-03-29', customer: { name: 'Ada', email: 'ada@example.com' } };
    send({ type: 'space-booking:booked', booking });
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(3));
    expect(window.dataLayer).toEqual([
      { event: 'space-booking.ready', space: 'harbour-yoga', locale: 'en', typeCount: 5 },
      { event: 'space-booking.failed', space: 'harbour-yoga', reason: 'capacity_full', status: 409 },
      {
        event: 'space-booking.booked',
        space: 'harbour-yoga',
        bookingTypeTitle: 'Yin',
        date: '2026-03-29',
        attribution: { utm_medium: 'cpc', fbclid: 'fb1' },
      },
    ]);
  });

  it('ignores messages from another window, from another origin, and malformed ones', async () => {
    const { frame, events, send } = await setup();
    send({ type: 'space-booking:resize', height: 11 }, { source: window });
    send({ type: 'space-booking:resize', height: 12 }, { source: null });
    send({ type: 'space-booking:resize', height: 13 }, { origin: 'https://evil.example' });
    send({ type: 'space-booking:booked', booking: { id: 'forged' } }, { origin: 'https://evil.example' });
    send({ type: 'space-booking:resize', height: 'tall' });
    expect(events).toEqual([]);
    expect(frame.style.height).toBe('');
  });

  it('leaves out parent-origin on an opaque origin, which cannot receive messages', async () => {
    const { iframeUrl } = await import('./iframe');
    expect(iframeUrl(options, 'null').searchParams.has('parent-origin')).toBe(false);
  });

  it('says which selector matched nothing', () => {
    expect(() => createIframe('#nowhere', options)).toThrow(/#nowhere/);
  });
});
