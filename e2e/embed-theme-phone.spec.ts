import type { Locator } from '@playwright/test';
import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

/** Relative luminance (0 black .. 1 white) of a computed `rgb()` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Background and text colour of the widget's root part (what the visitor sees). */
async function colours(element: Locator): Promise<{ bg: string; fg: string }> {
  const { bg, fg } = await element
    .locator('[part~="root"]')
    .evaluate((root) => ({ bg: getComputedStyle(root).backgroundColor, fg: getComputedStyle(root).color }));
  expect(bg, 'an opaque background').toMatch(/^rgb\(/);
  return { bg, fg };
}

test('theme="dark" renders light text on a dark background, and books', async ({ page }, testInfo) => {
  await page.goto(`${HOST_ORIGIN}/pages/dark.html`);
  const root = widget(page);
  await expect(root).toHaveAttribute('theme', 'dark');
  await expect(root.getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  const { bg, fg } = await colours(root);
  expect(luminance(bg)).toBeLessThan(0.05);
  expect(luminance(fg)).toBeGreaterThan(0.7);
  await testInfo.attach('widget-dark.png', { body: await root.screenshot(), contentType: 'image/png' });

  const who = visitor('dark');
  await bookSession(root, who);
  await expectOneBookingFor(who.email);
});

test('theme="auto" follows prefers-color-scheme', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/dark.html`);
  const root = widget(page);
  await root.evaluate((el) => el.setAttribute('theme', 'auto'));
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => luminance((await colours(root)).bg)).toBeGreaterThan(0.9);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => luminance((await colours(root)).bg)).toBeLessThan(0.05);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the widget fits the screen, has finger-sized targets, and books', async ({ page }) => {
    await page.goto(`${HOST_ORIGIN}/pages/script-sync.html`);
    const root = widget(page);
    const type = root.locator('button[part~="type"]').first();
    await expect(type).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    expect((await type.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await type.tap();
    const slot = root.locator('button[part~="slot"]').first();
    await expect(slot).toBeVisible();
    expect(await fits()).toBe(true);
    expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const who = visitor('phone');
    await bookSession(root, who);
    expect(await fits()).toBe(true);
    await expectOneBookingFor(who.email);
  });
});
