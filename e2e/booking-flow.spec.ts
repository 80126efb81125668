/**
 * The whole booking flow in a real browser against the sandbox, with the visitor's clock and
 * timezone set: header, types, dates and slots, form, confirmation, the booked event, locales.
 * The sandbox's "now" is Friday 2026-03-27 09:00 UTC; London's summer time starts on Sunday the 29th.
 */
import { readFile } from 'node:fs/promises';
import { de } from '../src/i18n/catalogs/de';
import { en } from '../src/i18n/catalogs/en';
import { ja } from '../src/i18n/catalogs/ja';
import { visitor } from './support/book';
import {
  armFault,
  bookedEvents,
  clearFaults,
  chooseDay,
  chooseSlot,
  chooseType,
  confirmation,
  fields,
  fillDetails,
  isolated,
  message,
  messagePattern,
  openWidget,
  recordBookingBodies,
  sandboxRequests,
  slotButtons,
  typeButtons,
} from './support/flow';
import { SANDBOX_NOW } from './support/origins';
import { expectOneBookingFor, sandboxBookings } from './support/sandbox';
import { expect, test } from './support/test';

/** Content requests (profile, booking types, posts) of `handle`, with their `locale` parameter. */
async function contentRequests(handle: string, afterSeq = 0) {
  const prefix = `/v1/public/${handle}`;
  return (await sandboxRequests())
    .filter((r) => r.method === 'GET' && r.seq > afterSeq)
    .map((r) => new URL(r.path, 'http://sandbox.invalid'))
    .filter((u) => u.pathname === prefix || u.pathname === `${prefix}/booking-types` || u.pathname === `${prefix}/posts`)
    .map((u) => ({ path: u.pathname, locale: u.searchParams.get('locale') }));
}

