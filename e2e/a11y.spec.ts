/**
 * WCAG 2.2 AA on every step of the booking flow, as axe-core sees it inside the widget's open
 * shadow root: the booking types, date and times, the form (also with its validation errors), a
 * failure alert, the confirmation and a space that takes no bookings; in the light and dark
 * theme, at desktop width and at 320 CSS px (the reflow width: 1280 px at 400 % or 640 px at
 * 200 % zoom), where nothing may scroll sideways. Also right-to-left (Arabic) and a host accent
 * too light for white text.
 */
import type { Locator, Page } from '@playwright/test';
import { ar } from '../src/i18n/catalogs/ar';
import { en } from '../src/i18n/catalogs/en';
import type { Messages } from '../src/i18n/catalogs/en';
import { audit } from './support/axe';
import { visitor } from './support/book';
import {
  armFault,
  chooseSlot,
  chooseType,
  confirmation,
  fields,
  fillDetails,
  messagePattern,
  mountWidget,
  onBookingPost,
  openWidget,
  slotButtons,
  typeButtons,
} from './support/flow';
import { expect, test } from './support/test';

async function setTheme(root: Locator, theme: 'light' | 'dark'): Promise<void> {
  await root.evaluate((el, value) => el.setAttribute('theme', value), theme);
}

/** The answer of a booking whose session filled up meanwhile (API: 409 conflict, capacity_full). */
const CAPACITY_FULL = {
  type: 'status',
  status: 409,
  body: {
    error: {
      type: 'conflict',
      message: 'The session is full',
      booking_failure: { reason: 'capacity_full', override: 'allow_over_capacity' },
    },
  },
} as const;

/** One booking from the first step to the confirmation, auditing each step on the way. */
async function walk(page: Page, root: Locator, m: Messages, label: string, atDates?: () => Promise<void>): Promise<void> {
  await expect(typeButtons(root).first()).toBeVisible();
  await audit(page, `${label}: booking types`);

  await chooseType(root, 'Slow Flow');
  await expect(root.getByRole('heading', { name: m.dateHeading })).toBeVisible();
  await expect(slotButtons(root).first()).toBeVisible();
  // Progress goes through the one polite status region.
  await expect(root.getByRole('status')).toHaveText(messagePattern(m.slotsFound));
  await audit(page, `${label}: date and times`);
  await atDates?.();

  await chooseSlot(root);
  await expect(root.getByRole('heading', { name: m.formHeading })).toBeVisible();
  await audit(page, `${label}: form`);

  const f = fields(root, m);
  await f.submit.click();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  // Said with the first wrong field's reason.
  await expect(root.getByRole('status')).toHaveText(`${m.checkFields} ${m.nameRequired}`);
  await audit(page, `${label}: form with errors`);

  await fillDetails(root, visitor(label), m);
  await armFault(onBookingPost('harbour-yoga', CAPACITY_FULL));
  await f.submit.click();
  await expect(root.getByRole('alert')).toContainText(m.failCapacityFull);
  await expect(slotButtons(root).first()).toBeVisible();
  await audit(page, `${label}: failure alert`);

  await chooseSlot(root);
  await f.submit.click();
  await expect(confirmation(root, m)).toBeVisible();
  await expect(root.getByRole('status')).toHaveText(m.bookedHeading);
  await audit(page, `${label}: confirmation`);
}

