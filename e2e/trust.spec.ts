/**
 * A booking is never made twice and never silently lost. In every case the sandbox must hold
 * exactly one booking for the intent, and every POST for it must carry the same Idempotency-Key:
 * a key that changed between attempts, or a second booking, fails the test.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { en } from '../src/i18n/catalogs/en';
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
  LAB,
  mountWidget,
  onBookingPost,
  openWidget,
  sandboxRequests,
  slotButtons,
  WORKS,
  type Details,
} from './support/flow';
import { SANDBOX_NOW } from './support/origins';
import { expectOneBookingFor, sandboxBookings } from './support/sandbox';
import { expect, test } from './support/test';

/** The first open time of `works` (Friday 27 March, 14:00 in London). */
const FIRST_SLOT = /2:00\sPM/;

const startBooking = (page: Page, who: Details) => atFilledForm(page, who, { time: FIRST_SLOT });

/** Counts the form submissions inside the widget (each click or Enter that asks to send). */
async function countSubmits(root: Locator): Promise<() => Promise<number>> {
  await root.evaluate((host) => {
    const counted = host as HTMLElement & { submits?: number };
    counted.submits = 0;
    host.shadowRoot!.addEventListener('submit', () => void (counted.submits! += 1), true);
  });
  return () => root.evaluate((host) => (host as HTMLElement & { submits?: number }).submits ?? 0);
}

/** Resolves once the sandbox has received `count` guest-booking POSTs for failure-lab. */
async function postsReceived(count: number): Promise<void> {
  await expect.poll(async () => (await bookingPosts(LAB)).length).toBeGreaterThanOrEqual(count);
}

test('the server books and drops the connection once: the automatic retry is replayed and shown as success', async ({ page }) => {
  // Chromium itself resends a POST when a reused keep-alive connection closes without an
  // answer, so the fault stays armed until the widget has seen the failure, then is lifted.
  await armFault(onBookingPost(LAB, { type: 'commit-then-drop' }, 100));
  const sent: string[] = [];
  page.on('request', (r) => void (r.method() === 'POST' && sent.push(r.headers()['idempotency-key']!)));
  const who = { ...visitor('dropped once'), notes: 'Window seat please' };
  const root = await startBooking(page, who);
  const failed = page.waitForEvent('requestfailed', (r) => r.method() === 'POST');
  await fields(root).submit.click();
  await failed;
  await clearFaults();

  await expect(confirmation(root)).toBeVisible(AFTER_RETRIES);
  await expect(root.getByRole('alert')).toHaveCount(0);
  // The widget sent the booking again by itself, with the same key ...
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent).size).toBe(1);
  // ... and the sandbox committed the first request and replayed it to every later one.
  const { booking, posts } = await expectOneBookingOneKey(LAB, who.email, { posts: 'at least 2' });
  expect(posts.map((p) => p.idempotency)).toEqual(['new', ...posts.slice(1).map(() => 'replayed')]);
  expect(posts.map((p) => p.status)).toEqual([...posts.slice(1).map(() => null), 201]);
  expect(booking.idempotency_key).toBe(sent[0]);
  expect(booking.customer_note).toBe('Window seat please');
});

/**
 * Books `who` with every attempt dropped after the commit, until the widget gives up and says so;
 * then the connection "comes back". (Chromium itself resends a POST once when a reused connection
 * closes empty, so the sandbox may see more requests than the widget made; each one carries the
 * widget's key.) Returns the widget, its alert and the failed POSTs.
 */
async function droppedOnEveryAttempt(page: Page, who: Details) {
  await armFault(onBookingPost(LAB, { type: 'commit-then-drop' }, 100));
  const root = await startBooking(page, who);
  await fields(root).submit.click();
  const alert = await expectFocusedAlert(root, en.failNetwork, AFTER_RETRIES);
  await expectDetailsKept(root, who);
  // The first attempt and three automatic retries.
  const failed = await bookingPosts(LAB);
  expect(failed.length).toBeGreaterThanOrEqual(4);
  await clearFaults();
  return { root, alert, failed };
}