test.describe('a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('books harbour-yoga (London) in English across the DST change: local time, zone, event, .ics', async ({ page }) => {
    await page.clock.setFixedTime(SANDBOX_NOW);
    const bodies = recordBookingBodies(page);
    const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });

    // Header: API text, https website as a safe link.
    await expect(root.getByRole('heading', { name: 'Harbour Yoga' })).toBeVisible();
    await expect(root.getByText('Yoga by the water, from sunrise to late night')).toBeVisible();
    const website = root.getByRole('link', { name: en.websiteLink });
    await expect(website).toHaveAttribute('href', 'https://harbour-yoga.example.com/');
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expect(website).toHaveAttribute('rel', /noreferrer/);
    await expect(root.locator('[part="root"]')).toHaveAttribute('lang', 'en');

    // Types: five live ones (the archived Aerial Basics is never shown), GBP prices, intro offer.
    await expect(typeButtons(root)).toHaveCount(5);
    await expect(root.getByText('Aerial Basics')).toHaveCount(0);
    const vinyasa = typeButtons(root).filter({ hasText: 'Sunrise Vinyasa' });
    await expect(vinyasa).toContainText('£14.00');
    await expect(vinyasa).toContainText(message(en.introOffer, { price: '£5.00' }));
    await chooseType(root, 'Sunrise Vinyasa');

    // "Today" is the space's Friday; the earliest open day (Saturday 08:00) is selected first.
    await expect(root.getByRole('heading', { name: en.dateHeading })).toBeVisible();
    await expect(root.locator('[part~="day"][data-d="2026-03-28"]')).toHaveAttribute('aria-selected', 'true');
    await expect(root.locator('[part~="day"][data-d="2026-03-27"]')).toHaveAttribute('aria-disabled', 'true');
    // The space's timezone is named on screen.
    await expect(root.getByText(messagePattern(en.timesShownIn, { zone: /(?:United Kingdom Time|.*London.*)/ }))).toBeVisible();

    // Sunday 29 March, 09:00 in London (BST, UTC+1) is 04:00 in New York (EDT, UTC-4), not 05:00.
    await chooseDay(root, '2026-03-29');
    const slot = slotButtons(root).filter({ hasText: /9:00\sAM/ });
    await expect(slot).toHaveCount(1);
    await expect(slot).toHaveAccessibleName(/Sunday, March 29, 2026, 9:00\sAM/);
    await expect(slot).toContainText(messagePattern(en.yourTime, { time: /4:00\sAM/ }));
    await expect(slot).not.toContainText('5:00');
    await slot.click();

    // Form: visible labels, consent unticked, notes counter.
    await expect(root.getByRole('heading', { name: en.formHeading })).toBeVisible();
    await expect(root.getByRole('checkbox', { name: message(en.consentLabel, { space: isolated('Harbour Yoga') }) })).not.toBeChecked();
    const who = { ...visitor('new york'), notes: 'First class, a bit stiff.' };
    await fillDetails(root, who);
    await expect(root.getByText(message(en.notesCounter, { count: who.notes.length, max: 1000 }))).toBeVisible();
    await fields(root).submit.click();

    // Confirmation: space time with its zone, the visitor's time, calendar file, book another.
    await expect(confirmation(root)).toBeVisible();
    await expect(root.locator('[part="confirmation"]')).toContainText(/Sunday, March 29, 2026 at 9:00\sAM/);
    await expect(root.locator('[part="confirmation"]')).toContainText(/4:00\sAM your time/);
    await expect(root.getByRole('button', { name: en.bookAnother })).toBeVisible();

    // The request: the slot's own wall-clock date and time, source external_partner, no consent.
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      booking_type_id: expect.any(String),
      scheduled_date: '2026-03-29',
      scheduled_start_time: '09:00',
      customer: { name: who.name, email: who.email },
      source: 'external_partner',
      marketing_consent: false,
      notes: who.notes,
    });
    const booking = await expectOneBookingFor(who.email);
    expect(booking).toMatchObject({ scheduled_date: '2026-03-29', scheduled_start_time: '09:00', source: 'external_partner' });
    expect(booking.marketing_consent).toMatchObject({ given: false });

    // space-booking:booked reached the host document with the created booking.
    const events = await bookedEvents(page);
    expect(events).toHaveLength(1);
    expect(events[0]!.booking).toMatchObject({ id: booking.id, scheduled_date: '2026-03-29', scheduled_start_time: '09:00' });

    // The .ics download carries the absolute instant: 08:00 UTC, for 60 minutes.
    const downloadPromise = page.waitForEvent('download');
    await root.getByRole('link', { name: en.addToCalendar }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/^DTSTART:20260329T080000Z\r?$/m);
    expect(ics).toMatch(/^DTEND:20260329T090000Z\r?$/m);

    // "Book another" starts again without a reload.
    await root.getByRole('button', { name: en.bookAnother }).click();
    await expect(root.getByRole('heading', { name: en.typesHeading })).toBeVisible();
  });

  test('books wien-atelier in de-AT: every content request says de-AT, German interface, euro prices', async ({ page }) => {
    await page.clock.setFixedTime(SANDBOX_NOW);
    const root = await openWidget(page, { handle: 'wien-atelier', locale: 'de-AT' });
    await expect(root.locator('[part="root"]')).toHaveAttribute('lang', 'de-AT');
    await expect(root.getByRole('heading', { name: de.typesHeading })).toBeVisible();
    await expect(root.getByText('Malen und Drucken im Siebten')).toBeVisible();
    // Content keyed by de-AT: both types, titles in German.
    await expect(typeButtons(root)).toHaveCount(2);
    const aquarell = typeButtons(root).filter({ hasText: 'Aquarell am Abend' });
    await expect(aquarell).toContainText(/€\s?48,00|48,00\s€/);
    await chooseType(root, 'Aquarell am Abend');

    // Tuesday 31 March, 18:00 in Vienna (CEST) is 12:00 in New York (EDT).
    await chooseDay(root, '2026-03-31');
    await expect(root.getByText(messagePattern(de.timesShownIn, { zone: /Mitteleuropäische Zeit|.*Wien.*/ }))).toBeVisible();
    const slot = slotButtons(root).filter({ hasText: '18:00' });
    await expect(slot).toContainText(message(de.yourTime, { time: '12:00' }));
    await slot.click();
    const who = visitor('wien');
    await fillDetails(root, who, de);
    await fields(root, de).submit.click();
    await expect(confirmation(root, de)).toBeVisible();
    const booking = await expectOneBookingFor(who.email);
    expect(booking).toMatchObject({ handle: 'wien-atelier', scheduled_date: '2026-03-31', scheduled_start_time: '18:00' });

    // Locale-exact: profile and types asked for de-AT, never de, en or anything else.
    const content = await contentRequests('wien-atelier');
    expect(content.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v1/public/wien-atelier', '/v1/public/wien-atelier/booking-types']),
    );
    for (const request of content) expect(request.locale, request.path).toBe('de-AT');
  });
});

