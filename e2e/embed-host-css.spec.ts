import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

test('hostile host-page CSS neither hides nor resizes the widget, which still books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/hostile-css.html`);
  const root = widget(page);
  // The page hides every button and blows up its fonts; inside the widget neither applies.
  await expect(page.locator('body')).toHaveCSS('font-size', '80px');
  const type = root.locator('button[part~="type"]').first();
  await expect(type).toBeVisible();
  const size = await type.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeLessThanOrEqual(20);
  await expect(type).toHaveCSS('box-sizing', 'border-box');

  const who = visitor('hostile css');
  await bookSession(root, who);
  await expectOneBookingFor(who.email);
});
