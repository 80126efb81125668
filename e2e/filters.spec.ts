/**
 * Filters that fit a visitor's week, and bookable days at a glance. The schedule of tide-sydney's
 * 30 types (Australia/Sydney; the visitor's browser is in London) narrowed to Tuesday evenings,
 * and booked; an empty result that says so and clears; the month calendar's day marks and its
 * offer of the next month with times; zero axe violations in light, dark, with a host accent, at
 * 320 px and right to left. The sandbox's "now" is Friday 2026-03-27 09:00 UTC, 20:00 in Sydney.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { blankPage, readmeSnippets } from '../scripts/readme-snippets.mjs';
import { ar } from '../src/i18n/catalogs/ar';
import { en, type Messages } from '../src/i18n/catalogs/en';
import { audit } from './support/axe';
import { visitor, widget } from './support/book';
import { chooseType, confirmation, fields, fillDetails, message, openWidget } from './support/flow';
import { HOST_ORIGIN } from './support/origins';
import { control, expectOneBookingFor } from './support/sandbox';
import { dayButtons, openSchedule, sessions } from './support/schedule';
import { expect, test } from './support/test';

const TIDE = 'tide-sydney';

/** docs/filters.md's snippet pasted into a blank page of the host site, as a person would. */
async function openDocsSnippet(page: Page): Promise<Locator> {
  const code = readmeSnippets(readFileSync(new URL('../docs/filters.md', import.meta.url), 'utf8')).get('filters-schedule');
  if (!code) throw new Error('docs/filters.md has no filters-schedule snippet');
  // A page of the host's own (loopback) origin: a page the test would serve itself would be public
  // to the browser, which then refuses it the loopback addresses of the widget and the sandbox.
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.setContent(blankPage(code, 'filters-schedule'));
  return widget(page);
}

