/**
 * The space's clock off the happy path, in a real browser against the sandbox: a space whose
 * zone the browser does not know still books, in its wall-clock time; and a widget left open
 * past the space's midnight stops offering the day that has gone by.
 * The sandbox's "now" is Friday 2026-03-27 09:00 UTC.
 */
import { en } from '../src/i18n/catalogs/en';
import { visitor } from './support/book';
import {
  bookedEvents,
  chooseSlot,
  confirmation,
  fields,
  fillDetails,
  message,
  messagePattern,
  openWidget,
  slotButtons,
} from './support/flow';
import { control, expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

test.describe('a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('books frontera-ceramica, whose zone no browser knows, in the space’s time: no local time, no calendar file', async ({ page }) => {
    const errors: unknown[] = [];
    await page.exposeFunction('recordError', (detail: unknown) => errors.push(detail));
    await page.addInitScript(() =>
      document.addEventListener('space-booking:error', (e) => (window as unknown as { recordError(d: unknown): void }).recordError((e as CustomEvent).detail)),
    );
    const bookingStepFile = page.waitForRequest((request) => /\/booking-step-[\w-]{8}\.js$/.test(request.url()));
    const root = await openWidget(page, { handle: 'frontera-ceramica', locale: 'en' });

    // The only type starts at its times, named in the zone as the API gives it.
    await expect(root.getByText(message(en.timesShownIn, { zone: 'America/Nowhere Test' }))).toBeVisible();
    // 09:00 UTC is 03:00 on Friday in the space: Friday 10:00 is its first open time.
    await expect(root.locator('[part~="day"][data-d="2026-03-27"]')).toHaveAttribute('aria-selected', 'true');
    const slot = slotButtons(root).filter({ hasText: /10:00\sAM/ });
    await expect(slot).toHaveAccessibleName(/^Friday, March 27, 2026, 10:00\sAM \(America\/Nowhere Test\)/);
    await expect(slotButtons(root).first()).not.toContainText(message(en.yourTime, { time: '' }).trim());

    const who = visitor('unknown zone');
    await chooseSlot(root, /10:00\sAM/);
    await expect(root.getByText(messagePattern(en.bookedWhen, { date: 'Friday, March 27, 2026', zone: 'America/Nowhere Test' }))).toBeVisible();
    await fillDetails(root, who);
    // The booking step's file (the form, the calendar file) loads as for any space.
    await bookingStepFile;
    await fields(root).submit.click();
    await expect(confirmation(root)).toBeVisible();

    await expect(root.getByText(messagePattern(en.bookedWhen, { date: 'Friday, March 27, 2026', time: /10:00\sAM/, zone: 'America/Nowhere Test' }))).toBeVisible();
    await expect(root.getByText(messagePattern(en.bookedLocalWhen))).toHaveCount(0);
    await expect(root.getByRole('link', { name: en.addToCalendar })).toHaveCount(0);
    await expect(root.getByRole('alert')).toHaveCount(0);

    const booking = await expectOneBookingFor(who.email);
    expect(booking).toMatchObject({ scheduled_date: '2026-03-27', scheduled_start_time: '10:00', scheduled_end_time: '12:00' });
    expect((await bookedEvents(page)).map((e) => e.booking.id)).toEqual([booking.id]);
    expect(errors).toEqual([]);
  });
});

test('a widget left open past the space’s midnight offers its new today first', async ({ page }) => {
  // 23:30 on Friday in London (GMT), for the browser and the sandbox alike.
  await control('clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now: '2026-03-27T23:30:00Z' }) });
  await page.clock.setSystemTime('2026-03-27T23:30:00Z');
  const root = await openWidget(page, { handle: 'lisboa-desks', locale: 'en' });
  const friday = root.locator('[part~="day"][data-d="2026-03-27"]');
  const saturday = root.locator('[part~="day"][data-d="2026-03-28"]');
  // Lisbon keeps London's time in winter. Friday's last half hours are past the 2 hours' notice:
  // Saturday is the first day with times.
  await expect(saturday).toHaveAttribute('aria-selected', 'true');
  await expect(friday).toHaveAttribute('tabindex', '-1');

  // Forty minutes later (the timers that fall due fire): Friday has gone by.
  await control('clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now: '2026-03-28T00:10:00Z' }) });
  await page.clock.fastForward('40:00');
  await expect(friday).not.toHaveAttribute('tabindex');
  await expect(friday).toHaveAttribute('aria-disabled', 'true');
  // The day that came into the window at its far end is asked for and shown.
  await root.getByRole('button', { name: en.nextMonth }).click();
  await root.getByRole('button', { name: en.nextMonth }).click();
  await expect(root.locator('[part~="day"][data-d="2026-05-28"]')).toHaveAttribute('aria-disabled', 'false');
});
