/**
 * What a customer sees when a booking fails: a plain message of its own in role="alert" with
 * focus moved to it, a way forward, everything typed still there, and never a host's override
 * (no wording, no request field).
 */
import type { Locator, Page } from '@playwright/test';
import { de } from '../src/i18n/catalogs/de';
import { en, type MessageKey } from '../src/i18n/catalogs/en';
import { visitor } from './support/book';
import {
  AFTER_RETRIES,
  armFault,
  atFilledForm,
  bookingPosts,
  chooseSlot,
  chooseType,
  clearFaults,
  confirmation,
  expectDetailsKept,
  expectFocusedAlert,
  expectOneBookingOneKey,
  fields,
  fillDetails,
  isolated,
  LAB,
  message,
  onBookingPost,
  openWidget,
  OVERRIDE_WORDS,
  recordBookingBodies,
  sandboxRequests,
  widgetText,
  WORKS,
  type Details,
  type FaultRule,
} from './support/flow';
import { sandboxBookings } from './support/sandbox';
import { expect, test } from './support/test';

const SPACE = 'Failure Lab';
/** The fields a guest booking may carry; anything else (an override flag) fails the test. */
const BODY_FIELDS = ['booking_type_id', 'customer', 'marketing_consent', 'notes', 'scheduled_date', 'scheduled_start_time', 'source'];

const REFUSALS: { reason: string; key: MessageKey }[] = [
  { reason: 'capacity_full', key: 'failCapacityFull' },
  { reason: 'policy_window', key: 'failPolicyWindow' },
  { reason: 'duplicate_booking', key: 'failDuplicate' },
  { reason: 'bookings_disabled', key: 'failBookingsDisabled' },
  { reason: 'booking_type_not_found', key: 'failTypeNotFound' },
  { reason: 'space_unavailable', key: 'failSpaceUnavailable' },
  { reason: 'tier_blocked', key: 'failTierBlocked' },
];

const text = (key: MessageKey, params: Record<string, string | number> = { space: isolated(SPACE) }) => message(en[key], params);

/** Never an override: not in anything the widget shows, not in anything it sent. */
async function expectNoOverride(root: Locator, bodies: Record<string, unknown>[]): Promise<void> {
  expect(await widgetText(root)).not.toMatch(OVERRIDE_WORDS);
  for (const body of bodies) {
    expect(BODY_FIELDS).toEqual(expect.arrayContaining(Object.keys(body)));
    expect(JSON.stringify(body)).not.toMatch(/allow_|overrid|bypass/i);
    expect(body.customer && Object.keys(body.customer as object).sort()).toEqual(['email', 'name']);
  }
}

async function fillLabForm(root: Locator, typeTitle: string, who: Details): Promise<void> {
  await chooseType(root, typeTitle);
  await chooseSlot(root);
  await fillDetails(root, who);
}

test.describe('each booking_failure reason has its own customer message', () => {
  for (const { reason, key } of REFUSALS) {
    test(`${reason}`, async ({ page }) => {
      const bodies = recordBookingBodies(page);
      const root = await openWidget(page, { handle: LAB, locale: 'en' });
      const who = { ...visitor(reason), notes: `Notes for ${reason}` };
      await fillLabForm(root, `Always ${reason.replace(/_/g, ' ')}`, who);
      await fields(root).submit.click();

      const alert = await expectFocusedAlert(root, text(key));
      for (const other of REFUSALS.filter((r) => r.key !== key)) await expect(alert).not.toContainText(text(other.key));
      // The refusal is definitive: sent once, nothing booked.
      expect(await bookingPosts(LAB)).toHaveLength(1);
      expect(await sandboxBookings()).toEqual([]);
      // failure-lab's website is a javascript: URL: never offered as the way to reach the space.
      await expect(root.locator('[href*="javascript:" i]')).toHaveCount(0);

      // The way forward, and what the visitor typed is still there.
      if (reason === 'capacity_full' || reason === 'policy_window') {
        // The slots are asked for again at once; the visitor picks another time, details kept.
        const refusal = (await bookingPosts(LAB))[0]!;
        await expect(root.getByRole('heading', { name: en.dateHeading })).toBeVisible();
        await expect
          .poll(async () => (await sandboxRequests()).some((r) => r.seq > refusal.seq && r.path.includes('/availability')))
          .toBe(true);
        await chooseSlot(root);
        await expectDetailsKept(root, who);
      } else if (reason === 'booking_type_not_found') {
        // The list of sessions is fetched again and shown; the details wait for the next choice.
        const refusal = (await bookingPosts(LAB))[0]!;
        await expect(root.getByRole('heading', { name: en.typesHeading })).toBeVisible();
        await expect
          .poll(async () => (await sandboxRequests()).some((r) => r.seq > refusal.seq && r.path.includes('/booking-types?')))
          .toBe(true);
        await chooseType(root, 'Works');
        await chooseSlot(root);
        await expectDetailsKept(root, who);
      } else {
        if (reason === 'duplicate_booking') await expect(alert.getByRole('button', { name: en.bookAnother })).toBeVisible();
        await expectDetailsKept(root, who);
      }
      await expectNoOverride(root, bodies);
    });
  }
});

