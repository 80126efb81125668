// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFramePage } from './iframe-page';
import { FORWARDED_EVENTS, summarizeBooking } from './messages';
import { booking } from './testing';

let resize: () => void;
let height = 0;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The frame page in a window whose parent records what it is sent. */
function start(query: string) {
  const postMessage = vi.fn();
  const win = { document, location: { search: query }, parent: { postMessage } } as unknown as Window;
  const widget = startFramePage(win);
  return { widget, postMessage, sent: () => postMessage.mock.calls as [unknown, string][] };
}

const booked = (widget: HTMLElement) =>
  widget.dispatchEvent(new CustomEvent('space-booking:booked', { detail: { booking }, bubbles: true, composed: true }));

describe('the iframe page', () => {
  it('renders one <space-booking> from the query parameters', () => {
    const { widget } = start(
      '?handle=harbour-yoga&locale=de-AT&booking-type=slow-flow&theme=dark&time-zone=Asia%2FTokyo&parent-origin=https%3A%2F%2Fhost.example',
    );
    expect(document.body.children).toHaveLength(1);
    expect(widget.localName).toBe('space-booking');
    expect([...widget.attributes].map((a) => [a.name, a.value])).toEqual([
      ['handle', 'harbour-yoga'],
      ['locale', 'de-AT'],
      ['booking-type', 'slow-flow'],
      ['theme', 'dark'],
      ['time-zone', 'Asia/Tokyo'],
    ]);
    expect(document.documentElement.lang).toBe('de-AT');
  });

  it('writes no structured data, which would describe its own page, not the host page search engines index; shows announcements', () => {
    const { widget } = start('?handle=harbour-yoga&structured-data&announcements');
    expect(widget.hasAttribute('structured-data')).toBe(false);
    expect(widget.hasAttribute('announcements')).toBe(true);
  });

  it('follows a change of language on the page itself', async () => {
    const { widget } = start('?handle=harbour-yoga&locale=en');
    expect(document.documentElement.lang).toBe('en');
    widget.setAttribute('locale', 'fr');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('speaks the language its interface is in: English for a locale without a catalog', async () => {
    const { widget } = start('?handle=harbour-yoga&locale=it');
    expect(document.documentElement.lang).toBe('en-IT');
    widget.setAttribute('locale', 'de-at');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('de-AT'));
  });

  it('posts its height to any parent when it changes, and only then', () => {
    const { sent } = start('?handle=harbour-yoga');
    // The empty page before the first render: the frame would collapse, then grow.
    height = 0;
    resize();
    height = 300.2;
    resize();
    resize();
    height = 512;
    resize();
    expect(sent()).toEqual([
      [{ type: 'space-booking:resize', height: 301 }, '*'],
      [{ type: 'space-booking:resize', height: 512 }, '*'],
    ]);
  });

  it('posts the booking only to parent-origin', () => {
    const { widget, sent } = start('?handle=harbour-yoga&parent-origin=https%3A%2F%2Fhost.example');
    booked(widget);
    expect(sent()).toEqual([[{ type: 'space-booking:booked', booking }, 'https://host.example']]);
  });

  it('posts every event of the element to parent-origin, and none with personal data to "*"', () => {
    for (const query of ['&parent-origin=https%3A%2F%2Fhost.example', '']) {
      document.body.replaceChildren();
      const { widget, sent } = start(`?handle=harbour-yoga${query}`);
      for (const name of Object.keys(FORWARDED_EVENTS)) {
        const detail = name === 'space-booking:booked' ? { booking, attribution: {} } : { bookingTypeId: 'bt_1' };
        widget.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
      }
      expect(sent().map(([m]) => (m as { type: string }).type)).toEqual(Object.keys(FORWARDED_EVENTS));
      for (const [message, target] of sent()) {
        const personal = JSON.stringify(message).includes('ada@example.com');
        if (target === '*') expect(personal).toBe(false);
        else expect(target).toBe('https://host.example');
      }
      expect(sent().some(([, target]) => target === '*')).toBe(query === '');
    }
  });

  it.each([
    ['no parent-origin', ''],
    ['"*" as parent-origin', '&parent-origin=*'],
    ['a URL rather than an origin', '&parent-origin=https%3A%2F%2Fhost.example%2Fpage'],
  ])('with %s, posts only what was booked and when, to "*"', (_label, extra) => {
    const { widget, sent } = start(`?handle=harbour-yoga${extra}`);
    booked(widget);
    expect(sent()).toEqual([[{ type: 'space-booking:booked', booking: summarizeBooking(booking) }, '*']]);
    expect(JSON.stringify(sent())).not.toMatch(/ada@example\.com|Ada Lovelace|bk_1/);
  });

  it('forwards the element’s other events with their detail', () => {
    const { widget, sent } = start('?handle=harbour-yoga&parent-origin=https%3A%2F%2Fhost.example');
    const detail = { bookingTypeId: 'bt_1', date: '2026-03-29', startTime: '09:00', timezone: 'Europe/London' };
    widget.dispatchEvent(new CustomEvent('space-booking:slot-selected', { detail, bubbles: true, composed: true }));
    expect(sent()).toEqual([[{ type: 'space-booking:slot-selected', detail }, 'https://host.example']]);
  });

  it('posts nothing when it is not framed', () => {
    const postMessage = vi.fn();
    const win = { document, location: { search: '?handle=harbour-yoga' } } as unknown as Window & { parent: unknown };
    (win as { parent: unknown }).parent = win;
    (win as unknown as { postMessage: unknown }).postMessage = postMessage;
    const widget = startFramePage(win);
    height = 200;
    resize();
    booked(widget);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
