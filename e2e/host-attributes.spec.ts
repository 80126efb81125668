/**
 * What a host page passes in: prefilled name and email the visitor can still change, and the
 * visitor's display zone (`time-zone`) in the three embed modes and the demo's control; and the
 * Custom Elements Manifest the build ships.
 */
import type { Locator, Page } from '@playwright/test';
import { customElementsManifest, elementDeclaration } from '../scripts/custom-elements-manifest';
import { visitor, widget } from './support/book';
import { chooseSlot, chooseType, confirmation, fields, mountWidget, openWidget, slotButtons } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

test('customer-name and customer-email prefill the form, and the visitor can still change them', async ({ page }) => {
  const root = await openWidget(page, { handle: 'harbour-yoga' });
  const who = visitor('prefilled');
  await root.evaluate((el, who) => {
    el.setAttribute('customer-name', 'Prefilled Name');
    (el as HTMLElement & { customerEmail: string }).customerEmail = who.email;
  }, who);
  await chooseType(root, 'Sunrise Vinyasa');
  await chooseSlot(root);
  const f = fields(root);
  await expect(f.name).toHaveValue('Prefilled Name');
  await expect(f.email).toHaveValue(who.email);
  await f.name.fill(who.name);
  await f.submit.click();
  await expect(confirmation(root)).toBeVisible();
  expect((await expectOneBookingFor(who.email)).customer).toMatchObject({ name: who.name, email: who.email });
});

/** 09:00 in London is 13:45 or 14:45 in Kathmandu (UTC+5:45): the visitor's time shows beside it. */
async function expectKathmanduTimes(root: Locator): Promise<void> {
  await expect(slotButtons(root).first()).toContainText(/your time \d{1,2}:(15|45)/);
}

/** The browser is in London, like the space: without an override the slots show one time only. */
async function expectSpaceTimeOnly(root: Locator): Promise<void> {
  await expect(slotButtons(root).first()).toBeVisible();
  await expect(slotButtons(root).first()).not.toContainText('your time');
}

test('time-zone shows times in the visitor’s zone, follows changes, and ignores an unknown zone', async ({ page }) => {
  const root = await openWidget(page, { handle: 'harbour-yoga' });
  await chooseType(root, 'Sunrise Vinyasa');
  await expectSpaceTimeOnly(root);
  await root.evaluate((el) => el.setAttribute('time-zone', 'Asia/Kathmandu'));
  await expectKathmanduTimes(root);
  await root.evaluate((el) => el.setAttribute('time-zone', 'Not/AZone'));
  await expectSpaceTimeOnly(root);
});

test('time-zone reaches the widget from the script tag and through the iframe helper', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.addScriptTag({ url: `${WIDGET_ORIGIN}/space-booking.js` });
  await page.evaluate(
    ({ src, apiBase }) => {
      const main = document.getElementById('main')!;
      const script = document.createElement('script');
      Object.assign(script.dataset, { handle: 'harbour-yoga', apiBase, timeZone: 'Asia/Kathmandu' });
      script.src = src;
      main.append(script);
      window.SpaceBooking!.iframe(main, { handle: 'harbour-yoga', apiBase, timeZone: 'Asia/Kathmandu' });
    },
    { src: `${WIDGET_ORIGIN}/space-booking.js`, apiBase: API_BASE },
  );
  await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]time-zone=Asia%2FKathmandu(&|$)/);
  for (const root of [widget(page), widget(page.frameLocator('iframe'))]) {
    await chooseType(root, 'Sunrise Vinyasa');
    await expectKathmanduTimes(root);
  }
});

test('the demo’s visitor timezone control applies to all three embed modes', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/demo/`);
  const roots: Record<string, Locator> = {
    script: widget(page.locator('[data-stage="script"]')),
    iframe: widget(page.frameLocator('[data-stage="iframe"] iframe')),
    module: widget(page.locator('[data-stage="module"]')),
  };
  const zone = page.locator('#controls').getByLabel('Visitor timezone');
  await expect(zone).toBeEnabled();
  await zone.selectOption('Asia/Kathmandu');
  await expect(page).toHaveURL(/time-zone=Asia%2FKathmandu/);
  await expect(page.locator('#zone-note')).toContainText('Asia/Kathmandu');
  for (const root of Object.values(roots)) {
    await chooseType(root, 'Sunrise Vinyasa');
    await expectKathmanduTimes(root);
  }
});

async function manifestFrom(page: Page): Promise<unknown> {
  const response = await page.request.get(`${WIDGET_ORIGIN}/custom-elements.json`);
  expect(response.ok()).toBe(true);
  return response.json();
}

test('the build ships custom-elements.json, generated from the code', async ({ page }) => {
  const shipped = (await manifestFrom(page)) as ReturnType<typeof customElementsManifest>;
  expect(shipped).toEqual(customElementsManifest());
  const element = elementDeclaration(shipped);
  // What the running element says about itself agrees with what the manifest says.
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html`);
  await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
  const observed = await page.evaluate(() => [...(customElements.get('space-booking') as unknown as { observedAttributes: string[] }).observedAttributes]);
  expect(element.attributes.map((a) => a.name)).toEqual(observed);
});

test('a page in en-US (no locale attribute) shows the sessions of a space that writes en, and books', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html`);
  // The API matches the locale exactly: `en-US` itself has no content at any space.
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'en-US'));
  const root = await mountWidget(page, { handle: 'harbour-yoga' });
  const who = visitor('en-us-page');
  await chooseType(root, 'Sunrise Vinyasa');
  await chooseSlot(root);
  await fields(root).name.fill(who.name);
  await fields(root).email.fill(who.email);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  await expectOneBookingFor(who.email);
});