/** A visitor submits the form of failure-lab's `works` type (unless given), with a fault armed on the next POSTs. */
async function failingBooking(page: Page, fault: FaultRule['fault'], times: number, widget = WORKS) {
  const bodies = recordBookingBodies(page);
  await armFault(onBookingPost(widget.handle, fault, times));
  const who = { ...visitor(`${widget.handle} ${JSON.stringify(fault)}`), notes: 'Please keep this note' };
  const root = await atFilledForm(page, who, { widget });
  await fields(root).submit.click();
  return { root, who, bodies };
}

test('400 invalid_request marks the email field, shows the message, and keeps the details', async ({ page }) => {
  const refusal = 'This address cannot receive booking confirmations.';
  const { root, who, bodies } = await failingBooking(
    page,
    { type: 'status', status: 400, body: { error: { type: 'invalid_request', message: refusal, field: 'customer.email' } } },
    1,
  );
  await expectFocusedAlert(root, text('failInvalid', { message: isolated(refusal) }));
  const { email, name } = fields(root);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(new RegExp(refusal.replace(/\./g, '\\.')));
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expectDetailsKept(root, who);
  await expectNoOverride(root, bodies);

  // Corrected, it books.
  await email.fill(`fixed.${who.email}`);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  expect((await sandboxBookings()).map((b) => b.customer?.email)).toEqual([`fixed.${who.email}`]);
});

