/**
 * The features not needed to book are chunks of their own (dist/extras/), loaded on demand:
 * the iframe helper's message side, the data layer and the accent fitting. Under a strict CSP,
 * from another origin than the host page, only when asked for, and, when they cannot load,
 * without keeping the visitor from booking.
 */
import type { Page, Request } from '@playwright/test';
import { visitor, widget } from './support/book';
import { addScriptTag, bookSession, typeButtons } from './support/flow';
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

/** The extras asked for, by name: `extras/contrast-<hash>.js` is `contrast`. */
const extrasAsked = (requests: Request[]) =>
  requests
    .map((r) => r.url())
    .filter((url) => url.startsWith(EXTRAS))
    .map((url) => url.slice(EXTRAS.length).replace(/-[\w-]{8}\.js$/, ''));
const bookingStepAsked = (requests: Request[]) => requests.filter((r) => /\/booking-step-[\w-]{8}\.js$/.test(r.url()));
const entries = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));

/** The host page on another origin, with the one-tag embed from the widget's origin. */
async function scriptTag(page: Page, attributes: Record<string, string>): Promise<void> {
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await addScriptTag(page, `${WIDGET_ORIGIN}/space-booking.js`, { 'data-handle': 'harbour-yoga', 'data-api-base': API_BASE, ...attributes });
}

test('under a strict CSP, the data layer, the iframe helper, the accent fitting and the booking step load, with zero violations', async ({ page }) => {
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
  // Harbour Yoga's profile has opening hours and links: their chunk too.
  expect(new Set(extrasAsked(requests))).toEqual(new Set(['iframe', 'data-layer', 'contrast', 'profile-details']));
  expect(bookingStepAsked(requests).length).toBeGreaterThan(0);
  expect(await cspViolations(page)).toEqual([]);
});

test('from another origin, no extra is loaded unless its feature is used, and the booking step’s chunk loads from the widget’s origin', async ({ page }) => {
  const requests = recordRequests(page);
  await scriptTag(page, {});
  const root = widget(page);
  await root.locator('button[part~="type"]').first().click();
  await expect(root.locator('button[part~="slot"]').first()).toBeVisible();
  const who = visitor('extras cross origin');
  await bookSession(root, who);
  await expect(root.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  // No data-layer, no helper, no host colours: nothing of extras/ was needed but the space's
  // opening hours and links, which its profile has.
  expect(extrasAsked(requests)).toEqual(['profile-details']);
  // The booking step, once, from the widget's origin, before the booking was sent.
  const step = bookingStepAsked(requests);
  expect(step.map((r) => new URL(r.url()).origin)).toEqual([WIDGET_ORIGIN]);
  const order = requests.map((r) => (step.includes(r) ? 'booking step' : r.method() === 'POST' ? 'POST' : null)).filter(Boolean);
  expect(order).toEqual(['booking step', 'POST']);
  expect(await entries(page)).toEqual([]);
});

test('when the extras’ chunks cannot load, the visitor still books, and the console says what is missing', async ({ page }) => {
  await page.route(`${EXTRAS}**`, (route) => route.abort());
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await scriptTag(page, { 'data-layer': '' });
  const who = visitor('extras blocked');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
  // The confirmation; nothing stuck: another booking can start.
  await expect(widget(page).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expect.poll(() => logged.filter((text) => /^space-booking: the data layer\b.* did not load/.test(text)).length).toBe(1);
  expect(await entries(page)).toEqual([]);
  await widget(page).getByRole('button', { name: 'Book another' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
});

test('a chunk that cannot load is the widget’s own affair: the page’s own loader hears nothing of it', async ({ page }) => {
  await page.route(`${EXTRAS}**`, (route) => route.abort());
  // What a page built with Vite listens for, as Vite's guide suggests, to reload itself.
  await page.addInitScript(() => {
    (window as { preloadErrors?: number }).preloadErrors = 0;
    window.addEventListener('vite:preloadError', () => ((window as { preloadErrors?: number }).preloadErrors! += 1));
  });
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await scriptTag(page, { 'data-layer': '' });
  await expect(typeButtons(widget(page)).first()).toBeVisible();
  await expect.poll(() => logged.filter((text) => /^space-booking: the data layer\b.* did not load/.test(text)).length).toBe(1);
  expect(await page.evaluate(() => (window as { preloadErrors?: number }).preloadErrors)).toBe(0);
});

test('when the iframe helper’s file cannot load, the frame still opens at a fixed height and books, and an error event says so', async ({ page }) => {
  await page.route(`${EXTRAS}iframe-*.js`, (route) => route.abort());
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

test('when the popup’s file cannot load, the console says so, a popup from the script tag shows no button, and one opened from code shows the widget in the page, where the visitor books', async ({ page }) => {
  await page.route(`${EXTRAS}popup-*.js`, (route) => route.abort());
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  const sent: string[] = [];
  page.on('request', (request) => request.url().startsWith(API_BASE) && sent.push(request.url()));
  await scriptTag(page, { 'data-mode': 'popup' });
  await expect.poll(() => logged.filter((text) => /^space-booking: the popup did not load/.test(text)).length).toBe(1);
  // Nothing at all rather than a button that opens nothing; nothing sent.
  const fromTag = widget(page, 0);
  await expect(fromTag).toBeAttached();
  expect(await fromTag.evaluate((element) => element.shadowRoot!.childNodes.length)).toBe(0);
  expect(await fromTag.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  expect(sent).toEqual([]);

  // A page of the host's own, with a button bound to the popup, far below the fold.
  await page.evaluate((apiBase) => {
    const button = document.createElement('button');
    button.id = 'book-now';
    button.textContent = 'Book now';
    button.style.marginBottom = '2000px';
    document.getElementById('main')!.prepend(button);
    window.SpaceBooking!.bindPopup(button, { handle: 'harbour-yoga', apiBase });
  }, API_BASE);
  await page.locator('#book-now').click();
  // The file was asked for again (and failed again): the widget shows in the page, scrolled into view.
  await expect.poll(() => logged.filter((text) => /^space-booking: the popup did not load/.test(text)).length).toBeGreaterThan(1);
  const bound = widget(page, 1);
  await expect(bound.locator('dialog')).toHaveCount(0);
  await expect(typeButtons(bound).first()).toBeInViewport();
  const who = visitor('popup file blocked');
  await bookSession(bound, who);
  await expectOneBookingFor(who.email);
  await expect(bound.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
});
