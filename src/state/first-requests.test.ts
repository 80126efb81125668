import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import { sendEarly } from '../api/early-requests';
import { emptyConfig, type WidgetConfig } from './config';
import { firstRequests } from './first-requests';
import { createStore } from './store';

const NOW = new Date('2026-03-27T09:00:00Z');
const TYPE_ID = '11111111-1111-4111-8111-111111111111';
const API = 'https://api.example/v1';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('space-booking.early-requests')];
});

/** The addresses a store asks for after `configure`, as its client fetches them. */
function firstAsked(config: WidgetConfig, pageAddress = 'https://studio.example/'): string[] {
  const asked: string[] = [];
  const fetch = (url: RequestInfo | URL) => {
    asked.push(String(url));
    return new Promise<Response>(() => {});
  };
  const store = createStore({
    createClient: (apiBase) => createClient({ apiBase, fetch }),
    emit: () => {},
    setLocale: () => {},
    now: () => NOW,
    visitorZone: () => 'Europe/London',
    pageHistory: { address: () => pageAddress, write: () => {}, onMove: () => () => {} },
  });
  store.configure(config);
  store.dispose();
  return asked;
}

describe('firstRequests', () => {
  it('names the addresses a store asks for first: the profile, the booking types and a type named by id’s availability', () => {
    const config = { ...emptyConfig, handle: 'harbour-yoga', apiBase: `${API}/`, locale: 'de-AT', bookingType: TYPE_ID };
    const urls = firstRequests(config, NOW);
    expect(urls).toHaveLength(3);
    expect(firstAsked(config).sort()).toEqual([...urls].sort());
  });

  it('leaves out the availability where the type is named by slug or the layout is the schedule', () => {
    for (const config of [
      { ...emptyConfig, handle: 'harbour-yoga', apiBase: API, bookingType: 'slow-flow' },
      { ...emptyConfig, handle: 'harbour-yoga', apiBase: API, bookingType: TYPE_ID, layout: 'schedule' as const },
    ]) {
      const urls = firstRequests(config, NOW);
      expect(urls).toHaveLength(2);
      expect(firstAsked(config).slice(0, 2).sort()).toEqual([...urls].sort());
    }
  });

  it('leaves out the host’s type’s availability where a deep link names the type to open, as the store does', () => {
    const config = { ...emptyConfig, handle: 'harbour-yoga', apiBase: API, bookingType: TYPE_ID, deepLink: true };
    const linked = 'https://studio.example/?space-booking=slow-flow/2026-03-30/18:00';
    const urls = firstRequests(config, NOW, linked);
    expect(urls).toHaveLength(2);
    expect(firstAsked(config, linked).sort()).toEqual([...urls].sort());
    // A malformed link, or deep-link off: the host's type is asked for at once.
    expect(firstRequests(config, NOW, 'https://studio.example/?space-booking=slow-flow/soon')).toHaveLength(3);
    expect(firstRequests({ ...config, deepLink: false }, NOW, linked)).toHaveLength(3);
    expect(firstAsked({ ...config, deepLink: false }, linked).sort()).toEqual(firstRequests({ ...config, deepLink: false }, NOW, linked).sort());
  });

  it('throws for a handle or an address that names no space', () => {
    expect(() => firstRequests({ ...emptyConfig, handle: 'Not a handle', apiBase: API }, NOW)).toThrow();
    expect(() => firstRequests({ ...emptyConfig, handle: 'harbour-yoga', apiBase: 'ftp://api.example/v1' }, NOW)).toThrow();
  });
});

describe('the client', () => {
  it('takes over the early requests instead of asking again, each once', async () => {
    const config = { ...emptyConfig, handle: 'harbour-yoga', apiBase: API, bookingType: TYPE_ID };
    const early = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }), { status: 200 })));
    vi.stubGlobal('fetch', early);
    for (const url of firstRequests(config, NOW)) sendEarly(url);
    expect(early).toHaveBeenCalledTimes(3);
    expect(firstAsked(config)).toEqual([]);
    // Taken once: the same address asks anew afterwards.
    expect(firstAsked(config)).toHaveLength(3);
  });
});
