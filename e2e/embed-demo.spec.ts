import type { Locator, Page, TestInfo } from '@playwright/test';
import { en } from '../src/i18n/catalogs/en';
import { visitor, widget } from './support/book';
import { bookSession, chooseSlot, chooseType, confirmation, fields, fillDetails, typeButtons } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { firstDayWithSessions, sessions } from './support/schedule';
import { cspViolations, expect, test } from './support/test';

const DEMO = `${HOST_ORIGIN}/demo/`;

/** The popup from the script tag, the one the site's own button opens, and the floating button's. */
const popups = (page: Page) => ({
  popup: widget(page.locator('[data-stage="popup"]')),
  'bind-popup': page.locator('body > space-booking'),
  floating: widget(page.locator('[data-stage="floating"]')),
});
const launcher = (root: Locator) => root.locator('[part="launcher"]');
const dialog = (root: Locator) => root.locator('dialog[part="dialog"]');
const ownButton = (page: Page) => page.locator('[data-stage="bind-popup"] button');

/** The class schedule's widget. */
const scheduleRoot = (page: Page) => widget(page.locator('[data-stage="schedule"]'));

/** The event log's entries for one event of one stage. */
const logged = (page: Page, mode: string, event: string) =>
  page
    .locator('#event-log li')
    .filter({ has: page.locator('.mode-tag').getByText(mode, { exact: true }) })
    .filter({ has: page.locator('.name').getByText(event, { exact: true }) });

