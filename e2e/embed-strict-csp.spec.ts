import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { cspViolations, expect, test } from './support/test';

test('under a strict Content Security Policy the widget books with zero violations', async ({ page }) => {
  const response = await page.goto(`${WIDGET_ORIGIN}/pages/strict-csp.html`);
  expect(response!.headers()['content-security-policy']).toBe(
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src http://127.0.0.1:4010; img-src http://127.0.0.1:4010 data:",
  );
  // Another interface language loads its catalog (a module next to the script) under the policy too.
  await widget(page).evaluate((el) => el.setAttribute('locale', 'de'));
  await expect(widget(page).getByRole('heading', { name: 'Wählen Sie ein Angebot' })).toBeVisible();
  await widget(page).evaluate((el) => el.setAttribute('locale', 'en'));

  const who = visitor('strict csp');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
  // The calendar file link, too, is built without anything the policy forbids.
  await expect(widget(page).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);

  // The policy is in force and the recorder sees violations: an inline style attribute is one.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.setAttribute('style', 'color: red');
    document.body.append(probe);
  });
  await expect.poll(async () => (await cspViolations(page)).length).toBe(1);
});
