/**
 * The host page's side, in a real browser: every event of the element, in funnel order, through
 * a booking and through a refusal, from the script tag and through the iframe helper; the
 * `window.dataLayer` mirror without personal data; the campaign parameters of the host page's
 * address in `booked` and in no request.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { FORWARDED_EVENTS } from '../src/embed/messages';
import { visitor, widget, type Visitor } from './support/book';
import { bookSession, chooseSlot, chooseType, fields, fillDetails } from './support/flow';
import { API_BASE, HOST_ORIGIN, SANDBOX_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor, sandboxBookings } from './support/sandbox';
import { expect, test } from './support/test';

const NAMES = Object.keys(FORWARDED_EVENTS);
/** A campaign link to the host page, with a parameter that is not a campaign's. */
const CAMPAIGN =
  'utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&utm_term=yoga&utm_content=hero&gclid=g-click-123&fbclid=fb-click-456&ref=friend';
const ATTRIBUTION = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-sale',
  utm_term: 'yoga',
  utm_content: 'hero',
  gclid: 'g-click-123',
  fbclid: 'fb-click-456',
};
const CAMPAIGN_VALUES = /newsletter|spring-sale|g-click-123|fb-click-456|utm_|gclid|fbclid/;

interface Seen {
  type: string;
  detail: Record<string, unknown>;
  bubbles: boolean;
  composed: boolean;
  target: string;
}

declare global {
  interface Window {
    __hostEvents?: Seen[];
    dataLayer?: unknown[];
  }
}

/** Records every event of the map that reaches `document`, in every frame, from the first script on. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    window.__hostEvents = [];
    for (const name of names) {
      document.addEventListener(name, (e) => {
        const { type, bubbles, composed } = e;
        const detail = JSON.parse(JSON.stringify((e as CustomEvent).detail)) as Record<string, unknown>;
        window.__hostEvents!.push({ type, detail, bubbles, composed, target: (e.target as Element).localName });
      });
    }
  }, NAMES);
}

const hostEvents = (page: Page) => page.evaluate(() => window.__hostEvents ?? []);
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);

/** The data layer once it holds at least `count` entries (the mirror loads on demand: they may follow their events). */
async function dataLayerOf(page: Page, count: number): Promise<Record<string, unknown>[]> {
  await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThanOrEqual(count);
  return dataLayer(page);
}

/** Everything the browser sent after the host page itself: address, headers and body. */
function recordRequests(page: Page): () => Promise<{ url: string; sent: string }[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return async () => {
    const rest = requests.filter((r) => !(r.isNavigationRequest() && r.frame() === page.mainFrame()));
    return Promise.all(
      rest.map(async (r) => ({ url: r.url(), sent: `${r.url()}\n${JSON.stringify(await r.allHeaders())}\n${r.postData() ?? ''}` })),
    );
  };
}

type Mode = 'script tag' | 'iframe helper';

/** The host page, opened from a campaign link, with the widget embedded as `mode` (data-layer on). */
async function embed(page: Page, mode: Mode, handle: string): Promise<Locator> {
  await page.goto(`${HOST_ORIGIN}/pages/blank.html?${CAMPAIGN}`);
  if (mode === 'script tag') {
    await page.evaluate(
      ({ src, handle, apiBase }) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.dataset.handle = handle;
        script.dataset.apiBase = apiBase;
        script.setAttribute('data-layer', '');
        document.getElementById('main')!.append(script);
      },
      { src: `${WIDGET_ORIGIN}/space-booking.js`, handle, apiBase: API_BASE },
    );
    return widget(page);
  }
  await page.addScriptTag({ url: `${WIDGET_ORIGIN}/space-booking.js` });
  await page.evaluate(
    ({ handle, apiBase }) => {
      window.SpaceBooking!.iframe(document.getElementById('main')!, { handle, apiBase, dataLayer: true, title: 'Book a session' });
    },
    { handle, apiBase: API_BASE },
  );
  return widget(page.frameLocator('iframe'));
}

/** The events the host saw settle on `last`; returns them. */
async function funnel(page: Page, last: string): Promise<Seen[]> {
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.type).includes(last)).toBe(true);
  return hostEvents(page);
}

function expectNothingPersonal(value: unknown, who: Visitor): void {
  const text = JSON.stringify(value);
  for (const personal of [who.name, who.email, '"customer"', 'notes']) expect(text).not.toContain(personal);
}

