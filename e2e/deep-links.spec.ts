/**
 * Links worth sharing (`deep-link`, docs/deep-links.md) and the way forward after a refusal: the
 * docs' snippet pasted into a blank page of a host site, as a studio would.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { en, type Messages } from '../src/i18n/catalogs/en';
import { he } from '../src/i18n/catalogs/he';
import { audit } from './support/axe';
import { blankPage, readmeSnippets } from '../scripts/readme-snippets.mjs';
import { visitor, widget } from './support/book';
import {
  armFault,
  atFilledForm,
  bookingPosts,
  chooseSlot,
  chooseType,
  confirmation,
  expectDetailsKept,
  expectFocusedAlert,
  fields,
  fillDetails,
  LAB,
  onBookingPost,
  sandboxRequests,
  slotButtons,
} from './support/flow';
import { API_BASE, HOST_ORIGIN, SANDBOX_NOW } from './support/origins';
import { expectOneBookingFor, sandboxBookings } from './support/sandbox';
import { firstDayWithSessions, sessions } from './support/schedule';
import { expect, test } from './support/test';

const DOC = readFileSync(new URL('../docs/deep-links.md', import.meta.url), 'utf8');
const SNIPPET = readmeSnippets(DOC).get('deep-link')!;
/**
 * A studio's page on the host site: a blank page holding the docs' snippet (checked below; a
 * page the test itself answered would be refused the widget's loopback address by the browser).
 */
const PAGE_FILE = new URL('./pages/deep-link.html', import.meta.url);
const PAGE = `${HOST_ORIGIN}/pages/deep-link.html`;
const linkTo = (value: string) => `${PAGE}?utm_source=news&space-booking=${value}#classes`;

const heading = (root: Locator, name: string) => root.getByRole('heading', { name, exact: true });

test('the studio’s page is the docs’ deep-link snippet pasted into a blank page', () => {
  expect(SNIPPET).toContain('data-deep-link');
  expect(readFileSync(PAGE_FILE, 'utf8')).toBe(blankPage(SNIPPET, 'Classes'));
});

test('a link to a chosen session opens that session in a fresh browser, where it books', async ({ page, browser }) => {
  await page.goto(`${PAGE}?utm_source=news#classes`);
  const root = widget(page);
  await chooseType(root, 'Slow Flow');
  await chooseSlot(root);
  await expect(heading(root, en.formHeading)).toBeVisible();
  // The space's date and time (London), the page's own parameter and hash kept.
  await expect(page).toHaveURL(linkTo('slow-flow/2026-03-28/10:30'));
  const link = page.url();

  const fresh = await browser.newContext({ timezoneId: 'America/New_York' });
  try {
    const other = await fresh.newPage();
    await other.clock.install({ time: SANDBOX_NOW });
    await other.goto(link);
    const opened = widget(other);
    await expect(heading(opened, en.formHeading)).toBeVisible();
    await expect(opened.locator('.summary')).toContainText('Slow Flow');
    // The session's own time, and the New York visitor's beside it.
    await expect(opened.locator('.summary')).toContainText('10:30');
    await expect(opened.locator('.summary')).toContainText('6:30');
    await expect(opened.getByRole('button', { name: en.share })).toBeVisible();
    const who = visitor('deep link fresh');
    await fillDetails(opened, who);
    await fields(opened).submit.click();
    await expect(confirmation(opened)).toBeVisible();
    expect(await expectOneBookingFor(who.email)).toMatchObject({ scheduled_date: '2026-03-28', scheduled_start_time: '10:30' });
  } finally {
    await fresh.close();
  }
});

test('a link to a time that is gone opens that day’s remaining times, with a message', async ({ page }) => {
  await page.goto(linkTo('slow-flow/2026-03-28/07:00'));
  const root = widget(page);
  await expect(root.locator('.link-notice')).toHaveText(en.linkTimeGone);
  // Said to screen readers too.
  await expect(root.getByRole('status')).toContainText(en.linkTimeGone);
  await expect(heading(root, en.dateHeading)).toBeVisible();
  await expect(root.locator('[part~="day"][data-d="2026-03-28"]')).toHaveAttribute('aria-selected', 'true');
  await expect(slotButtons(root)).toHaveText([/10:30/]);
  await expect(page).toHaveURL(linkTo('slow-flow/2026-03-28'));
});