/** The three inline embeds have rendered their booking types, and the three buttons are there. */
async function demoReady(page: Page): Promise<void> {
  for (const mode of ['script', 'module']) {
    await expect(page.locator(`[data-stage="${mode}"] space-booking`).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  }
  await expect(page.frameLocator('[data-stage="iframe"] iframe').getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await expect(launcher(popups(page).popup)).toBeVisible();
  await expect(launcher(popups(page).floating)).toBeVisible();
  await expect(ownButton(page)).toBeVisible();
  await expect(scheduleRoot(page).getByRole('heading', { name: en.scheduleHeading })).toBeVisible();
  await expect(scheduleRoot(page).locator('[part="schedule"]')).toHaveAttribute('aria-busy', 'false');
}

/** Opens a popup with its button and waits for its booking types in the modal dialog. */
async function openPopup(page: Page, root: Locator, opener: Locator): Promise<void> {
  await opener.click();
  await expect(dialog(root)).toHaveAttribute('open');
  expect(await dialog(root).evaluate((element: HTMLDialogElement) => element.matches(':modal'))).toBe(true);
  await expect(typeButtons(root).first()).toBeVisible();
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

/** What the visitor sees with a dialog open: the viewport only (the page behind does not scroll). */
async function shootViewport(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const controls = (page: Page) => page.locator('#controls');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 1000 }],
  ['phone', { width: 390, height: 844 }],
  ['narrow phone', { width: 320, height: 640 }],
] as const) {
  test.describe(`the demo on a ${device}`, () => {
    const name = device.replace(' ', '-');
    test.use({ viewport, ...(device === 'desktop' ? {} : { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }) });

    test('shows the six embed modes and the class schedule in light and dark, and a popup open (screenshots attached)', async ({ page }, testInfo) => {
      await page.goto(DEMO);
      await demoReady(page);
      // The schedule on a day with sessions, so the screenshots show them.
      await firstDayWithSessions(scheduleRoot(page));
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, testInfo, `demo-light-${name}`);
      // The floating button in the corner of the viewport, and the dialog it opens.
      await page.locator('#h-popups').scrollIntoViewIfNeeded();
      await shootViewport(page, testInfo, `demo-floating-light-${name}`);
      const floating = popups(page).floating;
      await openPopup(page, floating, launcher(floating));
      await shootViewport(page, testInfo, `demo-popup-light-${name}`);
      await page.keyboard.press('Escape');
      await expect(dialog(floating)).not.toHaveAttribute('open');

      await controls(page).getByLabel('Theme').selectOption('dark');
      await expect(page).toHaveURL(/theme=dark/);
      await demoReady(page);
      for (const mode of ['script', 'module', 'schedule']) {
        await expect(page.locator(`[data-stage="${mode}"] space-booking`)).toHaveAttribute('theme', 'dark');
      }
      await firstDayWithSessions(scheduleRoot(page));
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, testInfo, `demo-dark-${name}`);
      const popup = popups(page).popup;
      await expect(popup).toHaveAttribute('theme', 'dark');
      await openPopup(page, popup, launcher(popup));
      await shootViewport(page, testInfo, `demo-popup-dark-${name}`);
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

test('the demo opens the popup, the site’s own button and the floating button, and books through the floating one', async ({ page }) => {
  await page.goto(DEMO);
  await demoReady(page);
  const roots = popups(page);
  const openers = { popup: launcher(roots.popup), 'bind-popup': ownButton(page), floating: launcher(roots.floating) };
  await expect(openers.floating).toHaveText(en.bookSession);
  await expect(openers['bind-popup']).toHaveAttribute('aria-haspopup', 'dialog');
  // The floating button stays in the bottom-right corner of the viewport.
  expect(await openers.floating.evaluate((button) => getComputedStyle(button.parentElement!).position)).toBe('fixed');
  const corner = (await openers.floating.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(corner.x).toBeGreaterThan(viewport.width / 2);
  expect(viewport.height - (corner.y + corner.height)).toBeLessThanOrEqual(32);

  // The popup and the site's own button open their dialogs; Escape and the close button close them.
  await openPopup(page, roots.popup, openers.popup);
  await page.keyboard.press('Escape');
  await expect(dialog(roots.popup)).not.toHaveAttribute('open');
  await expect(openers.popup).toBeFocused();
  await openPopup(page, roots['bind-popup'], openers['bind-popup']);
  await roots['bind-popup'].getByRole('button', { name: en.close, exact: true }).click();
  await expect(dialog(roots['bind-popup'])).not.toHaveAttribute('open');
  await expect(openers['bind-popup']).toBeFocused();
  for (const mode of ['popup', 'bind-popup']) {
    for (const event of ['open', 'close']) await expect(logged(page, mode, event)).toHaveCount(1);
  }

  // A booking through the floating button.
  await openPopup(page, roots.floating, openers.floating);
  const who = visitor('demo floating');
  await bookSession(roots.floating, who);
  await expectOneBookingFor(who.email);
  await page.keyboard.press('Escape');
  await expect(openers.floating).toBeFocused();
  await expect(logged(page, 'floating', 'booked')).toHaveCount(1);

  // Another corner; hidden with its ×, and back with the demo's button.
  await page.locator('#floating-controls').getByLabel('Corner').selectOption('bottom-left');
  await expect(page).toHaveURL(/position=bottom-left/);
  await expect(roots.floating).toHaveAttribute('position', 'bottom-left');
  await expect.poll(async () => (await launcher(roots.floating).boundingBox())?.x).toBeLessThan(viewport.width / 2);
  await roots.floating.getByRole('button', { name: en.hideLauncher }).click();
  await expect(launcher(roots.floating)).toBeHidden();
  await page.getByRole('button', { name: 'Show it again' }).click();
  await expect(launcher(roots.floating)).toBeVisible();

  // Another space: the site's button now opens that space's popup, and only that one.
  await controls(page).getByLabel('Space').selectOption('brooklyn-clay');
  await expect(roots['bind-popup']).toHaveCount(1);
  await expect(roots['bind-popup']).toHaveAttribute('handle', 'brooklyn-clay');
  await openPopup(page, roots['bind-popup'], ownButton(page));
  await expect(confirmation(roots['bind-popup'])).toHaveCount(0);
  expect(await cspViolations(page)).toEqual([]);
});

test('the demo’s class schedule shows Tide Sydney’s sessions, its snippet, books through the details form and logs it', async ({ page }) => {
  await page.goto(DEMO);
  await demoReady(page);
  const root = scheduleRoot(page);
  const element = page.locator('[data-stage="schedule"] space-booking');
  await expect(element).toHaveAttribute('layout', 'schedule');
  await expect(element).toHaveAttribute('handle', 'tide-sydney');
  const snippet = page.locator('[data-snippet="schedule"]');
  await expect(snippet).toContainText('data-layout="schedule"');
  await expect(snippet).toContainText('data-handle="tide-sydney"');

  // Several types' sessions on a day; the first one goes straight to the details form.
  await firstDayWithSessions(root);
  const titles = await sessions(root).locator('.session-about b').allTextContents();
  expect(new Set(titles).size).toBeGreaterThanOrEqual(3);
  const who = visitor('demo schedule');
  await sessions(root).first().click();
  await expect(root.getByRole('heading', { name: en.formHeading })).toBeFocused();
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  const booking = await expectOneBookingFor(who.email);
  expect(booking.booking_type_title).toBe(titles[0]);
  await expect(logged(page, 'schedule', 'booked')).toHaveCount(1);

  // The schedule's own space, kept in the address; the page's settings (the theme) apply to it too.
  await page.locator('#schedule-controls').getByLabel('Space of the schedule').selectOption('harbour-yoga');
  await expect(page).toHaveURL(/schedule-handle=harbour-yoga/);
  await expect(element).toHaveAttribute('handle', 'harbour-yoga');
  await expect(snippet).toContainText('data-handle="harbour-yoga"');
  await expect(root.getByRole('heading', { name: en.scheduleHeading })).toBeVisible();
  await controls(page).getByLabel('Theme').selectOption('dark');
  await expect(element).toHaveAttribute('theme', 'dark');
  await expect(element).toHaveAttribute('layout', 'schedule');
  expect(await cspViolations(page)).toEqual([]);
});

test('the demo links to its deep-link page, whose widget keeps the chosen session in the address and opens it again on reload', async ({ page }) => {
  await page.goto(DEMO);
  await demoReady(page);
  await page.getByRole('link', { name: /Deep links/ }).click();
  const root = widget(page.locator('#widget'));
  await chooseType(root, 'Sunrise Vinyasa');
  await chooseSlot(root);
  await expect(root.getByRole('heading', { name: en.formHeading })).toBeVisible();
  await expect(page).toHaveURL(/[?&]space-booking=sunrise-vinyasa\/\d{4}-\d{2}-\d{2}\/\d{2}:\d{2}/);
  const chosen = new URL(page.url()).searchParams.get('space-booking')!;
  await page.reload();
  await expect(root.getByRole('heading', { name: en.formHeading })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('space-booking')).toBe(chosen);
  const who = visitor('demo deep link');
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  await expectOneBookingFor(who.email);
});
