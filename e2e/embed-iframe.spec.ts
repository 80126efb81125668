import type { Page } from '@playwright/test';
import { summarizeBooking } from '../src/embed/messages';
import { visitor } from './support/book';
import { bookSession } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { cspViolations, expect, receivedMessages, test } from './support/test';

declare global {
  interface Window {
    __events?: { type: string; detail: unknown; target: string }[];
  }
}

const frameWidget = (page: Page) => page.frameLocator('iframe').first().locator('space-booking');

/** The iframe's own height and the height of the page inside it. */
async function heights(page: Page): Promise<{ iframe: number; content: number }> {
  const iframe = await page.locator('iframe').first().evaluate((el) => el.getBoundingClientRect().height);
  const frame = page.frames().find((f) => f.url().startsWith(`${WIDGET_ORIGIN}/embed.html`))!;
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  return { iframe: Math.round(iframe), content };
}

async function expectSizedToContent(page: Page): Promise<void> {
  await expect.poll(async () => {
    const { iframe, content } = await heights(page);
    return iframe === content && content > 100;
  }).toBe(true);
}

/** Frames embed.html from a blank host page, with the given extra query. */
async function frameDirectly(page: Page, query: string): Promise<void> {
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'Booking';
    frame.width = '100%';
    frame.height = '900';
    document.getElementById('main')!.append(frame);
  }, `${WIDGET_ORIGIN}/embed.html?handle=harbour-yoga&api-base=${encodeURIComponent(API_BASE)}${query}`);
}

