/**
 * The owner's path through dist/configure.html: find the space, choose, see the real widget,
 * copy the code, paste it into a blank page of their own site, and book through it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { WCAG_TAGS } from './support/axe';
import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { cspViolations, expect, test } from './support/test';
import { blankPage } from '../scripts/readme-snippets.mjs';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const CONFIGURATOR = `${WIDGET_ORIGIN}/configure.html?api-base=${encodeURIComponent(API_BASE)}`;
/** A page of the owner's own site, on another origin than the widget's files. */
const OWNERS_PAGE = `${HOST_ORIGIN}/pages/blank.html`;

const lookupStatus = (page: Page) => page.locator('#lookup');

async function findSpace(page: Page, handle: string): Promise<void> {
  await page.goto(CONFIGURATOR);
  await expect(page.getByLabel('API address')).toHaveValue(API_BASE);
  await page.getByLabel('Your space’s handle').fill(handle);
}

/** Presses a panel's Copy button and reads what the page put on the clipboard. */
async function copyFrom(page: Page, panel: Locator): Promise<string> {
  const copy = panel.getByRole('button', { name: 'Copy' });
  await copy.click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await panel.locator('code').textContent());
  return copied;
}

/**
 * A blank page of the owner's site holding `code`, as pasting it there would. Written into a page
 * the host's server served (not a response made up by the test), so that the browser counts it as
 * that local site's and lets it reach the widget's and the API's local addresses.
 */
async function openPasted(page: Page, code: string): Promise<void> {
  await page.goto(OWNERS_PAGE);
  await page.setContent(blankPage(code, 'The owner’s page'));
}

test('an owner finds their space, picks a dark popup with their accent, copies the code, pastes it into a page and books through it', async ({ page }) => {
  await findSpace(page, 'harbour-yoga');
  await expect(lookupStatus(page)).toContainText('Found your space: Harbour Yoga');
  await expect(lookupStatus(page).locator('img.logo')).toBeVisible();

  await page.getByRole('radio', { name: 'Popup button' }).check();
  await page.getByRole('radio', { name: 'Dark', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Use my own accent colour' }).check();
  await page.getByLabel('Accent', { exact: true }).fill('#0f766e');
  await expect(page.locator('.fitting')).toContainText('Dark: text on it is');

  // The preview is the real widget in exactly that configuration.
  const preview = widget(page.locator('.stage'));
  await expect(preview).toHaveAttribute('mode', 'popup');
  await expect(preview).toHaveAttribute('theme', 'dark');
  await expect(preview.locator('[part="launcher"]')).toBeVisible();
  // The address keeps the choices.
  expect(new URL(page.url()).searchParams.get('placement')).toBe('popup');
  expect(new URL(page.url()).searchParams.get('accent')).toBe('#0f766e');

  const code = await copyFrom(page, page.getByRole('tabpanel', { name: 'HTML' }));
  expect(code).toContain('data-mode="popup"');
  expect(code).toContain('data-theme="dark"');
  expect(code).toContain('--sb-accent: #0f766e');
  expect(code).toContain(`src="${WIDGET_ORIGIN}/space-booking.js"`);

  await openPasted(page, code);
  const root = widget(page);
  await expect(root).toHaveAttribute('theme', 'dark');
  expect(await root.evaluate((element) => getComputedStyle(element).getPropertyValue('--sb-accent').trim())).toBe('#0f766e');
  await root.locator('[part="launcher"]').click();
  await expect(root.locator('dialog[part="dialog"]')).toHaveAttribute('open');
  const who = visitor('configured popup');
  await bookSession(root, who);
  expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');
});

test('the Iframe tab gives a frame that books, pasted into a page without scripts of its own', async ({ page }) => {
  await findSpace(page, 'harbour-yoga');
  await expect(lookupStatus(page)).toContainText('Found your space: Harbour Yoga');
  await page.getByRole('tab', { name: 'Iframe (no scripts)' }).click();
  const code = await copyFrom(page, page.getByRole('tabpanel', { name: 'Iframe (no scripts)' }));
  expect(code).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:4173\/embed\.html\?/);
  expect(code).not.toContain('<script');

  await openPasted(page, code);
  const root = widget(page.frameLocator('iframe'));
  const who = visitor('configured iframe');
  await bookSession(root, who);
  expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');
});

test('an owner shows their latest posts and sends visitors to their own page after booking: the code carries both, the preview only the posts', async ({ page }) => {
  await findSpace(page, 'harbour-yoga');
  await expect(lookupStatus(page)).toContainText('Found your space: Harbour Yoga');
  const posts = page.getByRole('checkbox', { name: 'Latest posts' });
  await expect(posts).toHaveAccessibleDescription('Show your latest posts.');
  await posts.check();
  const successPage = page.getByRole('textbox', { name: 'Page after booking' });
  await successPage.fill('harbour.example/thanks');
  await successPage.press('Tab');
  await expect(successPage).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#success-url-problem')).toContainText('is not a full web address');
  await successPage.fill('https://harbour.example/thanks');
  await expect(successPage).not.toHaveAttribute('aria-invalid');

  const preview = widget(page.locator('.stage'));
  await expect(preview).toHaveAttribute('announcements', '');
  await expect(preview.locator('[part="announcements"]')).toBeVisible();
  await expect(preview).not.toHaveAttribute('success-url');
  expect(new URL(page.url()).searchParams.get('success-url')).toBe('https://harbour.example/thanks');
  expect(new URL(page.url()).searchParams.has('announcements')).toBe(true);

  const code = await copyFrom(page, page.getByRole('tabpanel', { name: 'HTML' }));
  expect(code).toContain(' data-announcements');
  expect(code).toContain(' data-success-url="https://harbour.example/thanks"');
});

test('a malformed handle is told what a handle looks like, and an unknown one that no space has it', async ({ page }) => {
  await findSpace(page, 'Harbour Yoga!');
  await expect(lookupStatus(page)).toContainText('is not a handle');
  await expect(lookupStatus(page)).toContainText('2 to 63 lowercase letters');
  await expect(page.getByLabel('Your space’s handle')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: '2. Your choices' })).toHaveCount(0);

  await page.getByLabel('Your space’s handle').fill('no-such-space');
  await expect(lookupStatus(page)).toContainText('No space has the handle “no-such-space”');
  await expect(page.getByRole('heading', { name: '2. Your choices' })).toHaveCount(0);
});

