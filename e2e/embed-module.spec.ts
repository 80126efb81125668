import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

test('a page importing the ES module build mounts the widget and books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/module.html`);
  await expect(page.locator('#booking > space-booking')).toHaveAttribute('handle', 'harbour-yoga');
  // The module has no global side effect: only what the page itself imported and called.
  expect(await page.evaluate(() => 'SpaceBooking' in window)).toBe(false);
  const who = visitor('module');
  await bookSession(widget(page), who);
  expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');
});
