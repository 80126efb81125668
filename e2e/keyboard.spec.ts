/**
 * A whole booking with the keyboard only: Tab, Shift+Tab, arrow keys, Home/End, PageUp/PageDown,
 * Enter, Space, Escape and typing. No clicks and no focus() calls: the test only presses keys
 * and checks where focus lands after each step, after a validation error and after a failure.
 * The sandbox's "now" is Friday 2026-03-27 09:00 in London; Slow Flow runs Saturdays 10:30,
 * Sundays 09:00, Tuesdays and Thursdays 19:00.
 */
import type { Locator, Page } from '@playwright/test';
import { en } from '../src/i18n/catalogs/en';
import { visitor } from './support/book';
import { confirmation, fields, isolated, message, openWidget, slotButtons, typeButtons } from './support/flow';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

const day = (root: Locator, date: string) => root.locator(`[part~="day"][data-d="${date}"]`);
const heading = (root: Locator, name: string) => root.getByRole('heading', { name, exact: true });

/** Presses `key` and expects focus on `target` afterwards. */
async function press(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** A visible focus ring: a 3 px solid outline (in the accent, or the text colour where the accent is too faint). */
async function expectRing(target: Locator): Promise<void> {
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(target).toHaveCSS('outline-width', '3px');
}

/** Nothing in the widget holds focus. */
async function focusOutside(root: Locator): Promise<void> {
  await expect.poll(() => root.evaluate((host) => host.shadowRoot!.activeElement?.outerHTML ?? null)).toBeNull();
}

test('books a session with the keyboard alone, focus following every step', async ({ page }) => {
  const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });
  const types = typeButtons(root);
  await expect(types).toHaveCount(5);

  // Tab order: the header's map link, website, links elsewhere, opening hours (once they have
  // come, after the first view) and language, then the sessions.
  const hours = root.locator('[part="hours"] summary');
  await expect(hours).toBeVisible();
  await press(page, 'Tab', root.locator('[part="map-link"]'));
  await press(page, 'Tab', root.getByRole('link', { name: en.websiteLink }));
  for (const site of ['Instagram', 'Facebook', 'news.harbour-yoga.example.com']) await press(page, 'Tab', root.getByRole('link', { name: site }));
  await press(page, 'Tab', hours);
  await press(page, 'Tab', root.getByRole('combobox', { name: en.languageLabel }));
  await press(page, 'Tab', types.nth(0));
  await press(page, 'Tab', types.nth(1));
  await expect(types.nth(1)).toContainText('Slow Flow');
  await expectRing(types.nth(1));
  await press(page, 'Shift+Tab', types.nth(0));
  await press(page, 'Tab', types.nth(1));

  // Choosing a session moves focus to the next step's heading.
  await press(page, 'Enter', heading(root, en.dateHeading));
  await expect(day(root, '2026-03-28')).toHaveAttribute('aria-selected', 'true');

  // Back, next month (previous is disabled in the first month), then the grid: one tab stop, on the selected day.
  await press(page, 'Tab', root.getByRole('button', { name: en.back }));
  await press(page, 'Tab', root.getByRole('button', { name: en.nextMonth }));
  await press(page, 'Tab', day(root, '2026-03-28'));
  await expect(root.locator('[part~="day"][tabindex="0"]')).toHaveCount(1);
  await expectRing(day(root, '2026-03-28').locator('span'));

  // Arrow keys by day and week, Home/End to the week's Sunday and Saturday (an `en` week starts
  // on Sunday), PageDown/PageUp by month.
  await press(page, 'ArrowRight', day(root, '2026-03-29'));
  await press(page, 'ArrowDown', day(root, '2026-04-05'));
  await expect(root.getByRole('grid', { name: 'April 2026' })).toBeVisible();
  await press(page, 'ArrowLeft', day(root, '2026-04-04'));
  await press(page, 'Home', day(root, '2026-03-29'));
  await expect(root.getByRole('grid', { name: 'March 2026' })).toBeVisible();
  await press(page, 'End', day(root, '2026-04-04'));
  await press(page, 'PageDown', day(root, '2026-05-04'));
  await expect(root.getByRole('grid', { name: 'May 2026' })).toBeVisible();
  await press(page, 'PageUp', day(root, '2026-04-04'));
  await press(page, 'ArrowUp', day(root, '2026-03-28'));
  // Today (no times left) is the window's first day: the arrows stop there.
  await press(page, 'ArrowLeft', day(root, '2026-03-27'));
  await press(page, 'ArrowLeft', day(root, '2026-03-27'));
  await expect(root.locator('[part~="day"][tabindex="0"]')).toHaveCount(1);
  // A day without times cannot be chosen.
  await press(page, 'Enter', day(root, '2026-03-27'));
  await expect(day(root, '2026-03-28')).toHaveAttribute('aria-selected', 'true');

  // Space chooses Sunday the 29th; focus stays on the day, its times follow in the tab order.
  await press(page, 'ArrowRight', day(root, '2026-03-28'));
  await press(page, 'ArrowRight', day(root, '2026-03-29'));
  await press(page, 'Space', day(root, '2026-03-29'));
  await expect(day(root, '2026-03-29')).toHaveAttribute('aria-selected', 'true');
  await expect(heading(root, 'Times on Sunday, March 29, 2026')).toBeVisible();
  const slot = slotButtons(root).first();
  await press(page, 'Tab', slot);
  await expectRing(slot);
  await expect(slot).toHaveAccessibleName(/Sunday, March 29, 2026, 9:00\sAM/);
  // Shift+Tab returns to the grid on the chosen day (roving tab stop).
  await press(page, 'Shift+Tab', day(root, '2026-03-29'));
  await press(page, 'Tab', slot);

  // Choosing a time moves focus to the form's heading; Escape goes back to the times.
  await press(page, 'Enter', heading(root, en.formHeading));
  await press(page, 'Escape', heading(root, en.dateHeading));
  await expect(day(root, '2026-03-29')).toHaveAttribute('aria-selected', 'true');
  await press(page, 'Tab', root.getByRole('button', { name: en.back }));
  await press(page, 'Tab', root.getByRole('button', { name: en.nextMonth }));
  await press(page, 'Tab', day(root, '2026-03-29'));
  await press(page, 'Tab', slot);
  await press(page, 'Space', heading(root, en.formHeading));

  // The form: a mistyped email sends focus back to the field that needs fixing.
  const f = fields(root);
  const who = visitor('keyboard');
  await press(page, 'Tab', root.getByRole('button', { name: en.back }));
  await press(page, 'Tab', f.name);
  await expectRing(f.name);
  await page.keyboard.type(who.name);
  await press(page, 'Tab', f.email);
  await page.keyboard.type('ada@');
  await press(page, 'Enter', f.email);
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAccessibleDescription(en.emailInvalid);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(who.email);
  await expect(f.email).toHaveAttribute('aria-invalid', 'false');
  await press(page, 'Tab', f.notes);
  await page.keyboard.type('Booked without a mouse.');
  const consent = root.getByRole('checkbox', { name: message(en.consentLabel, { space: isolated('Harbour Yoga') }) });
  await press(page, 'Tab', consent);
  await press(page, 'Space', consent);
  await expect(consent).toBeChecked();
  // "Remember my details on this device" stays unticked.
  await press(page, 'Tab', root.getByRole('checkbox', { name: en.rememberDetails }));
  await press(page, 'Tab', f.submit);

  // Booked: focus on the confirmation's heading.
  await press(page, 'Enter', confirmation(root));
  const booking = await expectOneBookingFor(who.email);
  expect(booking).toMatchObject({ scheduled_date: '2026-03-29', scheduled_start_time: '09:00', customer: { name: who.name } });
  expect(booking.marketing_consent).toMatchObject({ given: true });

  // Nothing traps focus: past the last control, Tab leaves the widget.
  await press(page, 'Tab', root.getByRole('link', { name: en.addToCalendar }));
  await press(page, 'Tab', root.getByRole('link', { name: en.addToGoogleCalendar }));
  await press(page, 'Tab', root.getByRole('link', { name: en.addToOutlook }));
  await press(page, 'Tab', root.getByRole('button', { name: en.bookAnother }));
  await page.keyboard.press('Tab');
  await focusOutside(root);
});

