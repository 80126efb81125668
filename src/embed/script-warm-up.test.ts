// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { takeEarlyZoneRules } from '../shared/early-zone-rules';
import { textsMeasured } from '../ui/warm-text.testing';
import * as warmUp from './first-view-warm-up';
import { startScript } from './script';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  delete window.SpaceBooking;
});

/** The keys of the Intl formatters on the page (src/shared/intl-formatters.ts). */
const formatters = () => [...((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('space-booking.intl-formatters')]?.keys() ?? [])];

it('loads the first view’s warm-up in the task after its own run, which makes the formatters and fonts ready in the locale and zone its widget will show', async () => {
  vi.useFakeTimers();
  const measured = textsMeasured();
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
  for (const { text } of measured) expect(text).toContain(italianDate);
});

it('a warm-up file that cannot load is let go, unreported: the first render builds its formatters itself', async () => {
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
  expect(formatters()).toEqual(before);
});

/** A tag of the one-tag snippet for harbour-yoga, shown in Tokyo's time. */
function tokyoTag(): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://widget.example/dist/space-booking.js';
  for (const [name, value] of Object.entries({ 'data-handle': 'harbour-yoga', 'data-api-base': 'https://api.example/v1', 'data-time-zone': 'Asia/Tokyo' }))
    script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

it('hands the zone rules it asked for to the warm-up, which reads the widget’s zone with them, and keeps them for the module', async () => {
  vi.useFakeTimers();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  // The zone rules' chunk as a module of one function that notes the zone it reads.
  const read: string[] = [];
  vi.stubGlobal('readZone', (zone: string) => read.push(zone));
  vi.stubGlobal('ZONE_RULES_CHUNK', 'data:text/javascript,export const getTimezoneOffset = (zone) => (globalThis.readZone(zone), 0);');
  startScript(tokyoTag(), () => new Promise(() => {}), window, () => Promise.resolve(warmUp));
  await vi.runOnlyPendingTimersAsync();
  const kept = takeEarlyZoneRules();
  expect(kept).toBeInstanceOf(Promise);
  await kept;
  await vi.waitUntil(() => read.length > 0);
  expect(read).toEqual(['Asia/Tokyo']);
});

it('leaves the first view to the module when its warm-up file comes after the module has defined the element', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  let arrive!: (module: typeof warmUp) => void;
  const warmUpFile = new Promise<typeof warmUp>((resolve) => (arrive = resolve));
  const warmFirstView = vi.fn();
  startScript(tokyoTag(), () => new Promise(() => {}), window, () => warmUpFile.then(() => ({ warmFirstView })));
  await vi.runOnlyPendingTimersAsync();
  // The module has come and defined the element (src/embed/define.ts).
  vi.spyOn(customElements, 'get').mockImplementation((name) => (name === 'space-booking' ? HTMLElement : undefined));
  arrive(warmUp);
  await warmUpFile;
  await vi.runOnlyPendingTimersAsync();
  expect(warmFirstView).not.toHaveBeenCalled();
});
