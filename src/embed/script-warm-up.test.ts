// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import * as warmUp from './first-view-warm-up';
import { startScript } from './script';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  delete window.SpaceBooking;
});

/** The keys of the Intl formatters on the page (src/shared/intl-formatters.ts). */
const formatters = () => [...((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('space-booking.intl-formatters')]?.keys() ?? [])];

it('loads the first view’s warm-up in the task after its own run, which makes the formatters and fonts ready in the locale and zone its widget will show', async () => {
  vi.useFakeTimers();
  const measured: string[] = [];
  const canvas = { font: '', measureText: (text: string) => (measured.push(text), { width: 0 } as TextMetrics) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(canvas as unknown as CanvasRenderingContext2D);
  // The widget's module stays on its way: its element is not defined, as before it comes.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  const script = document.createElement('script');
  script.src = 'https://widget.example/dist/space-booking.js';
  for (const [name, value] of Object.entries({ 'data-handle': 'harbour-yoga', 'data-api-base': 'https://api.example/v1', 'data-locale': 'it', 'data-time-zone': 'Asia/Tokyo' }))
    script.setAttribute(name, value);
  document.body.append(script);
  const before = formatters();
  const loadWarmUp = vi.fn(() => Promise.resolve(warmUp));
  startScript(script, () => new Promise(() => {}), window, loadWarmUp);
  expect(loadWarmUp).not.toHaveBeenCalled();
  expect(formatters()).toEqual(before);
  expect(measured).toEqual([]);

  vi.runOnlyPendingTimers();
  expect(loadWarmUp).toHaveBeenCalledOnce();
  await vi.waitUntil(() => measured.length > 0);
  const built = formatters().filter((key) => !before.includes(key));
  // English written as in Italy until the Italian text has come, in the tag's zone.
  expect(built).toContainEqual(expect.stringMatching(/^DateTimeFormat en-IT\S* \{"timeZone":"Asia\/Tokyo","timeZoneName":"longGeneric"\}$/));
  expect(built).toContainEqual(expect.stringMatching(/^DateTimeFormat en-US \{"timeZone":"Asia\/Tokyo","hourCycle":"h23"/));
  // The fonts, with the space's own language's script.
  const italianDate = new Intl.DateTimeFormat('it', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', calendar: 'gregory', timeZone: 'UTC' }).format(new Date());
  expect(measured).not.toEqual([]);
  for (const text of measured) expect(text).toContain(italianDate);
});

it('a warm-up file that cannot load is let go, unreported (the first render builds its formatters itself), after the first requests have left', async () => {
  vi.useFakeTimers();
  const fetched = vi.fn(() => new Promise(() => {}));
  vi.stubGlobal('fetch', fetched);
  const script = document.createElement('script');
  script.src = 'https://widget.example/dist/space-booking.js';
  for (const [name, value] of Object.entries({ 'data-handle': 'harbour-yoga', 'data-api-base': 'https://api.example/v1' })) script.setAttribute(name, value);
  document.body.append(script);
  const before = formatters();
  const loadWarmUp = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  startScript(script, () => new Promise(() => {}), window, loadWarmUp);
  await vi.runOnlyPendingTimersAsync();
  expect(loadWarmUp).toHaveBeenCalledOnce();
  expect(fetched).toHaveBeenCalled();
  expect(formatters()).toEqual(before);
});
