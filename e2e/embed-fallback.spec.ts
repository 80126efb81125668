/** The docs' no-JavaScript fallback (docs/embedding.md): a plain link inside the element. */
import type { Page } from '@playwright/test';
import { widget } from './support/book';
import { HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expect, test } from './support/test';

const FALLBACK = `${HOST_ORIGIN}/snippets/fallback.html`;
const link = (page: Page) => page.getByRole('link', { name: 'Book a session at Harbour Yoga' });

test('without JavaScript the fallback shows its link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(FALLBACK);
    await expect(link(page)).toBeVisible();
    await expect(link(page)).toHaveAttribute('href', 'https://harbour-yoga.example.com');
  } finally {
    await context.close();
  }
});

test('when the script fails to load, the fallback link stays', async ({ page }) => {
  await page.route(`${WIDGET_ORIGIN}/space-booking.js`, (route) => route.abort());
  await page.goto(FALLBACK);
  await expect(link(page)).toBeVisible();
  expect(await widget(page).evaluate((el) => el.shadowRoot === null)).toBe(true);
});

test('once the widget has upgraded, the link gives way to it: the shadow root has no slot', async ({ page }) => {
  await page.goto(FALLBACK);
  await expect(widget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await expect(link(page)).toBeHidden();
  // Still in the page (for crawlers, and for a later failure of the host's own), just not rendered.
  await expect(page.locator('space-booking > a')).toHaveCount(1);
  expect(await widget(page).evaluate((el) => el.shadowRoot!.querySelectorAll('slot').length)).toBe(0);
});
