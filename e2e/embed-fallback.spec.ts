import { HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expect, test } from './support/test';

const FALLBACK = `${HOST_ORIGIN}/snippets/fallback.html`;
const link = { name: 'Book a session at Harbour Yoga' };

test('without JavaScript the README fallback shows its link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(FALLBACK);
  await expect(page.getByRole('link', link)).toBeVisible();
  await expect(page.getByRole('link', link)).toHaveAttribute('href', 'https://harbour-yoga.example.com');
  await context.close();
});

test('when the script fails to load, the fallback link stays', async ({ page }) => {
  await page.route(`${WIDGET_ORIGIN}/space-booking.js`, (route) => route.abort());
  await page.goto(FALLBACK);
  await page.waitForLoadState('load');
  await expect(page.getByRole('link', link)).toBeVisible();
  expect(await page.locator('space-booking').evaluate((el) => el.shadowRoot === null)).toBe(true);
});

test('once the widget starts, the fallback link gives way to it', async ({ page }) => {
  await page.goto(FALLBACK);
  await expect(page.locator('space-booking').getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await expect(page.getByRole('link', link)).toBeHidden();
});
