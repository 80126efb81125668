import type { Page, TestInfo } from '@playwright/test';
import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { cspViolations, expect, test } from './support/test';

const DEMO = `${HOST_ORIGIN}/demo/`;

/** The three embed modes have rendered their booking types. */
async function demoReady(page: Page): Promise<void> {
  for (const mode of ['script', 'module']) {
    await expect(page.locator(`[data-stage="${mode}"] space-booking`).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  }
  await expect(page.frameLocator('[data-stage="iframe"] iframe').getByRole('heading', { name: 'Choose a session' })).toBeVisible();
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Chromium does not paint a cross-origin iframe while it is off screen, which a full-page
  // capture of a tall phone layout would show as a blank box: make the viewport the whole page.
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await expect(page.frameLocator('[data-stage="iframe"] iframe').locator('space-booking').getByRole('heading').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  await page.setViewportSize(viewport);
}

const controls = (page: Page) => page.locator('#controls');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 1000 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the demo on a ${device}`, () => {
    test.use({ viewport, ...(device === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });

    test('shows the three embed modes in light and dark (screenshots attached)', async ({ page }, testInfo) => {
      await page.goto(DEMO);
      await demoReady(page);
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, testInfo, `demo-light-${device}`);

      await controls(page).getByLabel('Theme').selectOption('dark');
      await expect(page).toHaveURL(/theme=dark/);
      await demoReady(page);
      for (const mode of ['script', 'module']) {
        await expect(page.locator(`[data-stage="${mode}"] space-booking`)).toHaveAttribute('theme', 'dark');
      }
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, testInfo, `demo-dark-${device}`);
    });
  });
}

test('the demo switches space and locale, logs events, and books in each mode', async ({ page }) => {
  await page.goto(DEMO);
  await demoReady(page);
  await controls(page).getByLabel('Space').selectOption('wien-atelier');
  await controls(page).getByLabel('Language').selectOption('de-AT');
  await expect(page).toHaveURL(/handle=wien-atelier/);
  for (const mode of ['script', 'module']) {
    const element = page.locator(`[data-stage="${mode}"] space-booking`);
    await expect(element).toHaveAttribute('handle', 'wien-atelier');
    await expect(element).toHaveAttribute('locale', 'de-AT');
    // Content in exactly the requested locale (the English content has another title).
    await expect(element.getByText('Aquarell am Abend').first()).toBeVisible();
  }
  await expect(page.frameLocator('[data-stage="iframe"] iframe').getByText('Aquarell am Abend').first()).toBeVisible();

  await controls(page).getByLabel('Space').selectOption('harbour-yoga');
  await controls(page).getByLabel('Language').selectOption('en');
  await demoReady(page);
  const log = page.locator('#event-log');
  await expect(log.locator('li', { hasText: 'ready' }).first()).toBeVisible();

  const roots = {
    script: widget(page.locator('[data-stage="script"]')),
    iframe: widget(page.frameLocator('[data-stage="iframe"] iframe')),
    module: widget(page.locator('[data-stage="module"]')),
  };
  for (const [mode, root] of Object.entries(roots)) {
    const who = visitor(`demo ${mode}`);
    await bookSession(root, who);
    await expectOneBookingFor(who.email);
    await expect(log.locator('li').filter({ hasText: mode }).filter({ hasText: 'booked' })).toHaveCount(1);
  }
  // The demo page runs under its own Content Security Policy, all three modes within it.
  expect(await cspViolations(page)).toEqual([]);
});

test('the demo takes widget and API addresses from its query only on this machine', async ({ page }) => {
  const elsewhere: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const evil = encodeURIComponent('https://widget.evil.example');
  await page.goto(`${DEMO}?widget-origin=${evil}&api-base=${encodeURIComponent('https://api.evil.example/v1')}`);
  await demoReady(page);
  expect(elsewhere).toEqual([]);
  await expect(page.locator('[data-stage="script"] script')).toHaveAttribute('src', `${WIDGET_ORIGIN}/space-booking.js`);
  await expect(page.locator('[data-stage="module"] space-booking')).toHaveAttribute('api-base', API_BASE);
});
