/**
 * The schedule layout (`layout="schedule"`) with tide-sydney's 30 booking types: a visitor books
 * through it in each embed (the docs' snippets pasted into blank pages), with one type's times
 * failing, with the keyboard alone, under a strict CSP, and with zero axe violations in light,
 * dark, 320 px and right to left. The sandbox's "now" is Friday 2026-03-27 09:00 UTC, 20:00 in Sydney.
 */
import type { Locator, Page } from '@playwright/test';
import { seedTypeId } from '../sandbox/seed';
import { ar } from '../src/i18n/catalogs/ar';
import { en, type Messages } from '../src/i18n/catalogs/en';
import { audit } from './support/axe';
import { visitor, widget, type Visitor } from './support/book';
import { armFault, confirmation, fields, fillDetails, isolated, message, requestsSoFar } from './support/flow';
import { HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { dayButtons, firstDayWithSessions, openSchedule, sessions } from './support/schedule';
import { cspViolations, expect, test } from './support/test';

const TIDE = 'tide-sydney';

/** Books the first session of the first day that has some (of `title` when given). */
async function bookThroughSchedule(root: Locator, who: Visitor, title?: string): Promise<string> {
  await expect(root.getByRole('heading', { name: en.scheduleHeading })).toBeVisible();
  await firstDayWithSessions(root);
  const session = (title ? sessions(root).filter({ hasText: title }) : sessions(root)).first();
  const chosen = (await session.locator('b').nth(1).textContent())!;
  await session.click();
  await expect(root.getByRole('heading', { name: en.formHeading })).toBeFocused();
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  return chosen;
}

for (const name of ['schedule', 'schedule-iframe', 'schedule-npm']) {
  test(`the docs' ${name} snippet, pasted into a blank page, books through the schedule`, async ({ page }) => {
    const files: string[] = [];
    page.on('request', (r) => files.push(new URL(r.url()).pathname));
    await page.goto(`${HOST_ORIGIN}/snippets/${name}.html`);
    const root = name === 'schedule-iframe' ? widget(page.frameLocator('iframe')) : widget(page);
    const who = visitor(`schedule ${name}`);
    const title = await bookThroughSchedule(root, who);
    const booking = await expectOneBookingFor(who.email);
    expect(booking.handle).toBe(TIDE);
    expect(booking.booking_type_title).toBe(title);
    // Its own chunk; each type's week asked for once, no type's whole window.
    expect(files.filter((f) => /^\/schedule-[\w-]+\.js$/.test(f))).toHaveLength(1);
    const weeks = files.filter((f) => f.includes('/availability'));
    expect(weeks.length).toBeGreaterThanOrEqual(30);
  });
}

test('one type’s times fail: its error shows in its place with Try again, while another type books', async ({ page }) => {
  const failing = seedTypeId(TIDE, 'ocean-swim');
  await armFault({ method: 'GET', path: `/v1/public/${TIDE}/booking-types/${failing}/availability`, times: 1, fault: { type: 'malformed' } });
  const root = await openSchedule(page);
  const error = message(en.typeFailed, { type: isolated('Ocean Swim') });
  await expect(root.getByText(error)).toBeVisible();
  await firstDayWithSessions(root);
  await expect(root.getByText(error)).toBeVisible();
  await expect(sessions(root).filter({ hasText: 'Ocean Swim' })).toHaveCount(0);

  const who = visitor('schedule with a failing type');
  const session = sessions(root).first();
  const title = (await session.locator('b').nth(1).textContent())!;
  expect(title).not.toBe('Ocean Swim');
  await session.click();
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  expect((await expectOneBookingFor(who.email)).booking_type_title).toBe(title);

  // Back to the schedule: Try again brings that type's sessions.
  await root.getByRole('button', { name: en.bookAnother }).click();
  await root.getByRole('button', { name: message(en.retryType, { type: isolated('Ocean Swim') }) }).click();
  await expect(root.getByText(error)).toHaveCount(0);
  await expect(root.getByRole('heading', { name: en.scheduleHeading })).toBeFocused();
  await root.getByRole('combobox', { name: en.filterType }).selectOption({ label: 'Ocean Swim' });
  await firstDayWithSessions(root);
  await expect(sessions(root).filter({ hasText: 'Ocean Swim' }).first()).toBeVisible();
  await expect(sessions(root).filter({ hasNotText: 'Ocean Swim' })).toHaveCount(0);
});

test('books through the schedule with the keyboard alone', async ({ page }) => {
  const root = await openSchedule(page);
  await expect(dayButtons(root)).toHaveCount(7);
  const press = async (key: string, target: Locator) => {
    await page.keyboard.press(key);
    await expect(target).toBeFocused();
  };
  // The header's links (the map, the website, Instagram) and its opening hours (once they have
  // come, after the first view), the menus and the closed Filters disclosure, the weeks
  // (previous is disabled in the first), the days, the sessions.
  const hours = root.locator('[part="hours"] summary');
  await expect(hours).toBeVisible();
  await press('Tab', root.locator('[part="map-link"]'));
  await press('Tab', root.getByRole('link', { name: en.websiteLink }));
  await press('Tab', root.getByRole('link', { name: 'Instagram' }));
  await press('Tab', hours);
  await press('Tab', root.getByRole('combobox', { name: en.filterType }));
  await press('Tab', root.getByRole('combobox', { name: en.filterCategory }));
  await press('Tab', root.getByRole('button', { name: en.filters }));
  await press('Tab', root.getByRole('button', { name: en.nextWeek }));
  for (let i = 0; i < 7; i++) await press('Tab', dayButtons(root).nth(i));
  // Saturday the 28th, then its first session.
  await press('Shift+Tab', dayButtons(root).nth(5));
  for (let i = 5; i > 1; i--) await press('Shift+Tab', dayButtons(root).nth(i - 1));
  await press('Enter', dayButtons(root).nth(1));
  await expect(dayButtons(root).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(sessions(root).first()).toBeVisible();
  for (let i = 2; i < 7; i++) await press('Tab', dayButtons(root).nth(i));
  await press('Tab', sessions(root).first());
  // Choosing a session moves focus to the form's heading, as in the other layout.
  await press('Enter', root.getByRole('heading', { name: en.formHeading }));
  const who = visitor('schedule keyboard');
  const f = fields(root);
  await press('Tab', root.getByRole('button', { name: en.back }));
  await press('Tab', f.name);
  await page.keyboard.type(who.name);
  await press('Tab', f.email);
  await page.keyboard.type(who.email);
  await press('Enter', confirmation(root));
  expect((await expectOneBookingFor(who.email)).scheduled_date).toBe('2026-03-28');
});

test('the week buttons keep focus in the widget at the window’s ends: the pressed one is disabled, focus moves to the other', async ({ page }) => {
  const root = await openSchedule(page);
  await expect(dayButtons(root)).toHaveCount(7);
  const previous = root.getByRole('button', { name: en.previousWeek });
  const next = root.getByRole('button', { name: en.nextWeek });
  await expect(previous).toBeDisabled();
  const week = root.locator('.month-nav p');
  /** Presses Enter on the focused `button` until the window's end disables it, each press shown before the next. */
  const pressUntilDisabled = async (button: Locator) => {
    for (let i = 0; i < 20 && !(await button.isDisabled()); i++) {
      await expect(button).toBeFocused();
      const shown = (await week.textContent())!;
      await page.keyboard.press('Enter');
      await expect(week).not.toHaveText(shown);
    }
  };
  await next.focus();
  await pressUntilDisabled(next);
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await pressUntilDisabled(previous);
  await expect(previous).toBeDisabled();
  await expect(next).toBeFocused();
});

test('under a strict Content Security Policy the schedule books with zero violations', async ({ page }) => {
  const response = await page.goto(`${WIDGET_ORIGIN}/pages/strict-csp-schedule.html`);
  expect(response!.headers()['content-security-policy']).toContain("style-src 'self'");
  const who = visitor('schedule strict csp');
  await bookThroughSchedule(widget(page), who);
  await expectOneBookingFor(who.email);
  expect(await cspViolations(page)).toEqual([]);
});

/** The shared audit, and a screenshot of what it saw. */
async function auditSchedule(page: Page, label: string): Promise<void> {
  await audit(page, label);
  await widget(page).screenshot({ path: test.info().outputPath(`schedule-${label.replace(/\W+/g, '-')}.png`) });
}

for (const [label, width, theme, locale] of [
  ['light', 1280, 'light', 'en'],
  ['dark', 1280, 'dark', 'en'],
  ['320 px', 320, 'light', 'en'],
  ['right to left', 1280, 'light', 'ar'],
] as const) {
  test(`zero axe violations in the schedule: ${label}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The seed has no Arabic content: the widget asks for English while the interface is Arabic.
    const failing = seedTypeId(TIDE, 'beach-yoga');
    await armFault({ method: 'GET', path: `/v1/public/${TIDE}/booking-types/${failing}/availability`, times: 1, fault: { type: 'malformed' } });
    const m = locale === 'ar' ? (ar as Messages) : en;
    const root = await openSchedule(page, { theme, locale });
    if (locale === 'ar') await expect(root.locator('[part="root"]')).toHaveAttribute('dir', 'rtl');
    await expect(root.getByRole('heading', { name: m.scheduleHeading })).toBeVisible();
    await firstDayWithSessions(root, m);
    // A type's inline error and the sessions of the others, together.
    await expect(root.locator('.session-failed')).toHaveCount(1);
    await auditSchedule(page, label);
    await sessions(root).first().click();
    await expect(root.getByRole('heading', { name: m.formHeading })).toBeVisible();
    await auditSchedule(page, `${label}, form`);
  });
}

test('the schedule’s requests end with the element', async ({ page }) => {
  // Every week answer is slow: the element is removed while they are in flight.
  await armFault({ method: 'GET', path: `/v1/public/${TIDE}/booking-types/`, times: 30, fault: { type: 'delay', ms: 3000 } });
  const sent: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => r.url().includes('/availability') && sent.push(r.url()));
  page.on('requestfailed', (r) => r.url().includes('/availability') && failed.push(r.failure()?.errorText ?? ''));
  const root = await openSchedule(page);
  await expect(root.getByRole('heading', { name: en.scheduleHeading })).toBeVisible();
  // As many as the limit allows are in flight, the others wait their turn.
  await expect.poll(() => sent.length).toBe(6);
  await root.evaluate((el) => el.remove());
  await expect.poll(() => failed.length).toBe(6);
  expect(failed.every((text) => /ABORTED/.test(text))).toBe(true);
  // The ones still waiting never leave.
  await requestsSoFar(page);
  expect(sent).toHaveLength(6);
});

test('a schedule whose file cannot load: an alert with Try again, a new one for each failed attempt, then the schedule', async ({ page }) => {
  let reachable = false;
  const asked: string[] = [];
  await page.route(`${WIDGET_ORIGIN}/schedule-*.js`, (route) => {
    asked.push(route.request().url());
    return reachable ? route.continue() : route.abort('failed');
  });
  const root = await openSchedule(page);
  const alert = root.getByRole('alert');
  await expect(alert).toContainText(en.scheduleFailed);
  // Loading never takes focus from the page; the visitor's own Try again does.
  await expect(alert).not.toBeFocused();
  await alert.getByRole('button', { name: en.retry }).click();
  await expect.poll(() => asked.length).toBe(2);
  await expect(root.getByRole('alert')).toBeFocused();
  await expect(root.getByRole('alert')).toContainText(en.scheduleFailed);

  reachable = true;
  await root.getByRole('alert').getByRole('button', { name: en.retry }).click();
  await expect(root.getByRole('heading', { name: en.scheduleHeading })).toBeFocused();
  await firstDayWithSessions(root);
  await expect(sessions(root).first()).toBeVisible();
  expect(asked).toHaveLength(3);
});
