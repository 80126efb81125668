/**
 * After the booking (docs/after-booking.md): calendar links that land on the right minute for a
 * visitor in another zone than the space's, details remembered only when asked and forgotten on
 * request across page loads, and `success-url` taking the page to the studio's own page with
 * nothing personal in its address.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ar } from '../src/i18n/catalogs/ar';
import { en } from '../src/i18n/catalogs/en';
import { readmeSnippets } from '../scripts/readme-snippets.mjs';
import { audit } from './support/axe';
import { visitor, widget } from './support/book';
import { bookSession, chooseDay, chooseSlot, confirmation, fields, fillDetails, mountWidget, openWidget, type WidgetAttributes } from './support/flow';
import { HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

const SUNRISE: WidgetAttributes = { handle: 'harbour-yoga', locale: 'en', bookingType: 'sunrise-vinyasa' };

/** Harbour Yoga's Sunrise Vinyasa (60 minutes) at 09:00 London time on the Sunday British Summer Time starts. */
async function bookSunriseOnSpringSunday(page: Page, root: Locator, label: string): Promise<void> {
  await chooseDay(root, '2026-03-29');
  await chooseSlot(root, /9:00/);
  await fillDetails(root, visitor(label));
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
}

test.describe('Add to my calendar', () => {
  // The visitor is in Los Angeles (UTC-7 that day); the space is in London (UTC+1 from 01:00 UTC that day).
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

  test('a visitor in Los Angeles booking a London session gets Google and Outlook links on the same UTC minutes as the file', async ({ page }) => {
    const root = await openWidget(page, SUNRISE);
    await bookSunriseOnSpringSunday(page, root, 'calendar links');
    const google = root.getByRole('link', { name: en.addToGoogleCalendar });
    const outlook = root.getByRole('link', { name: en.addToOutlook });
    const file = root.getByRole('link', { name: en.addToCalendar });

    const googleUrl = new URL((await google.getAttribute('href'))!);
    expect(googleUrl.origin + googleUrl.pathname).toBe('https://calendar.google.com/calendar/render');
    // 09:00 BST is 08:00 UTC (01:00 in Los Angeles); the session lasts 60 minutes.
    expect(googleUrl.searchParams.get('dates')).toBe('20260329T080000Z/20260329T090000Z');
    expect(googleUrl.searchParams.get('text')).toBe('Sunrise Vinyasa · Harbour Yoga');
    expect(googleUrl.searchParams.get('location')).toContain('4 Quay Street');
    expect(googleUrl.searchParams.get('details')).toContain('https://harbour-yoga.example.com');

    const outlookUrl = new URL((await outlook.getAttribute('href'))!);
    expect(outlookUrl.origin + outlookUrl.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(outlookUrl.searchParams.get('startdt')).toBe('2026-03-29T09:00:00+01:00');
    expect(outlookUrl.searchParams.get('enddt')).toBe('2026-03-29T10:00:00+01:00');
    expect(new Date(outlookUrl.searchParams.get('startdt')!).toISOString()).toBe('2026-03-29T08:00:00.000Z');

    const ics = decodeURIComponent((await file.getAttribute('href'))!);
    expect(ics).toContain('DTSTART:20260329T080000Z');
    expect(ics).toContain('DTEND:20260329T090000Z');

    // Both open in a new tab; nothing the visitor typed is in them.
    for (const link of [google, outlook]) await expect(link).toHaveAttribute('target', '_blank');
    expect(googleUrl.href + outlookUrl.href).not.toMatch(/Ada(\+|%20| )|%40example|@example/);

    // Keyboard: from the confirmation's heading, the file, then Google, then Outlook.
    await expect(confirmation(root)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(file).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(google).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(outlook).toBeFocused();
  });

  test('the confirmation with its calendar links passes axe in light, dark, at 320 px and right-to-left', async ({ page }) => {
    const root = await openWidget(page, SUNRISE);
    await bookSunriseOnSpringSunday(page, root, 'calendar axe');
    await expect(root.getByRole('link', { name: en.addToOutlook })).toBeVisible();
    await audit(page, 'confirmation with calendar links, light');
    await root.evaluate((element) => element.setAttribute('theme', 'dark'));
    await audit(page, 'confirmation with calendar links, dark');
    await page.setViewportSize({ width: 320, height: 800 });
    await audit(page, 'confirmation with calendar links, 320 px');
    await root.evaluate((element) => element.setAttribute('locale', 'ar'));
    await expect(root.getByRole('link', { name: 'أضف إلى Outlook' })).toBeVisible();
    await audit(page, 'confirmation with calendar links, Arabic');
  });
});

test.describe('Remember my details on this device', () => {
  const STORAGE_KEY = 'space-booking.details';
  const rememberBox = (root: Locator) => root.getByRole('checkbox', { name: en.rememberDetails });
  const forget = (root: Locator) => root.getByRole('button', { name: en.forgetDetails });

  /** The page loaded again, and the widget at the form of its first open time. */
  async function reloadToForm(page: Page): Promise<Locator> {
    await page.reload();
    const root = await mountWidget(page, SUNRISE);
    await chooseSlot(root);
    await expect(fields(root).name).toBeVisible();
    return root;
  }

  test('fill the form only after the tick, and vanish with “Forget me”, across page loads', async ({ page }) => {
    const root = await openWidget(page, SUNRISE);
    await chooseSlot(root);
    const first = visitor('no tick');
    await fillDetails(root, first);
    await expect(rememberBox(root)).not.toBeChecked();
    await fields(root).submit.click();
    await expect(confirmation(root)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();

    let again = await reloadToForm(page);
    await expect(fields(again).name).toHaveValue('');
    await expect(fields(again).email).toHaveValue('');
    await expect(forget(again)).toHaveCount(0);

    // Ticked with the keyboard, with notes and consent that must not be kept.
    const second = { ...visitor('ticked'), notes: 'Bad knee' };
    await fillDetails(again, second);
    await again.getByRole('checkbox', { name: /news and offers/ }).check();
    await rememberBox(again).focus();
    await page.keyboard.press('Space');
    await expect(rememberBox(again)).toBeChecked();
    await fields(again).submit.click();
    await expect(confirmation(again)).toBeVisible();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!)).toEqual({ name: second.name, email: second.email });
    // Nothing personal in the address.
    for (const personal of [second.name, encodeURIComponent(second.name), second.email, encodeURIComponent(second.email)]) expect(page.url()).not.toContain(personal);

    again = await reloadToForm(page);
    await expect(fields(again).name).toHaveValue(second.name);
    await expect(fields(again).email).toHaveValue(second.email);
    await expect(fields(again).notes).toHaveValue('');
    await expect(again.getByRole('checkbox', { name: /news and offers/ })).not.toBeChecked();
    await expect(rememberBox(again)).toBeChecked();
    await audit(page, 'details form with remembered details, light');
    await again.evaluate((element) => element.setAttribute('theme', 'dark'));
    await page.setViewportSize({ width: 320, height: 800 });
    await audit(page, 'details form with remembered details, dark, 320 px');
    await again.evaluate((element) => element.setAttribute('locale', 'ar'));
    await expect(again.getByRole('button', { name: ar.forgetDetails })).toBeVisible();
    await audit(page, 'details form with remembered details, Arabic');
    await again.evaluate((element) => element.setAttribute('locale', 'en'));

    await forget(again).focus();
    await page.keyboard.press('Enter');
    await expect(fields(again).name).toHaveValue('');
    await expect(fields(again).email).toHaveValue('');
    await expect(fields(again).name).toBeFocused();
    await expect(again.getByRole('status')).toHaveText(en.detailsForgotten);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await audit(page, 'details form after Forget me');

    again = await reloadToForm(page);
    await expect(fields(again).name).toHaveValue('');
    await expect(rememberBox(again)).not.toBeChecked();
  });
});

test.describe('success-url', () => {
  const DOCS = readFileSync(new URL('../docs/after-booking.md', import.meta.url), 'utf8');
  const PAGE = readFileSync(new URL('./pages/success-url.html', import.meta.url), 'utf8');
  const SNIPPET_PAGE = `${HOST_ORIGIN}/pages/success-url.html`;
  const THANKS = `${HOST_ORIGIN}/pages/thanks.html`;

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // Whether the booked event had been dispatched when the page left: kept across the navigation.
      let booked = 0;
      document.addEventListener('space-booking:booked', () => (booked += 1));
      window.addEventListener('pagehide', () => sessionStorage.setItem('booked-before-leaving', String(booked)));
    });
  });

  test('the page the tests book on holds the docs’ snippet as written there', () => {
    const snippet = readmeSnippets(DOCS).get('success-url')!;
    expect(snippet).toContain('data-success-url="thanks.html"');
    expect(PAGE).toContain(snippet);
  });

  test('Continue lands on the studio’s page with the booking and the type, and nothing personal', async ({ page }) => {
    await page.goto(SNIPPET_PAGE);
    const root = widget(page);
    const who = visitor('success url');
    await bookSession(root, who);
    const booking = await expectOneBookingFor(who.email);

    const continueLink = root.getByRole('link', { name: en.continueOn });
    await expect(root.getByRole('button', { name: en.stayOnPage })).toBeVisible();
    await audit(page, 'confirmation with Continue and its countdown');
    await continueLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${THANKS}?*`);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(HOST_ORIGIN);
    expect(Object.fromEntries(landed.searchParams)).toEqual({ booking: booking.id, type: 'sunrise-vinyasa' });
    for (const personal of [who.name, encodeURIComponent(who.name), who.email, encodeURIComponent(who.email)]) expect(page.url()).not.toContain(personal);
    expect(await page.evaluate(() => sessionStorage.getItem('booked-before-leaving'))).toBe('1');
  });

  test('without Continue, the page goes there after the countdown, unless the visitor stays', async ({ page }) => {
    await page.goto(SNIPPET_PAGE);
    const root = widget(page);
    await bookSession(root, visitor('stay'));
    await root.getByRole('button', { name: en.stayOnPage }).click();
    await expect(root.getByRole('button', { name: en.stayOnPage })).toHaveCount(0);
    await expect(root.getByRole('link', { name: en.continueOn })).toBeFocused();
    await page.clock.fastForward(20_000);
    await expect(confirmation(root)).toBeVisible();
    expect(page.url()).toBe(SNIPPET_PAGE);

    await page.reload();
    const again = widget(page);
    await bookSession(again, visitor('countdown'));
    await expect(again.locator('[part="continue-on"]')).toContainText(/Continuing in \d seconds/);
    await page.clock.fastForward(9_000);
    await page.waitForURL(`${THANKS}?*`);
    expect(new URL(page.url()).searchParams.get('type')).toBe('sunrise-vinyasa');
    expect(await page.evaluate(() => sessionStorage.getItem('booked-before-leaving'))).toBe('1');
  });

  test('in the iframe, Continue takes the top page to the studio’s page', async ({ page }) => {
    await page.goto(`${HOST_ORIGIN}/pages/success-url-iframe.html`);
    const root = widget(page.frameLocator('iframe'));
    const who = visitor('iframe success');
    await bookSession(root, who);
    const continueLink = root.getByRole('link', { name: en.continueOn });
    await expect(continueLink).toHaveAttribute('target', '_top');
    // No countdown in the frame: it never moves the page by itself.
    await expect(root.getByRole('button', { name: en.stayOnPage })).toHaveCount(0);
    await continueLink.click();
    await page.waitForURL(`${THANKS}?*`);
    const booking = await expectOneBookingFor(who.email);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ booking: booking.id, type: 'sunrise-vinyasa' });
  });
});

test('the demo’s “After booking” control sends the page to its thank-you page with the booking and the type', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/demo/?success-url=thanks.html`);
  const root = widget(page.locator('[data-stage="module"]'));
  await expect(root).toHaveAttribute('success-url', 'thanks.html');
  await expect(page.locator('[data-snippet="script"]')).toContainText('data-success-url="thanks.html"');
  const who = visitor('demo success');
  await bookSession(root, who);
  await root.getByRole('link', { name: en.continueOn }).click();
  await page.waitForURL(`${HOST_ORIGIN}/demo/thanks.html?*`);
  const booking = await expectOneBookingFor(who.email);
  await expect(page.locator('#booking')).toHaveText(booking.id);
  await expect(page.locator('#type')).toHaveText(new URL(page.url()).searchParams.get('type')!);
  for (const personal of [who.name, encodeURIComponent(who.name), who.email, encodeURIComponent(who.email)]) expect(page.url()).not.toContain(personal);
});