/** Opens the Filters disclosure once the week's sessions are known. */
async function openFilters(root: Locator, m: Messages = en): Promise<void> {
  await expect(dayButtons(root, m)).toHaveCount(7);
  await expect(root.locator('[part="schedule"]')).toHaveAttribute('aria-busy', 'false');
  const toggle = root.getByRole('button', { name: m.filters });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const part = (root: Locator, name: string) => root.getByRole('group', { name: en.filterPartOfDay }).getByRole('checkbox', { name });
const weekday = (root: Locator, name: string, m: Messages = en) => root.getByRole('group', { name: m.filterWeekday }).getByRole('checkbox', { name });
const sessionTimes = (root: Locator) => sessions(root).locator('.session-time > b').allTextContents();

test('a visitor narrows the 30-type schedule to Tuesday evenings, in Sydney’s time, and books one (the docs’ snippet)', async ({ page }) => {
  const root = await openDocsSnippet(page);
  await openFilters(root);
  await part(root, 'Evening, from 5:00 PM').check();
  await weekday(root, 'Tuesday').check();
  // The week (Friday 27 March to Thursday 2 April) has four Tuesday-evening sessions, at 21:00 in
  // Sydney (10:00 in London): the day shown moves to Tuesday.
  await expect(root.getByRole('heading', { name: 'Sessions on Tuesday, March 31, 2026' })).toBeVisible();
  await expect(root.locator('.filter-count')).toHaveText(message(en.sessionsMatch, { count: 4 }));
  await expect(dayButtons(root).nth(4)).toHaveAttribute('aria-pressed', 'true');
  await expect(sessions(root)).toHaveCount(4);
  expect(await sessionTimes(root)).toEqual(['9:00 PM', '9:00 PM', '9:00 PM', '9:00 PM']);
  await expect(sessions(root).first()).toContainText(message(en.yourTime, { time: '11:00 AM' }));
  await expect(root.getByRole('button', { name: message(en.filtersOn, { count: 2 }) })).toBeVisible();
  // Politely said: how many of the week match, then the day's sessions.
  await expect(root.getByRole('status')).toContainText(message(en.sessionsMatch, { count: 4 }));

  // The next week keeps the filters and opens on its Tuesday.
  await root.getByRole('button', { name: en.nextWeek }).click();
  await expect(root.getByRole('heading', { name: 'Sessions on Tuesday, April 7, 2026' })).toBeVisible();
  await expect(root.locator('[part="schedule"]')).toHaveAttribute('aria-busy', 'false');
  await expect(weekday(root, 'Tuesday')).toBeChecked();
  await expect(root.locator('.filter-count')).toHaveText(message(en.sessionsMatch, { count: 4 }));
  await root.getByRole('button', { name: en.previousWeek }).click();
  await expect(root.getByRole('heading', { name: 'Sessions on Tuesday, March 31, 2026' })).toBeVisible();

  const who = visitor('tuesday evening');
  const session = sessions(root).first();
  const title = (await session.locator('.session-about > b').textContent())!;
  await session.click();
  await expect(root.getByRole('heading', { name: en.formHeading })).toBeFocused();
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  const booking = await expectOneBookingFor(who.email);
  expect([booking.booking_type_title, booking.scheduled_date, booking.scheduled_start_time]).toEqual([title, '2026-03-31', '21:00']);
});

test('filters that match nothing say so, and one button clears them', async ({ page }) => {
  const root = await openSchedule(page);
  await openFilters(root);
  // No type of tide-sydney starts on a Tuesday afternoon.
  await part(root, 'Afternoon, 12:00 PM–5:00 PM').check();
  await weekday(root, 'Tuesday').check();
  await expect(root.getByText(en.noSessionsMatch)).toBeVisible();
  await expect(sessions(root)).toHaveCount(0);
  await expect(root.getByRole('status')).toContainText(message(en.sessionsMatch, { count: 0 }));
  await root.locator('.filter-empty').getByRole('button', { name: en.clearFilters }).click();
  await expect(root.getByRole('heading', { name: en.scheduleHeading })).toBeFocused();
  await expect(root.getByText(en.noSessionsMatch)).toHaveCount(0);
  await expect(sessions(root).first()).toBeVisible();
  await expect(weekday(root, 'Tuesday')).not.toBeChecked();
  await expect(root.getByRole('button', { name: en.filters })).toBeVisible();
});

test('the filters work with the keyboard alone', async ({ page }) => {
  const root = await openSchedule(page);
  await expect(dayButtons(root)).toHaveCount(7);
  const toggle = root.getByRole('button', { name: en.filters });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(part(root, 'Morning, before 12:00 PM')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(part(root, 'Morning, before 12:00 PM')).toBeChecked();
  await expect(root.getByRole('button', { name: message(en.filtersOn, { count: 1 }) })).toBeVisible();
  expect((await sessionTimes(root)).every((time) => / AM$/.test(time))).toBe(true);
});

/**
 * The sandbox and the browser at Tuesday 31 March, 23:00 in Sydney: nothing of March can be
 * booked any more (two hours' notice), April can.
 */
async function atEndOfMarch(page: Page): Promise<void> {
  const now = '2026-03-31T12:00:00Z';
  await control('clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now }) });
  await page.clock.setSystemTime(new Date(now));
}

test('the calendar marks bookable days and today, and offers the next month with times from an empty one', async ({ page }) => {
  await atEndOfMarch(page);
  const root = await openWidget(page, { handle: TIDE, locale: 'en' });
  await chooseType(root, 'Ocean Swim');
  const day = (date: string) => root.locator(`[part~="day"][data-d="${date}"]`);
  // April, the first month with times: its Wednesdays and Sundays stand out.
  await expect(root.getByText('April 2026', { exact: true })).toBeVisible();
  await expect(day('2026-04-01')).toHaveClass('has-times');
  await expect(day('2026-04-01')).toHaveAttribute('aria-label', message(en.daysWithTimes, { date: 'Wednesday, April 1, 2026' }));
  await expect(day('2026-04-02')).toHaveClass('closed');
  await expect(day('2026-04-02')).toHaveAttribute('aria-disabled', 'true');
  await expect(root.getByText(/No times to book/)).toHaveCount(0);

  await root.getByRole('button', { name: en.previousMonth }).click();
  await expect(root.getByText('March 2026', { exact: true })).toBeVisible();
  // Today is marked, and like the past days described as not available.
  await expect(day('2026-03-31')).toHaveAttribute('aria-current', 'date');
  await expect(day('2026-03-31')).toHaveAttribute('aria-disabled', 'true');
  await expect(day('2026-03-30')).toHaveClass('past');
  await expect(day('2026-03-30')).toHaveAccessibleDescription(en.dayUnavailable);
  await expect(day('2026-03-31')).toHaveAccessibleDescription(en.dayUnavailable);
  await expect(root.getByText('No times to book in March 2026.')).toBeVisible();
  await root.getByRole('button', { name: 'Show April 2026' }).click();
  await expect(root.getByText('April 2026', { exact: true })).toBeVisible();
  await expect(day('2026-04-01')).toBeFocused();
  await expect(root.getByText(/No times to book/)).toHaveCount(0);
});

for (const [label, width, theme, locale, accent] of [
  ['light', 1280, 'light', 'en', null],
  ['dark', 1280, 'dark', 'en', null],
  ['a host accent, dark', 1280, 'dark', 'en', 'rebeccapurple'],
  ['a light host accent, 320 px', 320, 'light', 'en', 'hsl(50 100% 60%)'],
  ['right to left', 1280, 'light', 'ar', null],
] as const) {
  test(`zero axe violations in the filtered schedule and the calendar: ${label}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const m = locale === 'ar' ? (ar as Messages) : en;
    const dress = (element: Locator) =>
      element.evaluate(
        (el, { theme, accent }) => {
          el.setAttribute('theme', theme);
          if (accent) (el as HTMLElement).style.setProperty('--sb-accent', accent);
        },
        { theme, accent },
      );
    const root = await openSchedule(page, { locale, theme });
    await dress(root);
    if (locale === 'ar') await expect(root.locator('[part="root"]')).toHaveAttribute('dir', 'rtl');
    await openFilters(root, m);
    await root.getByRole('group', { name: m.filterPartOfDay }).getByRole('checkbox').nth(2).check();
    await expect(root.locator('.filter-count')).toBeVisible();
    await expect(root.locator('[part="schedule"]')).toHaveAttribute('aria-busy', 'false');
    await audit(page, `${label}: filtered schedule`);
    await root.screenshot({ path: test.info().outputPath('filtered-schedule.png') });
    await root.evaluate((el) => el.remove());

    await atEndOfMarch(page);
    const calendar = await openWidget(page, { handle: TIDE, locale });
    await dress(calendar);
    await chooseType(calendar, 'Ocean Swim');
    await expect(calendar.locator('[part~="day"].has-times').first()).toBeVisible();
    await audit(page, `${label}: calendar`);
    await calendar.screenshot({ path: test.info().outputPath('calendar.png') });
    await calendar.getByRole('button', { name: m.previousMonth }).click();
    await expect(calendar.locator('.month-empty button')).toBeVisible();
    await audit(page, `${label}: empty month`);
    await calendar.screenshot({ path: test.info().outputPath('calendar-empty.png') });
  });
}

test('a visitor narrows tide-sydney’s 30 booking types to short first-visit offers on the water, and books one', async ({ page }) => {
  const root = await openWidget(page, { handle: TIDE, locale: 'en' });
  const types = root.locator('button[part~="type"]');
  await expect(types).toHaveCount(30);
  await root.getByRole('combobox', { name: en.filterCategory }).selectOption('water');
  await root.getByRole('combobox', { name: en.filterLongest }).selectOption('45');
  await root.getByRole('checkbox', { name: en.filterNewHere }).check();
  // In the sandbox, water is every other type from the first, first-visit offers every fourth from
  // the second (all on land), and lengths go 45, 60, 75, 90 minutes in turn.
  await expect(types).toHaveCount(0);
  await expect(root.getByRole('status').filter({ hasText: en.noTypesMatch })).toBeVisible();
  await root.getByRole('combobox', { name: en.filterCategory }).selectOption('land');
  await root.getByRole('combobox', { name: en.filterLongest }).selectOption('60');
  await expect(types.first()).toBeVisible();
  const shown = ['Sunrise Paddle', 'Kayak Tour', 'Breathwork', 'Pilates Mat', 'Dune Sprint', 'Lifesaving Skills', 'Outrigger Canoe', 'Night Swim'];
  await expect(types.locator('b')).toHaveText(shown);
  await expect(root.getByRole('status').filter({ hasText: message(en.typesMatch, { count: shown.length, total: 30 }) })).toBeVisible();

  await chooseType(root, 'Night Swim');
  await root.locator('button[part~="slot"]').first().click();
  const who = visitor('type filters');
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  await expectOneBookingFor(who.email);
});