test('the tabs follow the ARIA tabs pattern: arrow keys, Home and End move the selection', async ({ page }) => {
  await findSpace(page, 'harbour-yoga');
  const html = page.getByRole('tab', { name: 'HTML' });
  await html.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'WordPress' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'WordPress' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'WordPress' })).toContainText('Custom HTML');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Iframe (no scripts)' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(html).toBeFocused();
  await expect(html).toHaveAttribute('aria-selected', 'true');
});

test('an address with the choices opens the configurator on them, and the page talks to no origin but its own and the API', async ({ page }) => {
  await page.goto(`${CONFIGURATOR}&handle=harbour-yoga&placement=schedule&theme=auto&locale=de&structured-data=on&deep-link=on`);
  await expect(lookupStatus(page)).toContainText('Found your space');
  await expect(page.getByRole('radio', { name: 'Class schedule' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Follow the visitor’s system' })).toBeChecked();
  await expect(page.getByLabel('Interface language')).toHaveValue('de');
  await expect(page.getByRole('checkbox', { name: 'Search engines' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Shareable session links' })).toBeChecked();
  await expect(widget(page.locator('.stage'))).toHaveAttribute('layout', 'schedule');
  await expect(widget(page.locator('.stage')).locator('button[part~="session"]').first()).toBeVisible();
  // The preview leaves the configurator's own address alone, whatever deep-link says.
  await expect(widget(page.locator('.stage'))).not.toHaveAttribute('deep-link');
  await expect(widget(page.locator('.stage'))).toHaveAttribute('structured-data', '');
  // Its own scripts and styles, the widget's, and the API's answers: nothing its policy refuses.
  expect(await cspViolations(page)).toEqual([]);
  const elsewhere = await page.evaluate((address) => fetch(address).then(() => 'sent', () => 'refused'), `${HOST_ORIGIN}/pages/blank.html`);
  expect(elsewhere).toBe('refused');
  expect(await cspViolations(page)).toEqual([expect.objectContaining({ directive: 'connect-src', blocked: `${HOST_ORIGIN}/pages/blank.html` })]);
});

for (const [name, setUp] of [
  ['light', async (page: Page) => page.emulateMedia({ colorScheme: 'light' })],
  ['dark', async (page: Page) => page.emulateMedia({ colorScheme: 'dark' })],
  ['a 320 px phone', async (page: Page) => page.setViewportSize({ width: 320, height: 720 })],
] as const) {
  test(`the configurator has no axe violations and no sideways scrolling, in ${name}`, async ({ page }) => {
    await setUp(page);
    await findSpace(page, 'harbour-yoga');
    await expect(lookupStatus(page)).toContainText('Found your space');
    await page.getByRole('checkbox', { name: 'Use my own accent colour' }).check();
    await page.getByLabel('Accent', { exact: true }).fill('#ffd166');
    await expect(page.locator('.fitting .warning').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Latest posts' }).check();
    await page.getByRole('textbox', { name: 'Page after booking' }).fill('javascript:alert(1)');
    await page.getByRole('textbox', { name: 'Page after booking' }).press('Tab');
    await expect(page.locator('#success-url-problem .warning')).toBeVisible();
    await expect(widget(page.locator('.stage')).locator('button[part~="type"]').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (name === 'a 320 px phone') {
      const choices = await page.locator('.choices').boundingBox();
      const preview = await page.locator('.preview').boundingBox();
      expect(preview!.y).toBeGreaterThan(choices!.y + choices!.height - 1);
    }
  });
}

test('the demo links to the configurator, on the demo’s space and API', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/demo/?handle=brooklyn-clay`);
  await page.getByRole('link', { name: 'Get the code for your own site: the configurator' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4173\/configure\.html\?/);
  await expect(page.getByLabel('API address')).toHaveValue(API_BASE);
  await expect(lookupStatus(page)).toContainText('Found your space: Brooklyn Clay');
});
