/**
 * The features not needed to book are files beside the script (dist/extras/), loaded on demand:
 * the iframe helper's message side, the data layer, the calendar file and the accent fitting. Under a strict CSP,
 * from another origin than the host page, only when asked for, and, when they cannot load,
 * without keeping the visitor from booking.
 */
import type { Page, Request } from '@playwright/test';
import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { cspViolations, expect, test } from './support/test';

declare global {
  interface Window {
    __errors?: unknown[];
  }
}

const EXTRAS = `${WIDGET_ORIGIN}/extras/`;

/** Every request the page (and its frames) makes, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const extrasAsked = (requests: Request[]) => requests.map((r) => r.url()).filter((url) => url.startsWith(EXTRAS)).map((url) => url.slice(EXTRAS.length));
const entries = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));

/** The host page on another origin, with the one-tag embed from the widget's origin. */
async function scriptTag(page: Page, attributes: Record<string, string>): Promise<void> {
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.evaluate(
    ({ src, attributes }) => {
      const script = document.createElement('script');
      script.src = src;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      document.getElementById('main')!.append(script);
    },
    { src: `${WIDGET_ORIGIN}/space-booking.js`, attributes: { 'data-handle': 'harbour-yoga', 'data-api-base': API_BASE, ...attributes } },
  );
}

test('under a strict CSP, the data layer, the iframe helper, the accent fitting and the calendar file load, with zero violations', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(`${WIDGET_ORIGIN}/pages/strict-csp-extras.html`);
  // The helper's listener is in place: the frame takes the height its page reports.
  const iframe = page.locator('#framed > iframe');
  await expect(page.frameLocator('#framed > iframe').getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await expect.poll(async () => Math.round(await iframe.evaluate((el) => el.getBoundingClientRect().height))).toBeGreaterThan(200);
  await expect.poll(() => entries(page)).toEqual(['space-booking.ready']);
  // The host's light accent is too faint on white: links take the text colour.
  await expect(widget(page).getByRole('link', { name: 'Website' })).toHaveCSS('color', 'rgb(26, 26, 26)');

  const who = visitor('strict csp extras');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
  await expect(widget(page).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expect.poll(async () => (await entries(page)).at(-1)).toBe('space-booking.booked');
  expect(new Set(extrasAsked(requests))).toEqual(new Set(['iframe.js', 'data-layer.js', 'contrast.js', 'ics.js']));
  expect(await cspViolations(page)).toEqual([]);
});

test('from another origin, each file loads only when needed: the calendar file at the details step, before booking', async ({ page }) => {
  const requests = recordRequests(page);
  await scriptTag(page, {});
  const root = widget(page);
  await root.locator('button[part~="type"]').first().click();
  await expect(root.locator('button[part~="slot"]').first()).toBeVisible();
  // No data-layer, no helper, no host colours, not yet a form: nothing beside the script is needed so far.
  expect(extrasAsked(requests)).toEqual([]);

  await root.locator('button[part~="slot"]').first().click();
  await expect(root.getByLabel('Name')).toBeVisible();
  await expect.poll(() => extrasAsked(requests)).toEqual(['ics.js']);
  const who = visitor('extras cross origin');
  await root.getByLabel('Name').fill(who.name);
  await root.getByLabel('Email').fill(who.email);
  await root.getByRole('button', { name: 'Book now' }).click();
  await expect(root.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  const order = requests.map((r) => (r.url() === `${EXTRAS}ics.js` ? 'ics' : r.method() === 'POST' ? 'POST' : null)).filter(Boolean);
  expect(order).toEqual(['ics', 'POST']);
  // Loaded as a module from the widget's origin, not from the host page's.
  expect(requests.filter((r) => r.url().startsWith(`${HOST_ORIGIN}/extras/`))).toEqual([]);
  expect(await entries(page)).toEqual([]);
});

test('when the files beside the script cannot load, the visitor still books, and the console says what is missing', async ({ page }) => {
  await page.route(`${EXTRAS}**`, (route) => route.abort());
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await scriptTag(page, { 'data-layer': '' });
  const who = visitor('extras blocked');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
  // The confirmation, without its calendar link; nothing stuck: another booking can start.
  await expect(widget(page).getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await expect.poll(() => logged.filter((text) => /^space-booking: the (calendar file|data layer)\b.* did not load/.test(text)).length).toBe(2);
  expect(await entries(page)).toEqual([]);
  await widget(page).getByRole('button', { name: 'Book another' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
});

test('when the iframe helper’s file cannot load, the frame still opens at a fixed height and books, and an error event says so', async ({ page }) => {
  await page.route(`${EXTRAS}iframe.js`, (route) => route.abort());
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.addScriptTag({ url: `${WIDGET_ORIGIN}/space-booking.js` });
  await page.evaluate((apiBase) => {
    window.__errors = [];
    const main = document.getElementById('main')!;
    main.addEventListener('space-booking:error', (e) => window.__errors!.push((e as CustomEvent).detail));
    window.SpaceBooking!.iframe(main, { handle: 'harbour-yoga', apiBase, title: 'Book a session' });
  }, API_BASE);
  await expect.poll(() => page.evaluate(() => window.__errors)).toEqual([{ stage: 'helper', kind: 'network' }]);
  expect(logged.some((text) => /^space-booking: SpaceBooking\.iframe\b.* did not load/.test(text))).toBe(true);
  const iframe = page.locator('#main > iframe');
  await expect(iframe).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:4173\/embed\.html\?/);
  expect(Math.round(await iframe.evaluate((el) => el.getBoundingClientRect().height))).toBe(900);
  const who = visitor('helper blocked');
  await bookSession(widget(page.frameLocator('#main > iframe')), who);
  await expectOneBookingFor(who.email);
});