test('the server books and drops the connection on every automatic retry: "Try again" reuses the key and shows the booking', async ({ page }) => {
  test.setTimeout(45_000);
  const who = { ...visitor('dropped always'), notes: 'First time' };
  const { root, alert, failed } = await droppedOnEveryAttempt(page, who);
  await alert.getByRole('button', { name: en.retry }).click();

  await expect(confirmation(root)).toBeVisible();
  await expect(root.getByRole('alert')).toHaveCount(0);
  const { posts } = await expectOneBookingOneKey(LAB, who.email, { posts: failed.length + 1 });
  expect(posts.map((p) => p.idempotency)).toEqual(['new', ...failed.slice(1).map(() => 'replayed'), 'replayed']);
  expect(posts.at(-1)!.status).toBe(201);
});

test('the server books and drops every attempt, then the visitor changes the notes: the changed booking has a key of its own and reads as the place they already have', async ({ page }) => {
  test.setTimeout(45_000);
  const who = { ...visitor('changed after'), notes: 'First time' };
  const { root, alert, failed: unclear } = await droppedOnEveryAttempt(page, who);
  await fields(root).notes.fill('First time, bringing a friend');
  await alert.getByRole('button', { name: en.retry }).click();

  // Not a refusal of the key reused with another body: the API's own answer for the second
  // request, that this person already holds the place the first one booked.
  await expectFocusedAlert(root, en.failDuplicate);
  const posts = await bookingPosts(LAB);
  expect(posts).toHaveLength(unclear.length + 1);
  expect(posts.map((p) => p.idempotency)).not.toContain('mismatch');
  const changed = posts.at(-1)!;
  expect(changed.status).toBe(409);
  expect(changed.idempotency_key).not.toBe(unclear[0]!.idempotency_key);
  expect((await expectOneBookingFor(who.email)).customer_note).toBe('First time');
});

test('the visitor reloads the page mid-failure and books the same details again: the key survives the reload', async ({ page }) => {
  await armFault(onBookingPost(LAB, { type: 'commit-then-drop' }, 50));
  const who = { ...visitor('reload'), notes: 'Booked from the train' };
  const first = await startBooking(page, who);
  await fields(first).submit.click();
  // The booking is committed but the answer was lost; the widget is still retrying.
  await postsReceived(1);

  await page.reload();
  await clearFaults();
  const root = await mountWidget(page, WORKS);
  await chooseSlot(root, FIRST_SLOT);
  await fillDetails(root, who);
  await fields(root).submit.click();

  await expect(confirmation(root)).toBeVisible();
  const { posts } = await expectOneBookingOneKey(LAB, who.email, { posts: 'at least 2' });
  expect(posts[0]!.idempotency).toBe('new');
  expect(posts.at(-1)).toMatchObject({ idempotency: 'replayed', status: 201 });
  // The key was dropped after the definitive answer: nothing of this intent is left behind.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('space-booking:idem:') && !k.endsWith('probe')))).toEqual([]);
});

test('a double click and more clicks while sending make one request and one booking', async ({ page }) => {
  // The answer takes a moment, so the later clicks land while the first request is in flight.
  await armFault(onBookingPost(LAB, { type: 'delay', ms: 600 }, 1));
  const who = visitor('double click');
  const root = await startBooking(page, who);
  // Located by its part: while sending, its label says so. The later clicks are real clicks on
  // a control that says it is busy (aria-disabled), which a visitor can still make.
  const submit = root.locator('[part~="submit"]');
  const submits = await countSubmits(root);
  await submit.dblclick();
  await submit.click({ force: true });
  await submit.click({ force: true });

  await expect(confirmation(root)).toBeVisible();
  expect(await submits()).toBe(4);
  await expectOneBookingOneKey(LAB, who.email, { posts: 1 });
});

test('Enter held down in the form makes one request and one booking', async ({ page }) => {
  await armFault(onBookingPost(LAB, { type: 'delay', ms: 600 }, 1));
  const who = visitor('enter held');
  const root = await startBooking(page, who);
  const submits = await countSubmits(root);
  await fields(root).email.focus();
  // Holding a key sends repeated keydowns (repeat: true), each an implicit form submission.
  for (let i = 0; i < 8; i++) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');

  await expect(confirmation(root)).toBeVisible();
  expect(await submits()).toBeGreaterThanOrEqual(2);
  await expectOneBookingOneKey(LAB, who.email, { posts: 1 });
});

/** A second visitor on their own device: a fresh context with the same clock and zone. */
async function secondVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ timezoneId: 'Europe/London', locale: 'en-GB' });
  const page = await context.newPage();
  await page.clock.install({ time: SANDBOX_NOW });
  return { context, page };
}