for (const mode of ['script tag', 'iframe helper'] as const) {
  const target = mode === 'script tag' ? 'space-booking' : 'iframe';

  test.describe(`through the ${mode}`, () => {
    test('a booking runs ready → type-selected → slot-selected → submit → booked, with the campaign and a clean data layer', async ({
      page,
    }) => {
      await recordEvents(page);
      const sentRequests = recordRequests(page);
      const root = await embed(page, mode, 'harbour-yoga');
      const who = visitor(`host events ${mode}`);
      await bookSession(root, who);
      const booking = await expectOneBookingFor(who.email);

      const events = await funnel(page, 'space-booking:booked');
      expect(events.map((e) => e.type)).toEqual([
        'space-booking:ready',
        'space-booking:type-selected',
        'space-booking:slot-selected',
        'space-booking:submit',
        'space-booking:booked',
      ]);
      for (const e of events) expect([e.type, e.bubbles, e.composed, e.target]).toEqual([e.type, true, true, target]);
      const [ready, type, slot, submit, booked] = events.map((e) => e.detail);
      expect(ready).toEqual({ handle: 'harbour-yoga', locale: 'en', typeCount: expect.any(Number) });
      expect(type).toMatchObject({ bookingTypeId: booking.booking_type_id, title: booking.booking_type_title, currency: 'GBP' });
      expect(slot).toEqual({
        bookingTypeId: booking.booking_type_id,
        date: booking.scheduled_date,
        startTime: booking.scheduled_start_time,
        timezone: 'Europe/London',
      });
      expect(submit).toEqual({ bookingTypeId: booking.booking_type_id, date: booking.scheduled_date, startTime: booking.scheduled_start_time });
      // The whole booking reaches this page (it is the frame's parent-origin), with this page's campaign.
      expect(booked).toEqual({ booking: expect.objectContaining({ id: booking.id, customer: expect.objectContaining({ email: who.email }) }), attribution: ATTRIBUTION });

      // The data layer: the same funnel, named for tag managers, with nothing personal.
      const entries = await dataLayerOf(page, events.length);
      expect(entries.map((e) => e.event)).toEqual(events.map((e) => e.type.replace(':', '.')));
      expect(entries.at(-1)).toEqual({
        event: 'space-booking.booked',
        space: 'harbour-yoga',
        bookingTypeId: booking.booking_type_id,
        bookingTypeTitle: booking.booking_type_title,
        value: (type as { priceAmount: number }).priceAmount / 100,
        currency: 'GBP',
        timezone: 'Europe/London',
        date: booking.scheduled_date,
        startTime: booking.scheduled_start_time,
        attribution: ATTRIBUTION,
      });
      expectNothingPersonal(entries, who);
      expect(JSON.stringify(entries)).not.toContain(booking.id);

      // The campaign stays on this page: in no request, to the API or anywhere else.
      const requests = await sentRequests();
      expect(requests.filter((r) => r.url.startsWith(`${SANDBOX_ORIGIN}/v1/`)).length).toBeGreaterThan(3);
      expect(requests.filter((r) => CAMPAIGN_VALUES.test(r.sent)).map((r) => r.url)).toEqual([]);
    });

    test('a refusal runs ready → type-selected → slot-selected → submit → failed, with the reason and never the override', async ({
      page,
    }) => {
      await recordEvents(page);
      const root = await embed(page, mode, 'failure-lab');
      const who = visitor(`host failure ${mode}`);
      await chooseType(root, 'Always capacity full');
      await chooseSlot(root);
      await fillDetails(root, who);
      await fields(root).submit.click();
      await expect(root.getByRole('alert')).toBeVisible();

      const events = await funnel(page, 'space-booking:failed');
      expect(events.map((e) => e.type)).toEqual([
        'space-booking:ready',
        'space-booking:type-selected',
        'space-booking:slot-selected',
        'space-booking:submit',
        'space-booking:failed',
      ]);
      for (const e of events) expect([e.bubbles, e.composed, e.target]).toEqual([true, true, target]);
      expect(events.at(-1)!.detail).toEqual({ reason: 'capacity_full', status: 409 });
      expect(JSON.stringify(events)).not.toMatch(/overrid|allow_/i);

      const entries = await dataLayerOf(page, events.length);
      expect(entries.map((e) => e.event)).toEqual(events.map((e) => e.type.replace(':', '.')));
      expect(entries.at(-1)).toMatchObject({ event: 'space-booking.failed', space: 'failure-lab', reason: 'capacity_full', status: 409 });
      expect(entries.at(-1)).not.toHaveProperty('attribution');
      expectNothingPersonal(entries, who);
      expect(JSON.stringify(entries)).not.toMatch(/overrid|allow_/i);
      expect((await sandboxBookings()).filter((b) => b.customer?.email === who.email)).toEqual([]);
    });
  });
}

test('a load failure raises error, and neither ready nor a data-layer entry with personal data', async ({ page }) => {
  await recordEvents(page);
  const root = await embed(page, 'script tag', 'no-such-space');
  await expect(root.getByRole('alert')).toBeVisible();
  const events = await funnel(page, 'space-booking:error');
  expect(events.map((e) => e.type)).not.toContain('space-booking:ready');
  expect(events[0]!.detail).toMatchObject({ kind: 'http', status: 404 });
  expect((await dataLayerOf(page, 1))[0]).toMatchObject({ event: 'space-booking.error', kind: 'http', status: 404 });
});