test('the helper sizes the iframe to its content and delivers the booking to the parent origin', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/iframe-helper.html`);
  const iframe = page.locator('#booking > iframe');
  await expect(iframe).toHaveAttribute('title', 'Book a session at Harbour Yoga');
  const sandbox = (await iframe.getAttribute('sandbox'))!.split(' ');
  expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-downloads']));
  expect(sandbox).not.toContain('allow-top-navigation');
  const src = new URL((await iframe.getAttribute('src'))!);
  expect(src.origin).toBe(WIDGET_ORIGIN);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    handle: 'harbour-yoga',
    'api-base': API_BASE,
    'parent-origin': HOST_ORIGIN,
  });

  await expect(frameWidget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await expectSizedToContent(page);
  const typesHeight = (await heights(page)).iframe;
  await frameWidget(page).locator('button[part~="type"]').first().click();
  await expect(frameWidget(page).locator('button[part~="slot"]').first()).toBeVisible();
  await expectSizedToContent(page);
  expect((await heights(page)).iframe).not.toBe(typesHeight);

  const who = visitor('iframe helper');
  await bookSession(frameWidget(page), who);
  await expectOneBookingFor(who.email);
  await expectSizedToContent(page);

  // The booking reached the host: as a message from the frame's origin and as a DOM event.
  await expect.poll(async () => (await page.evaluate(() => window.__events!)).filter((e) => e.type === 'space-booking:booked'))
    .toEqual([{ type: 'space-booking:booked', target: 'IFRAME', detail: { booking: expect.objectContaining({ customer: expect.objectContaining({ email: who.email }) }), attribution: {} } }]);
  const booked = (await receivedMessages(page)).filter((m) => (m.data as { type?: string }).type === 'space-booking:booked');
  expect(booked.map((m) => m.origin)).toEqual([WIDGET_ORIGIN]);
  const resizes = (await page.evaluate(() => window.__events!)).filter((e) => e.type === 'space-booking:resize');
  expect(resizes.length).toBeGreaterThan(1);
  expect(await cspViolations(page)).toEqual([]);
});

test('without parent-origin the booked message carries nothing personal', async ({ page }) => {
  await frameDirectly(page, '');
  const who = visitor('iframe no parent origin');
  await bookSession(frameWidget(page), who);
  const booking = await expectOneBookingFor(who.email);

  await expect.poll(async () => (await receivedMessages(page)).some((m) => (m.data as { type?: string }).type === 'space-booking:booked')).toBe(true);
  const messages = await receivedMessages(page);
  const booked = messages.find((m) => (m.data as { type?: string }).type === 'space-booking:booked')!;
  expect(booked.origin).toBe(WIDGET_ORIGIN);
  // What was booked and when (the summary's fields are pinned in messages.test.ts), nothing more.
  expect(booked.data).toEqual({ type: 'space-booking:booked', booking: summarizeBooking(booking) });
  const everything = JSON.stringify(messages);
  for (const personal of [who.email, who.name, booking.id]) expect(everything).not.toContain(personal);
});

test('with another parent-origin the booking is not delivered to this page', async ({ page }) => {
  await frameDirectly(page, `&parent-origin=${encodeURIComponent('http://127.0.0.1:4999')}`);
  const who = visitor('iframe wrong parent origin');
  await bookSession(frameWidget(page), who);
  await expectOneBookingFor(who.email);
  // Resize messages are posted after the booked one: once the confirmation's height has arrived,
  // a booked message would have too.
  await expect.poll(async () => {
    const { content } = await heights(page);
    const last = (await receivedMessages(page)).filter((m) => (m.data as { type?: string }).type === 'space-booking:resize').at(-1);
    return (last?.data as { height?: number } | undefined)?.height === content;
  }).toBe(true);
  const messages = await receivedMessages(page);
  expect(messages.filter((m) => (m.data as { type?: string }).type === 'space-booking:booked')).toEqual([]);
  expect(JSON.stringify(messages)).not.toContain(who.email);
});

test('the helper ignores messages from other windows and other origins', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/iframe-helper.html`);
  await expect(frameWidget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await expectSizedToContent(page);
  const fromEvil = async () =>
    (await receivedMessages(page)).filter((m) => m.origin === HOST_ORIGIN && (m.data as { height?: number }).height === 11).length;

  // The host page itself (wrong source), then a frame of another origin (wrong source and origin).
  await page.evaluate(() => window.postMessage({ type: 'space-booking:resize', height: 7 }, '*'));
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${HOST_ORIGIN}/pages/evil-frame.html`);
  await expect.poll(fromEvil).toBe(1);
  // The widget's own iframe navigated elsewhere: right window, wrong origin.
  await page.locator('#booking > iframe').evaluate((frame: HTMLIFrameElement, src) => {
    frame.src = src;
  }, `${HOST_ORIGIN}/pages/evil-frame.html`);
  await expect.poll(fromEvil).toBe(2);

  const events = await page.evaluate(() => window.__events!);
  expect(events.filter((e) => e.type === 'space-booking:booked')).toEqual([]);
  const heightsSeen = events.filter((e) => e.type === 'space-booking:resize').map((e) => (e.detail as { height: number }).height);
  expect(heightsSeen).not.toContain(7);
  expect(heightsSeen).not.toContain(11);
  const height = await page.locator('#booking > iframe').evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.round(height)).toBe(heightsSeen.at(-1));
});

test('at every step the page inside the frame fits it: nothing overflows, so no scrollbar appears', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/pages/iframe-helper.html`);
  const frame = () => page.frames().find((f) => f.url().startsWith(`${WIDGET_ORIGIN}/embed.html`))!;
  /** How far the frame's page reaches past the frame's own height, once the size has settled. */
  const overflow = async () => {
    await expectSizedToContent(page);
    return frame().evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  };
  await expect(frameWidget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  expect(await overflow(), 'types').toBeLessThanOrEqual(0);
  await frameWidget(page).locator('button[part~="type"]').first().click();
  await expect(frameWidget(page).locator('button[part~="slot"]').first()).toBeVisible();
  expect(await overflow(), 'times').toBeLessThanOrEqual(0);
  await frameWidget(page).locator('button[part~="slot"]').first().click();
  await expect(frameWidget(page).getByLabel('Name')).toBeVisible();
  expect(await overflow(), 'details').toBeLessThanOrEqual(0);
  const who = visitor('iframe fits');
  await frameWidget(page).getByLabel('Name').fill(who.name);
  await frameWidget(page).getByLabel('Email').fill(who.email);
  await frameWidget(page).getByRole('button', { name: 'Book now' }).click();
  await expect(frameWidget(page).getByRole('heading', { name: 'You’re booked' })).toBeVisible();
  expect(await overflow(), 'confirmation').toBeLessThanOrEqual(0);
});
