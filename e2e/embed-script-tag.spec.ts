import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { API_BASE, HOST_ORIGIN, SANDBOX_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor, sandboxBookings } from './support/sandbox';
import { expect, test } from './support/test';

declare global {
  interface Window {
    __defines?: string[];
  }
}

/** Records every custom element definition, to prove the element is defined exactly once. */
async function countDefinitions(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    window.__defines = [];
    const define = CustomElementRegistry.prototype.define;
    CustomElementRegistry.prototype.define = function (this: CustomElementRegistry, name, ...rest) {
      window.__defines!.push(name);
      return define.call(this, name, ...rest);
    };
  });
}

const preconnects = (page: import('@playwright/test').Page) =>
  page.locator(`head link[rel="preconnect"][href^="${SANDBOX_ORIGIN}"]`);

test('a synchronous script tag mounts the widget right after itself, preconnects, and books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/script-sync.html`);
  const element = page.locator('#before + script[data-handle] + space-booking');
  await expect(element).toHaveCount(1);
  await expect(page.locator('space-booking + #after')).toHaveCount(1);
  await expect(element).toHaveAttribute('handle', 'harbour-yoga');
  await expect(element).toHaveAttribute('api-base', API_BASE);
  await expect(element).toHaveAttribute('locale', 'en');
  await expect(preconnects(page)).toHaveCount(1);
  await expect(preconnects(page)).toHaveAttribute('crossorigin', 'anonymous');

  const who = visitor('script sync');
  await bookSession(widget(page), who);
  const booking = await expectOneBookingFor(who.email);
  expect(booking).toMatchObject({ handle: 'harbour-yoga', source: 'external_partner' });
});

test('an async script tag mounts after itself and books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/script-async.html`);
  await expect(page.locator('script[async] + space-booking[handle="harbour-yoga"] + #after')).toHaveCount(1);
  const who = visitor('script async');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
});

test('a deferred script tag in <head> mounts at the end of <body> and books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/script-defer-head.html`);
  await expect(page.locator('body > space-booking:last-child')).toHaveAttribute('handle', 'harbour-yoga');
  await expect(page.locator('head space-booking')).toHaveCount(0);
  const who = visitor('script defer');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
});

test('the script included twice defines the element once and runs two widgets', async ({ page }) => {
  await countDefinitions(page);
  await page.goto(`${HOST_ORIGIN}/pages/script-twice.html`);
  const first = page.locator('#first > space-booking');
  const second = page.locator('#second > space-booking');
  await expect(first).toHaveAttribute('handle', 'harbour-yoga');
  await expect(second).toHaveAttribute('handle', 'brooklyn-clay');
  await expect(second).toHaveAttribute('booking-type', 'wheel-throwing-101');
  await expect(first.getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  // Both copies ran (two widgets), the element was registered by the first only.
  expect(await page.evaluate(() => window.__defines!.filter((name) => name === 'space-booking').length)).toBe(1);
  expect(await page.evaluate(() => typeof window.SpaceBooking?.mount)).toBe('function');
  await expect(preconnects(page)).toHaveCount(1);

  const who = visitor('script twice');
  await bookSession(second, who);
  const booking = await expectOneBookingFor(who.email);
  expect(booking.handle).toBe('brooklyn-clay');
  expect(booking.booking_type_title).toBe('Wheel Throwing 101');
});

test('an element created with createElement after load renders and books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html`);
  await expect(page.locator('space-booking')).toHaveCount(0);
  await page.evaluate((apiBase) => {
    const element = document.createElement('space-booking');
    element.setAttribute('handle', 'sakura-studio');
    element.setAttribute('api-base', apiBase);
    element.setAttribute('locale', 'en');
    document.getElementById('app')!.append(element);
  }, API_BASE);
  const who = visitor('create element');
  await bookSession(widget(page), who, { type: 'Tea Ceremony' });
  const booking = await expectOneBookingFor(who.email);
  expect(booking.handle).toBe('sakura-studio');
});

test('SpaceBooking.mount() appends a widget, preconnects, and books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html`);
  await expect(preconnects(page)).toHaveCount(0);
  const handle = await page.evaluate(
    (apiBase) => window.SpaceBooking!.mount('#app', { handle: 'himal-sound', apiBase }).getAttribute('handle'),
    API_BASE,
  );
  expect(handle).toBe('himal-sound');
  await expect(preconnects(page)).toHaveCount(1);
  const who = visitor('mount');
  // One booking type: the widget selects it and starts at the times.
  await bookSession(widget(page), who);
  expect((await expectOneBookingFor(who.email)).handle).toBe('himal-sound');
  expect(await sandboxBookings()).toHaveLength(1);
});

test('a script tag from another origin loads other interface languages’ chunks from its own origin', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/i18n/')) catalogs.push(request.url());
  });
  await page.goto(`${HOST_ORIGIN}/pages/script-sync.html`);
  await expect(widget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await widget(page).evaluate((el) => el.setAttribute('locale', 'de'));
  await expect(widget(page).getByRole('heading', { name: 'Wählen Sie ein Angebot' })).toBeVisible();
  // One chunk, from the script's origin, its name carrying a content hash.
  expect(catalogs).toHaveLength(1);
  expect(catalogs[0]).toMatch(new RegExp(`^${WIDGET_ORIGIN}/i18n/de-[\\w-]{8}\\.js$`));
});