test.describe('a visitor in London', () => {
  test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

  test('lisboa-desks: 48 half-hour slots a day across the 62-day window, one day rendered at a time, 46 the morning clocks go forward', async ({ page }) => {
    await page.clock.setFixedTime(SANDBOX_NOW);
    const root = await openWidget(page, { handle: 'lisboa-desks', locale: 'en' });
    // The only booking type is chosen by itself.
    await expect(root.getByRole('heading', { name: en.dateHeading })).toBeVisible();
    await chooseDay(root, '2026-03-28');
    await expect(slotButtons(root)).toHaveCount(48);
    // Lisbon keeps London's clock: one time per slot, named with its date and zone.
    const first = slotButtons(root).first();
    await expect(first).toHaveText(new RegExp(`^12:00\\sAM ${message(en.placesLeft, { count: 20 })}$`));
    await expect(first).toHaveAccessibleName(/^Saturday, March 28, 2026, 12:00\sAM \(.+\) 20 left$/);
    await expect(slotButtons(root).last()).toHaveText(/^11:30\sPM/);

    // 01:00 and 01:30 do not exist in Lisbon on 29 March.
    await chooseDay(root, '2026-03-29');
    await expect(slotButtons(root)).toHaveCount(46);
    await expect(slotButtons(root).filter({ hasText: /^1:\d\d\sAM/ })).toHaveCount(0);
    await expect(slotButtons(root).filter({ hasText: /^2:00\sAM/ })).toHaveCount(1);

    // The last day of the window, two months on, has all its slots; the next day has none.
    const next = root.getByRole('button', { name: en.nextMonth });
    await next.click();
    await next.click();
    await chooseDay(root, '2026-05-27');
    await expect(slotButtons(root)).toHaveCount(48);
    await expect(root.locator('[part~="day"][data-d="2026-05-28"]')).toHaveAttribute('aria-disabled', 'true');
    // Only the chosen day's slots are in the document, never the window's 2,900.
    expect(await root.locator('button[part~="slot"]').count()).toBe(48);
  });

  test('books sakura-studio (Tokyo) in Japanese: yen without decimals, local time beside Tokyo time', async ({ page }) => {
    await page.clock.setFixedTime(SANDBOX_NOW);
    const root = await openWidget(page, { handle: 'sakura-studio', locale: 'ja' });
    await expect(root.locator('[part="root"]')).toHaveAttribute('lang', 'ja');
    await expect(root.getByRole('heading', { name: ja.typesHeading })).toBeVisible();
    // The Japanese-only calligraphy class is offered in ja.
    await expect(typeButtons(root)).toHaveCount(4);
    const tea = typeButtons(root).filter({ hasText: '茶道体験' });
    await expect(tea).toContainText(/[¥￥]3,500/);
    await expect(tea).not.toContainText(/3,500[.,]\d/);
    await expect(typeButtons(root).filter({ hasText: '生け花' })).toContainText(/[¥￥]2,000/);
    await chooseType(root, '茶道体験');

    // Saturday 28 March 10:00 in Tokyo (UTC+9) is 01:00 in London (GMT).
    await expect(root.locator('[part~="day"][data-d="2026-03-28"]')).toHaveAttribute('aria-selected', 'true');
    const slot = slotButtons(root).filter({ hasText: '10:00' });
    await expect(slot).toContainText(message(ja.yourTime, { time: '1:00' }));
    await slot.click();
    const who = visitor('tokyo');
    await fillDetails(root, who, ja);
    await fields(root, ja).submit.click();
    await expect(confirmation(root, ja)).toBeVisible();
    const booking = await expectOneBookingFor(who.email);
    expect(booking).toMatchObject({ handle: 'sakura-studio', scheduled_date: '2026-03-28', scheduled_start_time: '10:00' });
    for (const request of await contentRequests('sakura-studio')) expect(request.locale, request.path).toBe('ja');

    // The calendar file: 10:00 in Tokyo is 01:00 UTC.
    const href = await root.getByRole('link', { name: ja.addToCalendar }).getAttribute('href');
    const ics = decodeURIComponent(href!.slice(href!.indexOf(',') + 1));
    expect(ics).toMatch(/^DTSTART:20260328T010000Z\r?$/m);
  });

  test('a single booking type is selected at once (himal-sound, Kathmandu UTC+5:45)', async ({ page }) => {
    await page.clock.setFixedTime(SANDBOX_NOW);
    const root = await openWidget(page, { handle: 'himal-sound', locale: 'en' });
    await expect(root.getByRole('heading', { name: en.dateHeading })).toBeVisible();
    await expect(typeButtons(root)).toHaveCount(0);
    await expect(root.getByText('Singing Bowl Journey')).toBeVisible();
    // Now is 14:45 in Kathmandu: the 17:45 session is today's; in London that is 12:00.
    await expect(root.locator('[part~="day"][data-d="2026-03-27"]')).toHaveAttribute('aria-selected', 'true');
    const slot = slotButtons(root).filter({ hasText: /5:45\sPM/ });
    await expect(slot).toContainText(messagePattern(en.yourTime, { time: /12:00\sPM/ }));
    await expect(root.getByText(messagePattern(en.timesShownIn, { zone: /Nepal Time|.*Kathmandu.*/ }))).toBeVisible();
    await slot.click();
    const who = visitor('kathmandu');
    await fillDetails(root, who);
    await fields(root).submit.click();
    await expect(confirmation(root)).toBeVisible();
    expect(await expectOneBookingFor(who.email)).toMatchObject({ handle: 'himal-sound', scheduled_start_time: '17:45' });
  });

  test('all 30 booking types of tide-sydney are offered, archived ones never, and the last one books', async ({ page }) => {
    await page.clock.setFixedTime(SANDBOX_NOW);
    const root = await openWidget(page, { handle: 'tide-sydney', locale: 'en' });
    await expect(typeButtons(root)).toHaveCount(30);
    await expect(typeButtons(root).first()).toContainText('Ocean Swim');
    await expect(typeButtons(root).last()).toContainText('Night Swim');
    for (const archived of ['Winter Swim Club', 'Old Harbour Row', 'Beach Bootcamp 2025']) {
      await expect(root.getByText(archived)).toHaveCount(0);
    }
    await expect(typeButtons(root).first()).toContainText('A$25.00');
    await chooseType(root, 'Night Swim');
    await chooseSlot(root);
    const who = visitor('sydney');
    await fillDetails(root, who);
    await fields(root).submit.click();
    await expect(confirmation(root)).toBeVisible();
    expect((await expectOneBookingFor(who.email)).booking_type_title).toBe('Night Swim');
  });

  test('a space that takes no online bookings shows its offer and a message instead of the booking step', async ({ page }) => {
    const root = await openWidget(page, { handle: 'quiet-house', locale: 'en' });
    await expect(root.getByRole('heading', { name: 'Quiet House' })).toBeVisible();
    await expect(root.getByText('Silent Sitting')).toBeVisible();
    await expect(root.getByText(message(en.bookingsClosed, { space: isolated('Quiet House') }))).toBeVisible();
    await expect(root.getByRole('link', { name: message(en.visitSpace, { space: isolated('Quiet House') }) })).toHaveAttribute(
      'href',
      'https://quiet-house.example.de/',
    );
    // Nothing to click through to a booking.
    await expect(typeButtons(root)).toHaveCount(0);
    await expect(slotButtons(root)).toHaveCount(0);
    await expect(root.getByRole('button', { name: en.submit })).toHaveCount(0);
    expect((await sandboxRequests()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  test('links only for http(s): failure-lab’s javascript: website and data: logo are ignored', async ({ page }) => {
    const root = await openWidget(page, { handle: 'failure-lab', locale: 'en' });
    await expect(root.getByRole('heading', { name: 'Failure Lab' })).toBeVisible();
    await expect(typeButtons(root)).toHaveCount(8);
    // The one link is the address's map search, which the widget makes itself.
    await expect(root.getByRole('link')).toHaveCount(1);
    await expect(root.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?/);
    await expect(root.locator('[href*="javascript:" i], [src^="data:" i], img')).toHaveCount(0);
    await expect(root.getByText('Every way a booking can be refused')).toBeVisible();
  });

  test('the language switcher offers the space’s locales and re-fetches content in the chosen one', async ({ page }) => {
    const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });
    await expect(typeButtons(root)).toHaveCount(5);
    const language = root.getByRole('combobox', { name: en.languageLabel });
    await expect(language.locator('option')).toHaveText(['English', 'Deutsch', 'français']);
    const before = Math.max(...(await sandboxRequests()).map((r) => r.seq));
    expect((await contentRequests('harbour-yoga')).every((r) => r.locale === 'en')).toBe(true);

    await language.selectOption('de');
    await expect(root.locator('[part="root"]')).toHaveAttribute('lang', 'de');
    await expect(page.locator('space-booking')).toHaveAttribute('locale', 'de');
    await expect(root.getByRole('heading', { name: de.typesHeading })).toBeVisible();
    await expect(root.getByText('Yoga am Wasser, vom Sonnenaufgang bis spät in die Nacht')).toBeVisible();
    // Content the space has not translated is absent, never filled in from English.
    await expect(typeButtons(root)).toHaveCount(3);
    await expect(typeButtons(root).filter({ hasText: 'Vinyasa bei Sonnenaufgang' })).toContainText(/14,00\s£/);
    await expect(root.getByText('Night Owl Yoga Nidra')).toHaveCount(0);

    const content = await contentRequests('harbour-yoga', before);
    expect(content.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v1/public/harbour-yoga', '/v1/public/harbour-yoga/booking-types']),
    );
    for (const request of content) expect(request.locale, request.path).toBe('de');
  });

  test('invalid details are marked field by field and nothing is sent; consent is sent only when ticked', async ({ page }) => {
    const bodies = recordBookingBodies(page);
    const root = await openWidget(page, { handle: 'failure-lab', locale: 'en', bookingType: 'works' });
    await chooseSlot(root);
    const f = fields(root);
    await f.email.fill('not-an-email');
    await f.submit.click();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(root.getByText(en.nameRequired, { exact: true })).toBeVisible();
    await expect(f.name).toBeFocused();
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(root.getByText(en.emailInvalid, { exact: true })).toBeVisible();
    await f.notes.fill('x'.repeat(1001));
    await expect(root.getByText(message(en.notesCounter, { count: 1001, max: 1000 }))).toBeVisible();
    await f.submit.click();
    await expect(root.getByText(message(en.notesTooLong, { max: 1000 }), { exact: true })).toBeVisible();
    expect(bodies).toEqual([]);

    const who = visitor('consent');
    await fillDetails(root, { ...who, notes: '' });
    await root.getByRole('checkbox', { name: message(en.consentLabel, { space: isolated('Failure Lab') }) }).check();
    await f.submit.click();
    await expect(confirmation(root)).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ marketing_consent: true, source: 'external_partner' });
    expect(bodies[0]).not.toHaveProperty('notes');
    expect((await sandboxBookings()).map((b) => (b.marketing_consent as { given?: boolean }).given)).toEqual([true]);
  });
});

