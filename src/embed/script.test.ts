// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScript as startScriptWith } from './script';

/** The script, with the widget's module from source (jsdom imports no module from an address). */
const startScript = (script: HTMLScriptElement | null) => startScriptWith(script, () => import('../index'));

const API = 'https://api.example/v1';

// Mounted widgets start loading: keep them off the network.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.SpaceBooking;
});

/** A script tag as a host page would write it (jsdom does not run it; startScript stands in). */
function tag(attrs: Record<string, string>, parent: Element = document.body): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://widget.example/dist/space-booking.js';
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  parent.append(script);
  return script;
}

describe('the script tag', () => {
  it('defines <space-booking>, publishes window.SpaceBooking and mounts right after itself', async () => {
    document.body.innerHTML = '<p id="before"></p><p id="after"></p>';
    const script = tag({ 'data-handle': 'harbour-yoga', 'data-api-base': API, 'data-locale': 'de-AT', 'data-theme': 'dark', 'data-booking-type': 'slow-flow', 'data-other': 'x' });
    document.getElementById('after')!.before(script);
    startScript(script);
    await customElements.whenDefined('space-booking');
    expect(customElements.get('space-booking')).toBeDefined();
    expect(Object.keys(window.SpaceBooking!).sort()).toEqual(['bindPopup', 'define', 'iframe', 'mount', 'popup']);
    const widget = script.nextElementSibling!;
    expect(widget.localName).toBe('space-booking');
    expect(widget.nextElementSibling!.id).toBe('after');
    expect([...widget.attributes].map((a) => [a.name, a.value])).toEqual([
      ['handle', 'harbour-yoga'],
      ['api-base', API],
      ['locale', 'de-AT'],
      ['booking-type', 'slow-flow'],
      ['theme', 'dark'],
    ]);
    await Promise.resolve();
    expect(document.head.querySelector('link[rel=preconnect]')?.getAttribute('href')).toBe('https://api.example');
  });

  it('copies data-time-zone, and data-layer as it is, to the widget', () => {
    const script = tag({ 'data-handle': 'harbour-yoga', 'data-api-base': API, 'data-time-zone': 'Asia/Tokyo', 'data-layer': '' });
    startScript(script);
    const widget = script.nextElementSibling!;
    expect(widget.getAttribute('time-zone')).toBe('Asia/Tokyo');
    expect(widget.getAttribute('data-layer')).toBe('');
  });

  it('copies data-deep-link to the widget as deep-link', () => {
    const script = tag({ 'data-handle': 'harbour-yoga', 'data-api-base': API, 'data-deep-link': '' });
    startScript(script);
    expect(script.nextElementSibling!.getAttribute('deep-link')).toBe('');
  });

  it('without data-handle mounts nothing (the page places or mounts widgets itself)', () => {
    const script = tag({ 'data-api-base': API });
    startScript(script);
    expect(document.querySelector('space-booking')).toBeNull();
  });

  it('in <head>, mounts at the end of <body>', () => {
    document.body.innerHTML = '<main></main>';
    startScript(tag({ 'data-handle': 'harbour-yoga', 'data-api-base': API }, document.head));
    expect(document.body.lastElementChild!.localName).toBe('space-booking');
    expect(document.head.querySelector('space-booking')).toBeNull();
  });

  it('loaded twice, keeps the first window.SpaceBooking and mounts a widget per tag', async () => {
    startScript(tag({ 'data-handle': 'harbour-yoga', 'data-api-base': API }));
    const first = window.SpaceBooking;
    startScript(tag({ 'data-handle': 'brooklyn-clay', 'data-api-base': API }));
    expect(window.SpaceBooking).toBe(first);
    expect([...document.querySelectorAll('space-booking')].map((w) => w.getAttribute('handle'))).toEqual(['harbour-yoga', 'brooklyn-clay']);
    await Promise.resolve();
    expect(document.head.querySelectorAll('link[rel=preconnect]')).toHaveLength(1);
  });

  it('SpaceBooking.iframe() returns the iframe at once, pointed at embed.html next to the script', async () => {
    startScript(tag({}));
    const container = document.createElement('div');
    document.body.append(container);
    const frame = window.SpaceBooking!.iframe(container, { handle: 'harbour-yoga', apiBase: API });
    expect(frame.parentElement).toBe(container);
    expect(frame.src).toMatch(/^https:\/\/widget\.example\/dist\/embed\.html\?handle=harbour-yoga&/);
  });

  it('SpaceBooking.mount() appends a widget and preconnects once its first requests have left', async () => {
    startScript(null);
    document.body.innerHTML = '<div id="slot"></div>';
    const widget = window.SpaceBooking!.mount('#slot', { handle: 'himal-sound', apiBase: API });
    expect(widget.parentElement!.id).toBe('slot');
    expect(widget.getAttribute('handle')).toBe('himal-sound');
    await Promise.resolve();
    expect(document.head.querySelectorAll('link[rel=preconnect]')).toHaveLength(1);
  });

  it('without its own address, SpaceBooking.iframe() needs src', () => {
    startScript(null);
    expect(() => window.SpaceBooking!.iframe(document.body, { handle: 'harbour-yoga', apiBase: API })).toThrow(/src/);
  });
});
