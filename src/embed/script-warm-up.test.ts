// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { startScript } from './script';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  delete window.SpaceBooking;
});

/** The keys of the Intl formatters on the page (src/shared/intl-formatters.ts). */
const formatters = () => [...((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('space-booking.intl-formatters')]?.keys() ?? [])];

it('makes the first view’s formatters and fonts ready in the task after its own run, in the locale and zone its widget will show', () => {
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
  startScript(script, () => new Promise(() => {}));
  expect(formatters()).toEqual(before);
  expect(measured).toEqual([]);

  vi.runOnlyPendingTimers();
  const built = formatters().filter((key) => !before.includes(key));
  // English written as in Italy until the Italian text has come, in the tag's zone.
  expect(built).toContainEqual(expect.stringMatching(/^DateTimeFormat en-IT\S* \{"timeZone":"Asia\/Tokyo","timeZoneName":"longGeneric"\}$/));
  expect(built).toContainEqual(expect.stringMatching(/^DateTimeFormat en-US \{"timeZone":"Asia\/Tokyo","hourCycle":"h23"/));
  // The fonts, with the space's own language's script.
  const italianDate = new Intl.DateTimeFormat('it', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', calendar: 'gregory', timeZone: 'UTC' }).format(new Date());
  expect(measured).not.toEqual([]);
  for (const text of measured) expect(text).toContain(italianDate);
});