test.describe('loading fails', () => {
  test('the page: an alert with "Try again", which loads it', async ({ page }) => {
    // Every attempt at the profile fails until the server recovers (the client retries GETs itself).
    await armFault({ method: 'GET', path: '/v1/public/harbour-yoga?locale=en', times: 100, fault: { type: 'status', status: 503 } });
    const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'en' });
    const alert = root.getByRole('alert');
    await expect(alert).toContainText(en.loadFailed, { timeout: 20_000 });
    await clearFaults();
    await alert.getByRole('button', { name: en.retry }).click();
    await expect(root.getByRole('heading', { name: 'Harbour Yoga' })).toBeVisible();
    await expect(typeButtons(root)).toHaveCount(5);
    await expect(root.getByRole('alert')).toHaveCount(0);
  });

  test('the times: an alert with "Try again", which shows them', async ({ page }) => {
    await armFault({ method: 'GET', path: '/availability', times: 100, fault: { type: 'status', status: 503 } });
    const root = await openWidget(page, { handle: 'himal-sound', locale: 'en' });
    const alert = root.getByRole('alert');
    await expect(alert).toContainText(en.availabilityFailed, { timeout: 20_000 });
    await expect(slotButtons(root)).toHaveCount(0);
    await clearFaults();
    await alert.getByRole('button', { name: en.retry }).click();
    await expect(slotButtons(root).first()).toBeVisible();
    await expect(root.getByRole('alert')).toHaveCount(0);
  });
});