test('two visitors take the last place at once: one is booked, the other is told it filled, sees fresh times and keeps the details', async ({ page, browser }) => {
  const other = await secondVisitor(browser);
  try {
    const visitors: Details[] = [
      { ...visitor('last place a'), notes: 'Left knee' },
      { ...visitor('last place b'), notes: 'Right knee' },
    ];
    const keys: string[][] = [[], []];
    const roots: Locator[] = [];
    for (const [i, p] of [page, other.page].entries()) {
      p.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/bookings')) keys[i]!.push(r.headers()['idempotency-key']!);
      });
      // Private Session has one place; Friday 12:00 in London is the first.
      const root = await openWidget(p, { handle: 'harbour-yoga', locale: 'en' });
      await chooseType(root, 'Private Session');
      await expect(root.locator('[part~="day"][data-d="2026-03-27"]')).toHaveAttribute('aria-selected', 'true');
      await chooseSlot(root, /12:00\sPM/);
      await fillDetails(root, visitors[i]!);
      roots.push(root);
    }

    await Promise.all(roots.map((root) => fields(root).submit.click()));
    const outcome = await Promise.all(
      roots.map(async (root) => {
        await expect(confirmation(root).or(root.getByRole('alert'))).toBeVisible();
        return (await confirmation(root).isVisible()) ? 'booked' : 'refused';
      }),
    );
    expect([...outcome].sort()).toEqual(['booked', 'refused']);
    const winner = outcome.indexOf('booked');
    const loser = 1 - winner;
    const lost = roots[loser]!;

    // Exactly one booking of the last place, made with the winner's only key.
    const bookings = (await sandboxBookings()).filter((b) => b.handle === 'harbour-yoga');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.customer?.email).toBe(visitors[winner]!.email);
    expect(keys[winner]).toHaveLength(1);
    expect(bookings[0]!.idempotency_key).toBe(keys[winner]![0]);
    expect(keys[loser]).toHaveLength(1);
    expect(keys[loser]![0]).not.toBe(keys[winner]![0]);
    const posts = await bookingPosts('harbour-yoga');
    expect(posts.map((p) => p.status).sort()).toEqual([201, 409]);

    // The loser: a plain message, focus on it, the times asked for again and the full one gone.
    const refusal = (await sandboxRequests()).find((r) => r.method === 'POST' && r.status === 409)!;
    await expectFocusedAlert(lost, en.failCapacityFull);
    await expect(lost.getByRole('heading', { name: en.dateHeading })).toBeVisible();
    await expect
      .poll(async () => (await sandboxRequests()).some((r) => r.seq > refusal.seq && r.path.includes('/availability')))
      .toBe(true);
    await expect(slotButtons(lost).filter({ hasText: /1:00\sPM/ })).toBeVisible();
    await expect(slotButtons(lost).filter({ hasText: /12:00\sPM/ })).toHaveCount(0);

    // What the visitor typed is still there for the next time they pick.
    await chooseSlot(lost, /1:00\sPM/);
    await expectDetailsKept(lost, visitors[loser]!);
    await fields(lost).submit.click();
    await expect(confirmation(lost)).toBeVisible();
    expect((await sandboxBookings()).map((b) => b.scheduled_start_time).sort()).toEqual(['12:00', '13:00']);
  } finally {
    await other.context.close();
  }
});

test('two tabs of one visitor submit the same booking: one booking, one key, both tabs show it', async ({ page, context }) => {
  const second = await context.newPage();
  await second.clock.install({ time: SANDBOX_NOW });
  const who = { ...visitor('two tabs'), notes: 'Same intent in two tabs' };
  const [a, b] = [await startBooking(page, who), await startBooking(second, who)];

  // The first tab's request is in flight (its key claimed) when the second tab submits.
  await armFault(onBookingPost(LAB, { type: 'delay', ms: 1000 }, 1));
  await fields(a).submit.click();
  await postsReceived(1);
  await fields(b).submit.click();

  await expect(confirmation(a)).toBeVisible();
  await expect(confirmation(b)).toBeVisible();
  const { booking, posts } = await expectOneBookingOneKey(LAB, who.email, { posts: 'at least 2' });
  expect(posts[0]!.idempotency).toBe('new');
  for (const p of posts.slice(1)) expect(['replayed', 'waited']).toContain(p.idempotency);
  for (const tab of [page, second]) {
    const events = await tab.evaluate(() => window.__booked as { booking: { id: string } }[]);
    expect(events.map((e) => e.booking.id)).toEqual([booking.id]);
  }
});