for (const width of [1280, 320]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`no WCAG 2.2 AA violations on any step: ${theme} theme, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });
      await setTheme(root, theme);
      await walk(page, root, en, `${theme} ${width}px`);

      // A space that takes no online bookings.
      await root.evaluate((el) => el.remove());
      const closed = await mountWidget(page, { handle: 'quiet-house', locale: 'en' });
      await setTheme(closed, theme);
      await expect(closed.getByText('does not take online bookings')).toBeVisible();
      await audit(page, `${theme} ${width}px: closed space`);
    });
  }
}

test('right to left (Arabic): mirrored layout, no violations on any step', async ({ page }) => {
  // The seed spaces have no Arabic content: the widget asks for the closest the space lists
  // (English), so every step has something to show, while the interface stays Arabic.
  const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'ar' });
  await expect(root.locator('[part="root"]')).toHaveAttribute('dir', 'rtl');
  // That English is marked as English, left to right, inside the Arabic interface.
  const name = root.locator('[part="name"]');
  await expect(name).toHaveAttribute('lang', 'en');
  await expect(name).toHaveAttribute('dir', 'ltr');
  // Aligned as the Arabic around it is.
  await expect(name).toHaveCSS('text-align', 'right');
  await walk(page, root, ar, 'ar', async () => {
    // The previous month is on the right, its arrow points right; Saturday, the first day of an Arabic week, is the rightmost column.
    const box = (l: Locator) => l.boundingBox().then((b) => b!);
    const prev = root.getByRole('button', { name: ar.previousMonth });
    const next = root.getByRole('button', { name: ar.nextMonth });
    expect((await box(prev)).x).toBeGreaterThan((await box(next)).x);
    await expect(prev.locator('span')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    const saturday = root.locator('[part~="day"][data-d="2026-03-28"]');
    const sunday = root.locator('[part~="day"][data-d="2026-03-29"]');
    expect((await box(saturday)).x).toBeGreaterThan((await box(sunday)).x);
    const columns = await root.locator('[part~="day"]').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().x));
    expect((await box(saturday)).x).toBe(Math.max(...columns));
    // Arrow keys follow the mirrored layout: left is the next day.
    await saturday.click();
    await page.keyboard.press('ArrowLeft');
    await expect(sunday).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(saturday).toBeFocused();
  });
});

test('a text colour on the accent that the host sets after the fitting wins over the fitting’s own', async ({ page }) => {
  const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });
  await root.evaluate((el) => (el as HTMLElement).style.setProperty('--sb-accent', 'hsl(50 100% 60%)'));
  await chooseType(root, 'Slow Flow');
  const selected = root.locator('[part~="day"][aria-selected="true"] > span');
  // White is unreadable on that light accent: the fitting puts black on it.
  await expect(selected).toHaveCSS('color', 'rgb(0, 0, 0)');
  // The host then picks its own (readable) text colour: the widget's next step shows it.
  await root.evaluate((el) => (el as HTMLElement).style.setProperty('--sb-on-accent', '#0b1d3a'));
  await chooseSlot(root);
  await expect(fields(root).submit).toHaveCSS('color', 'rgb(11, 29, 58)');
  await expect(fields(root).submit).toHaveCSS('background-color', /^rgb\(255, 2\d\d, 5\d\)$/);
});

test('host accents in any CSS notation get readable text on them, in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });
  await root.evaluate((el) => (el as HTMLElement).style.setProperty('--sb-accent', 'hsl(50 100% 60%)'));
  await chooseType(root, 'Slow Flow');
  const selected = root.locator('[part~="day"][aria-selected="true"] > span');
  await expect(selected).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(selected).toHaveCSS('background-color', /^rgb\(255, 2\d\d, 5\d\)$/);
  // Too light for text on white: links (and focus rings) take the text colour instead.
  await expect(root.getByRole('link', { name: en.websiteLink })).toHaveCSS('color', 'rgb(26, 26, 26)');
  await audit(page, 'light accent: date and times');
  await chooseSlot(root);
  await expect(fields(root).submit).toHaveCSS('color', 'rgb(0, 0, 0)');
  await audit(page, 'light accent: form');

  // A named dark accent in the dark theme: white text on it, and too dark for links on the dark background.
  await root.evaluate((el) => {
    (el as HTMLElement).style.setProperty('--sb-accent', 'rebeccapurple');
    el.setAttribute('theme', 'dark');
  });
  await expect(fields(root).submit).toHaveCSS('background-color', 'rgb(102, 51, 153)');
  await expect(fields(root).submit).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(root.getByRole('link', { name: en.websiteLink })).toHaveCSS('color', 'rgb(236, 236, 236)');
  await audit(page, 'dark accent, dark theme: form');
});