test('a link to a type that is gone opens the list, saying so; a malformed one is ignored', async ({ page }) => {
  await page.goto(linkTo('hot-yoga/2026-03-28/10:30'));
  const root = widget(page);
  await expect(root.locator('.link-notice')).toHaveText(en.linkTypeGone);
  await expect(heading(root, en.typesHeading)).toBeVisible();
  await expect(page).toHaveURL(`${PAGE}?utm_source=news#classes`);

  await page.goto(linkTo('slow-flow/next-saturday'));
  await expect(heading(root, en.typesHeading)).toBeVisible();
  await expect(root.locator('.link-notice')).toHaveCount(0);
  await expect(page).toHaveURL(linkTo('slow-flow/next-saturday'));
});

test('Back and Forward follow the steps', async ({ page }) => {
  await page.goto(PAGE);
  const root = widget(page);
  await chooseType(root, 'Slow Flow');
  await expect(page).toHaveURL(`${PAGE}?space-booking=slow-flow/2026-03-28`);
  await chooseSlot(root);
  await expect(heading(root, en.formHeading)).toBeVisible();
  const who = visitor('deep link back');
  await fillDetails(root, who);

  await page.goBack();
  await expect(heading(root, en.dateHeading)).toBeVisible();
  await expect(page).toHaveURL(`${PAGE}?space-booking=slow-flow/2026-03-28`);
  await page.goBack();
  await expect(heading(root, en.typesHeading)).toBeVisible();
  await expect(page).toHaveURL(PAGE);
  await page.goForward();
  await expect(heading(root, en.dateHeading)).toBeVisible();
  await page.goForward();
  await expect(heading(root, en.formHeading)).toBeVisible();
  await expect(page).toHaveURL(`${PAGE}?space-booking=slow-flow/2026-03-28/10:30`);
  // Following the history is no reload: what was typed is still there.
  await expectDetailsKept(root, who);
});

test('a refused booking (capacity_full) offers the next open times, and books one with the details kept', async ({ page }) => {
  await armFault(
    onBookingPost(LAB, {
      type: 'status',
      status: 409,
      body: { error: { type: 'conflict', message: 'Session full', booking_failure: { reason: 'capacity_full', override: 'allow_over_capacity' } } },
    }),
  );
  const who = { ...visitor('next times'), notes: 'Front row please' };
  const root = await atFilledForm(page, who);
  await fields(root).submit.click();
  const alert = await expectFocusedAlert(root, en.failCapacityFull);
  const refusal = (await bookingPosts(LAB))[0]!;
  const next = alert.locator('.next-times button');
  await expect(next).toHaveText([/March 27, 2026 at 6:00 PM/, /March 28, 2026 at 10:00 AM/, /March 28, 2026 at 2:00 PM/]);
  // Asked for afresh after the refusal.
  expect((await sandboxRequests()).some((r) => r.seq > refusal.seq && r.path.includes('/availability'))).toBe(true);
  // Nothing is booked until the visitor's own click on Book now.
  await next.first().click();
  await expect(heading(root, en.formHeading)).toBeVisible();
  await expectDetailsKept(root, who);
  expect(await sandboxBookings()).toEqual([]);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  expect(await expectOneBookingFor(who.email)).toMatchObject({ scheduled_date: '2026-03-27', scheduled_start_time: '18:00' });
});