test('the month buttons keep focus in the widget at the window’s ends: the pressed one is disabled, focus moves to the other', async ({ page }) => {
  const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });
  await typeButtons(root).filter({ hasText: 'Slow Flow' }).click();
  const previous = root.getByRole('button', { name: en.previousMonth });
  const next = root.getByRole('button', { name: en.nextMonth });
  await expect(previous).toBeDisabled();
  await next.focus();
  // The window runs from 27 March to late May: April, then May, its last month.
  await press(page, 'Enter', next);
  await expect(root.getByRole('grid', { name: 'April 2026' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(root.getByRole('grid', { name: 'May 2026' })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await press(page, 'Enter', previous);
  await page.keyboard.press('Enter');
  await expect(root.getByRole('grid', { name: 'March 2026' })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeFocused();
  // And Tab goes on from there, inside the widget.
  await press(page, 'Shift+Tab', root.getByRole('button', { name: en.back }));
});

test('after a refused booking focus is on the alert, and Escape steps back', async ({ page }) => {
  // Every booking of this session fails: the session is full (409 capacity_full).
  const root = await openWidget(page, { handle: 'failure-lab', locale: 'en', bookingType: 'capacity-full' });
  await expect(slotButtons(root).first()).toBeVisible();
  // A preselected session starts at the times without taking focus from the page.
  await focusOutside(root);

  // The header's one link: its address on a map.
  await press(page, 'Tab', root.locator('[part="map-link"]'));
  await press(page, 'Tab', root.getByRole('button', { name: en.back }));
  await press(page, 'Tab', root.getByRole('button', { name: en.nextMonth }));
  await press(page, 'Tab', day(root, '2026-03-27'));
  await press(page, 'Tab', slotButtons(root).first());
  await press(page, 'Enter', heading(root, en.formHeading));

  const f = fields(root);
  const who = visitor('keyboard failure');
  await press(page, 'Tab', root.getByRole('button', { name: en.back }));
  await press(page, 'Tab', f.name);
  await page.keyboard.type(who.name);
  await press(page, 'Tab', f.email);
  await page.keyboard.type(who.email);
  // Enter in a field sends the form.
  const alert = root.getByRole('alert');
  await press(page, 'Enter', alert);
  await expect(alert).toContainText(en.failCapacityFull);
  await expectRing(alert);
  // The session is full: the alert's next open times of the session come next in the tab order,
  // then the times shown again below it.
  await expect(heading(root, en.dateHeading)).toBeVisible();
  const nextTimes = alert.locator('.next-times button');
  await expect(nextTimes).toHaveCount(3);
  for (let index = 0; index < 3; index++) await press(page, 'Tab', nextTimes.nth(index));
  await press(page, 'Tab', root.getByRole('button', { name: en.back }));

  // Escape: back to the sessions, focus on their heading, the failed one still marked.
  await press(page, 'Escape', heading(root, en.typesHeading));
  await expect(typeButtons(root).filter({ hasText: 'Always capacity full' })).toHaveAttribute('aria-pressed', 'true');
  await expect(alert).toHaveCount(0);
});