test('400 naming the chosen time (no longer a session start): the times are asked for again, not the details', async ({ page }) => {
  const refusal = 'scheduled_start_time is not a session start of this booking type on that date';
  const { root, who, bodies } = await failingBooking(
    page,
    { type: 'status', status: 400, body: { error: { type: 'invalid_request', message: refusal, field: 'scheduled_start_time' } } },
    1,
  );
  const alert = await expectFocusedAlert(root, text('failOther', { space: isolated('Failure Lab') }));
  await expect(alert).not.toContainText(refusal);
  const posted = (await bookingPosts(LAB))[0]!;
  await expect(root.getByRole('heading', { name: en.dateHeading })).toBeVisible();
  await expect.poll(async () => (await sandboxRequests()).some((r) => r.seq > posted.seq && r.path.includes('/availability'))).toBe(true);

  // Another time, the same details, none of them marked: it books.
  await chooseSlot(root);
  await expectDetailsKept(root, who);
  const { name, email, notes } = fields(root);
  for (const field of [name, email, notes]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  await expectNoOverride(root, bodies);
});

test('403: online booking is not available, with the space’s website when it is http(s)', async ({ page }) => {
  const { root, who, bodies } = await failingBooking(page, { type: 'status', status: 403 }, 1, {
    handle: 'harbour-yoga',
    locale: 'en',
    bookingType: 'slow-flow',
  });
  const alert = await expectFocusedAlert(root, text('failForbidden', { space: isolated('Harbour Yoga') }));
  const link = alert.getByRole('link', { name: text('visitSpace', { space: isolated('Harbour Yoga') }) });
  await expect(link).toHaveAttribute('href', 'https://harbour-yoga.example.com/');
  await expect(link).toHaveAttribute('rel', /noopener noreferrer|noreferrer noopener/);
  await expectDetailsKept(root, who);
  await expectNoOverride(root, bodies);
  expect(await sandboxBookings()).toEqual([]);
});

test('403 for a space whose website is not http(s): the message without a link', async ({ page }) => {
  const { root, who } = await failingBooking(page, { type: 'status', status: 403 }, 1);
  const alert = await expectFocusedAlert(root, text('failForbidden'));
  await expect(alert.getByRole('link')).toHaveCount(0);
  await expectDetailsKept(root, who);
});

test('404: the booking page no longer exists, with a way to start again, details kept', async ({ page }) => {
  const { root, who, bodies } = await failingBooking(page, { type: 'status', status: 404 }, 1);
  const alert = await expectFocusedAlert(root, text('failNotFound'));
  await expect(alert.getByRole('button', { name: en.retry })).toBeVisible();
  await expectDetailsKept(root, who);
  await expectNoOverride(root, bodies);
});

test('429 with Retry-After says how long to wait; "Try again" then books with the same key', async ({ page }) => {
  const { root, who, bodies } = await failingBooking(page, { type: 'status', status: 429, headers: { 'Retry-After': '17' } }, 1);
  const alert = await expectFocusedAlert(root, text('failRateLimited', { wait: '17 seconds' }));
  await expectDetailsKept(root, who);
  await expectNoOverride(root, bodies);
  // Not retried behind the visitor's back: the server asked for a pause.
  expect(await bookingPosts(LAB)).toHaveLength(1);

  // "Try again" waits out the pause the server asked for, then sends with the same key.
  await alert.getByRole('button', { name: en.retry }).click();
  // The alert and its button leave: focus waits on the send button, not on the page, and the
  // button counts down the rest of the pause.
  /** "Booking in N seconds…", N from `fewest` to `most`. */
  const bookingIn = (fewest: number, most: number) =>
    new RegExp(`^${en.sendingIn.replace('{wait}', `(${Array.from({ length: most - fewest + 1 }, (_, i) => fewest + i).join('|')}) seconds`)}$`);
  const send = root.locator('[part~="submit"]');
  await expect(send).toBeFocused();
  await expect(send).toHaveText(bookingIn(12, 17));
  expect(await bookingPosts(LAB)).toHaveLength(1);
  await page.clock.fastForward('00:05');
  await expect(send).toHaveText(bookingIn(7, 12));
  expect(await bookingPosts(LAB)).toHaveLength(1);
  await page.clock.fastForward('00:13');
  await expect(confirmation(root)).toBeVisible();
  await expectOneBookingOneKey(LAB, who.email, { posts: 2 });
});

test('500 on every automatic retry: a message and "Try again", which books with the same key', async ({ page }) => {
  test.setTimeout(45_000);
  const { root, who, bodies } = await failingBooking(page, { type: 'status', status: 500 }, 4);
  const alert = await expectFocusedAlert(root, text('failServer'), AFTER_RETRIES);
  // The first attempt and three automatic retries, all answered 500.
  expect((await bookingPosts(LAB)).map((p) => p.status)).toEqual([500, 500, 500, 500]);
  await expectDetailsKept(root, who);
  await expectNoOverride(root, bodies);

  await alert.getByRole('button', { name: en.retry }).click();
  await expect(confirmation(root)).toBeVisible();
  await expectOneBookingOneKey(LAB, who.email, { posts: 5 });
});

test('offline: says so, keeps the details, and books once back online', async ({ page, context }) => {
  test.setTimeout(45_000);
  const bodies = recordBookingBodies(page);
  const who = { ...visitor('offline'), notes: 'Typed in a tunnel' };
  const root = await atFilledForm(page, who);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await fields(root).submit.click();

  const alert = await expectFocusedAlert(root, text('failOffline'), AFTER_RETRIES);
  await expectDetailsKept(root, who);
  expect(await bookingPosts(LAB)).toEqual([]);

  await context.setOffline(false);
  await alert.getByRole('button', { name: en.retry }).click();
  await expect(confirmation(root)).toBeVisible();
  await expectOneBookingOneKey(LAB, who.email, { posts: 1 });
  await expectNoOverride(root, bodies);
});

test('a malformed answer on every automatic retry: a message and "Try again", which books with the same key', async ({ page }) => {
  test.setTimeout(45_000);
  const { root, who, bodies } = await failingBooking(page, { type: 'malformed' }, 4);
  const alert = await expectFocusedAlert(root, text('failMalformed'), AFTER_RETRIES);
  expect(await bookingPosts(LAB)).toHaveLength(4);
  await expectDetailsKept(root, who);
  await expectNoOverride(root, bodies);

  await clearFaults();
  await alert.getByRole('button', { name: en.retry }).click();
  await expect(confirmation(root)).toBeVisible();
  await expectOneBookingOneKey(LAB, who.email, { posts: 5 });
});

test('in German, a refusal naming a host override shows the German message and nothing of the override', async ({ page }) => {
  const bodies = recordBookingBodies(page);
  await armFault(
    onBookingPost('harbour-yoga', {
      type: 'status',
      status: 409,
      body: {
        error: {
          type: 'conflict',
          message: 'The session is full. Retry with allow_over_capacity to override.',
          booking_failure: { reason: 'capacity_full', override: 'allow_over_capacity' },
        },
      },
    }),
  );
  const root = await openWidget(page, { handle: 'harbour-yoga', locale: 'de', bookingType: 'slow-flow' });
  const who = { ...visitor('voll'), notes: 'Bitte eine Matte am Fenster' };
  await chooseSlot(root);
  await fillDetails(root, who, de);
  await fields(root, de).submit.click();

  await expectFocusedAlert(root, de.failCapacityFull);
  await expect(root.getByRole('heading', { name: de.dateHeading })).toBeVisible();
  await chooseSlot(root);
  await expectDetailsKept(root, who, de);
  await expectNoOverride(root, bodies);
});
