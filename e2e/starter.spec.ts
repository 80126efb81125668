/**
 * The one-tag script is a small starter: it sends the widgets' first requests and imports the
 * widget's module (space-booking.mjs) from beside itself. The module takes those requests over,
 * and whatever the page asks of `window.SpaceBooking` before it has come is done once it has.
 */
import type { Page, Route } from '@playwright/test';
import { seedTypeId } from '../sandbox/seed';
import { widget } from './support/book';
import { addScriptTag, slotButtons, typeButtons } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expect, test } from './support/test';

const MODULE = `${WIDGET_ORIGIN}/space-booking.mjs`;

/** Holds the widget's module back until `release` is called. */
async function holdModule(page: Page): Promise<{ release(): void; asked: Promise<void> }> {
  let release!: () => void;
  let asked!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(MODULE, async (route: Route) => {
    asked();
    await gate;
    await route.continue();
  });
  return { release, asked: askedFor };
}

/** The API's public routes the page asks for, by path and query, in order. */
function recordApi(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_BASE}/public/`)) asked.push(request.url().slice(API_BASE.length));
  });
  return asked;
}

/** A host page on another origin that adds the one-tag snippet's script with `attributes`. */
async function addScript(page: Page, attributes: Record<string, string>): Promise<void> {
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await addScriptTag(page, `${WIDGET_ORIGIN}/space-booking.js`, attributes);
}

test('the script sends the first requests and asks for the zone rules before the widget’s module has come, and the module asks none of them again', async ({ page }) => {
  const asked = recordApi(page);
  const zoneRules: string[] = [];
  page.on('request', (request) => /\/zone-rules-[\w-]{8}\.js$/.test(request.url()) && zoneRules.push(request.url()));
  const module = await holdModule(page);
  const bookingType = seedTypeId('harbour-yoga', 'sunrise-vinyasa');
  await addScript(page, { 'data-handle': 'harbour-yoga', 'data-api-base': API_BASE, 'data-booking-type': bookingType });
  await module.asked;
  // Profile, booking types and the preselected type's availability, all while the module is held.
  await expect.poll(() => asked.map((path) => path.replace(/\?.*/, ''))).toEqual([
    '/public/harbour-yoga',
    '/public/harbour-yoga/booking-types',
    `/public/harbour-yoga/booking-types/${bookingType}/availability`,
  ]);
  const early = [...asked];
  await expect.poll(() => zoneRules).toHaveLength(1);
  module.release();
  await expect(slotButtons(widget(page)).first()).toBeVisible();
  expect(asked.slice(0, early.length)).toEqual(early);
  for (const path of early) expect(asked.filter((p) => p === path), path).toHaveLength(1);
  expect(zoneRules, 'the module found the zone rules loaded').toHaveLength(1);
});

test('while the widget’s module is on its way, the script’s warm-up file builds the first view’s formatters, in the tag’s zone, into the page’s cache the module reads', async ({ page }) => {
  const warmUps: string[] = [];
  page.on('request', (request) => /\/warm-up-[\w-]{8}\.js$/.test(request.url()) && warmUps.push(request.url()));
  const module = await holdModule(page);
  const bookingType = seedTypeId('harbour-yoga', 'sunrise-vinyasa');
  await addScript(page, { 'data-handle': 'harbour-yoga', 'data-api-base': API_BASE, 'data-booking-type': bookingType, 'data-time-zone': 'Asia/Tokyo' });
  await module.asked;
  const formatters = () =>
    page.evaluate(() => [...((globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('space-booking.intl-formatters')]?.keys() ?? [])]);
  await expect.poll(formatters).toContainEqual(expect.stringMatching(/^DateTimeFormat en\S* \{"timeZone":"Asia\/Tokyo"/));
  expect(warmUps).toHaveLength(1);
  module.release();
  await expect(slotButtons(widget(page)).first()).toBeVisible();
  expect(warmUps, 'the module does not load the warm-up').toHaveLength(1);
});

test('a widget the page wrote itself has its first requests sent by the script, once', async ({ page }) => {
  const asked = recordApi(page);
  const module = await holdModule(page);
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.evaluate(
    ({ src, apiBase }) => {
      document.getElementById('main')!.innerHTML = `<space-booking handle="harbour-yoga" api-base="${apiBase}" locale="de"></space-booking>`;
      const script = document.createElement('script');
      script.src = src;
      document.body.append(script);
    },
    { src: `${WIDGET_ORIGIN}/space-booking.js`, apiBase: API_BASE },
  );
  await module.asked;
  await expect.poll(() => asked).toEqual(['/public/harbour-yoga?locale=de', '/public/harbour-yoga/booking-types?locale=de&limit=100']);
  module.release();
  await expect(typeButtons(widget(page)).first()).toBeVisible();
  expect(asked.filter((path) => path === '/public/harbour-yoga?locale=de')).toHaveLength(1);
  expect(asked.filter((path) => path.startsWith('/public/harbour-yoga/booking-types?'))).toHaveLength(1);
});

test('a popup sends nothing before the visitor shows intent, also while the module loads', async ({ page }) => {
  const asked = recordApi(page);
  const module = await holdModule(page);
  await addScript(page, { 'data-mode': 'popup', 'data-handle': 'harbour-yoga', 'data-api-base': API_BASE });
  await module.asked;
  module.release();
  await expect(page.locator('space-booking').locator('[part~="launcher"]')).toBeVisible();
  expect(asked).toEqual([]);
});

test('window.SpaceBooking calls made before the widget’s module has come do what they say once it has', async ({ page }) => {
  const module = await holdModule(page);
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.evaluate((src) => {
    document.getElementById('main')!.innerHTML = '<div id="inline"></div><div id="framed"></div><button id="book">Book</button>';
    const script = document.createElement('script');
    script.src = src;
    document.body.append(script);
  }, `${WIDGET_ORIGIN}/space-booking.js`);
  await page.waitForFunction(() => window.SpaceBooking !== undefined);
  await module.asked;
  const returned = await page.evaluate((apiBase) => {
    const options = { handle: 'harbour-yoga', apiBase };
    const mounted = window.SpaceBooking!.mount('#inline', options);
    const frame = window.SpaceBooking!.iframe('#framed', options);
    const bound = window.SpaceBooking!.bindPopup('#book', options);
    return { mounted: mounted.localName, mountedIn: mounted.parentElement!.id, frame: frame.localName, frameIn: frame.parentElement!.id, bound: bound.localName };
  }, API_BASE);
  expect(returned).toEqual({ mounted: 'space-booking', mountedIn: 'inline', frame: 'iframe', frameIn: 'framed', bound: 'space-booking' });
  module.release();
  await expect(typeButtons(widget(page.locator('#inline'))).first()).toBeVisible();
  await expect(page.frameLocator('#framed > iframe').getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  // The helper's listener is in place: the frame takes the height its page reports (in view: a
  // cross-origin frame out of view is not rendered, so it reports no change).
  await page.locator('#framed > iframe').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await page.locator('#framed > iframe').boundingBox())!.height).toBeGreaterThan(200);
  await page.locator('#book').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
