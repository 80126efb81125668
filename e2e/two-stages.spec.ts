/**
 * Two stages: the script is the first view; the booking step (form, submit, confirmation) is a
 * chunk of its own, fetched while the visitor looks at the first slots, and nothing of the first
 * view's own work runs before the first API requests leave.
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { seedTypeId } from '../sandbox/seed';
import { visitor } from './support/book';
import { chooseSlot, confirmation, fields, fillDetails, openWidget, slotButtons } from './support/flow';
import { WIDGET_ORIGIN } from './support/origins';
import { en } from '../src/i18n/catalogs/en';
import { expect, test } from './support/test';

const BOOKING_STEP = `${WIDGET_ORIGIN}/booking-step-*.js`;
const SUNRISE = { handle: 'harbour-yoga', locale: 'en', bookingType: seedTypeId('harbour-yoga', 'sunrise-vinyasa') };

/** Whether a slot button is in the widget's shadow root right now. */
const slotsShown = (page: Page) =>
  page.evaluate(() => !!document.querySelector('space-booking')?.shadowRoot?.querySelector('button[part~="slot"]'));

test('the booking step is fetched once the first slots are painted, before the form is needed, and only once', async ({ page }) => {
  const asked: { slotsShown: boolean }[] = [];
  await page.route(BOOKING_STEP, async (route) => {
    asked.push({ slotsShown: await slotsShown(page) });
    await route.continue();
  });
  const root = await openWidget(page, SUNRISE);
  await expect(slotButtons(root).first()).toBeVisible();
  // Without any action of the visitor's: the idle time after the first slots are painted.
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]!.slotsShown, 'asked for only once the slots were on screen').toBe(true);

  await slotButtons(root).first().hover();
  await chooseSlot(root);
  await expect(fields(root).name).toBeVisible();
  const who = visitor('two stages');
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('the booking route (its idempotency key, the guest booking’s body) is in the booking step’s file, not in any first view', () => {
  const read = (file: string) => readFileSync(`dist/${file}`, 'utf8');
  const bookingStep = readdirSync('dist').find((file) => /^booking-step-[\w-]{8}\.js$/.test(file))!;
  for (const submitOnly of ['Idempotency-Key', 'external_partner']) {
    // The script tag, the ES module and the iframe page.
    for (const firstView of ['space-booking.js', 'space-booking.mjs', 'embed.js']) expect(read(firstView), firstView).not.toContain(submitOnly);
    expect(read(bookingStep)).toContain(submitOnly);
  }
});

test('a booking step that cannot load: an alert with Try again; the slot and what was typed are kept', async ({ page }) => {
  let reachable = false;
  await page.route(BOOKING_STEP, (route) => (reachable ? route.continue() : route.abort('failed')));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const root = await openWidget(page, SUNRISE);
  await root.evaluate((el) => {
    el.setAttribute('customer-name', 'Ann Prefilled');
    el.setAttribute('customer-email', 'ann.prefilled@example.com');
  });
  const first = slotButtons(root).first();
  const label = await first.getAttribute('aria-label');
  await chooseSlot(root);
  const alert = root.getByRole('alert');
  await expect(alert).toContainText(en.bookingStepFailed);
  await expect(alert).toBeFocused();
  expect(errors.some((text) => text.includes('the booking step did not load'))).toBe(true);

  // Escape goes back to the times, where the chosen slot is still chosen.
  await page.keyboard.press('Escape');
  await expect(root.getByRole('button', { name: label!, pressed: true })).toBeVisible();
  await root.getByRole('button', { name: label!, pressed: true }).click();
  await expect(root.getByRole('alert')).toContainText(en.bookingStepFailed);

  reachable = true;
  await root.getByRole('alert').getByRole('button', { name: en.retry }).click();
  await expect(fields(root).name).toHaveValue('Ann Prefilled');
  await expect(fields(root).email).toHaveValue('ann.prefilled@example.com');
  await expect(root.getByText('Sunrise Vinyasa').first()).toBeVisible();
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
});

test('the first API requests leave before the stylesheet, any Intl formatter, storage or zone rules', async ({ page }) => {
  // Records, in order, the first of each kind of work the widget does.
  await page.addInitScript(() => {
    const order: string[] = [];
    const seen = { requests: 0, requestsBeforeStylesheet: 0 };
    Object.assign(window, { __order: order, __seen: seen });
    const note = (what: string) => {
      if (what === 'stylesheet' && !order.includes(what)) seen.requestsBeforeStylesheet = seen.requests;
      if (!order.includes(what)) order.push(what);
    };
    const fetch = window.fetch;
    window.fetch = function (...args: Parameters<typeof fetch>) {
      seen.requests++;
      note('request');
      return fetch.apply(this, args);
    };
    const replaceSync = CSSStyleSheet.prototype.replaceSync;
    CSSStyleSheet.prototype.replaceSync = function (text: string) {
      note('stylesheet');
      return replaceSync.call(this, text);
    };
    for (const name of ['DateTimeFormat', 'NumberFormat', 'DisplayNames'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct: (target, args) => (note('Intl'), new target(...args)),
        apply: (target, self, args) => (note('Intl'), Reflect.apply(target, self, args)),
      });
    }
    for (const method of ['getItem', 'setItem', 'key'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
      (Storage.prototype as unknown as Record<string, unknown>)[method] = function (...args: unknown[]) {
        note('storage');
        return original.apply(this, args);
      };
    }
  });
  const root = await openWidget(page, SUNRISE);
  await expect(slotButtons(root).first()).toBeVisible();
  const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
  expect(order[0]).toBe('request');
  expect(order).toContain('stylesheet');
  expect(order).toContain('Intl');
  expect(order, 'storage is touched only when a booking is sent').not.toContain('storage');
  // Profile, booking types and availability: all three before the stylesheet.
  const seen = await page.evaluate(() => (window as unknown as { __seen: { requestsBeforeStylesheet: number } }).__seen);
  expect(seen.requestsBeforeStylesheet).toBe(3);
});

test('the first view’s scripts, as served, ask V8 to compile them while they stream in', async ({ request }) => {
  for (const file of ['space-booking.js', 'embed.js']) {
    const text = await (await request.get(`${WIDGET_ORIGIN}/${file}`)).text();
    expect(text.split('\n', 1)[0], file).toBe('//# allFunctionsCalledOnLoad');
  }
});