/** A widget with deep-link, placed by a single-page app on a page loaded at `search`. */
async function linkedWidget(page: Page, search: string, attributes: { locale: string; theme: string }): Promise<Locator> {
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html${search}`);
  await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
  await page.evaluate(
    ({ apiBase, locale, theme }) => {
      const element = document.createElement('space-booking');
      for (const [name, value] of Object.entries({ handle: 'harbour-yoga', 'api-base': apiBase, locale, theme, 'deep-link': '' })) element.setAttribute(name, value);
      document.getElementById('app')!.append(element);
    },
    { apiBase: API_BASE, ...attributes },
  );
  return widget(page);
}

const VARIANTS: { label: string; width: number; theme: string; locale: string; m: Messages }[] = [
  { label: 'light, 1280 px', width: 1280, theme: 'light', locale: 'en', m: en },
  { label: 'dark, 320 px', width: 320, theme: 'dark', locale: 'en', m: en },
  { label: 'right to left (Hebrew), 320 px', width: 320, theme: 'light', locale: 'he', m: he },
];

for (const { label, width, theme, locale, m } of VARIANTS) {
  test(`no WCAG 2.2 AA violations, ${label}: a link's message, Share, a refusal's next times`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // No share sheet in this browser, whatever its build: Share copies, or shows the link.
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    const root = await linkedWidget(page, '?space-booking=slow-flow/2026-03-28/07:00', { locale, theme });
    await expect(root.locator('.link-notice')).toHaveText(m.linkTimeGone);
    await expect(slotButtons(root).first()).toBeVisible();
    await audit(page, `${label}: a link's message`);

    await chooseSlot(root);
    await expect(heading(root, m.formHeading)).toBeVisible();
    await root.getByRole('button', { name: m.share }).click();
    await expect(root.locator('.share-copied, .share-link input')).toBeVisible();
    await audit(page, `${label}: Share`);

    await fillDetails(root, visitor(`axe ${label}`), m);
    await armFault(
      onBookingPost('harbour-yoga', {
        type: 'status',
        status: 409,
        body: { error: { type: 'conflict', message: 'Session full', booking_failure: { reason: 'capacity_full', override: 'allow_over_capacity' } } },
      }),
    );
    await fields(root, m).submit.click();
    await expect(root.getByRole('alert').locator('.next-times button')).toHaveCount(3);
    await audit(page, `${label}: next times`);
  });
}

/** A page of the host site with a `<space-booking layout="schedule" deep-link>` of tide-sydney, opened at `search`. */
async function linkedSchedule(page: Page, search = ''): Promise<Locator> {
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html${search}`);
  await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
  await page.evaluate((apiBase) => {
    const element = document.createElement('space-booking');
    for (const [name, value] of Object.entries({ handle: 'tide-sydney', 'api-base': apiBase, layout: 'schedule', locale: 'en', 'deep-link': '' }))
      element.setAttribute(name, value);
    document.getElementById('app')!.append(element);
  }, API_BASE);
  return widget(page);
}

test('in the schedule, a chosen session is kept in the address, and its link opens it in a fresh browser, where it books', async ({ page, browser }) => {
  const root = await linkedSchedule(page);
  await firstDayWithSessions(root);
  const session = sessions(root).first();
  const title = (await session.locator('b').first().textContent())!;
  await session.click();
  await expect(heading(root, en.formHeading)).toBeVisible();
  await expect(page).toHaveURL(/[?&]space-booking=[a-z0-9-]+\/\d{4}-\d{2}-\d{2}\/\d{2}:\d{2}$/);
  const value = new URL(page.url()).searchParams.get('space-booking')!;
  const [, date, time] = value.split('/');

  const fresh = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
  try {
    const other = await fresh.newPage();
    await other.clock.install({ time: SANDBOX_NOW });
    const opened = await linkedSchedule(other, `?space-booking=${value}`);
    await expect(heading(opened, en.formHeading)).toBeVisible();
    await expect(opened.locator('.summary')).toContainText(title);
    const who = visitor('schedule deep link');
    await fillDetails(opened, who);
    await fields(opened).submit.click();
    await expect(confirmation(opened)).toBeVisible();
    const booking = await expectOneBookingFor(who.email);
    expect([booking.scheduled_date, booking.scheduled_start_time.slice(0, 5)]).toEqual([date, time]);
  } finally {
    await fresh.close();
  }
});
