/**
 * Steps of the booking flow and checks on the wire, for the flow, trust and failure specs.
 * Everything is located the way a visitor finds it (roles, labels, visible text) inside the
 * widget's shadow root; interface text comes from the catalogs, so wording edits do not break
 * the tests but a missing or wrong message does.
 */
import type { Locator, Page, Request } from '@playwright/test';
import type { Booking } from '../../src/api/types';
import type { Messages } from '../../src/i18n/catalogs/en';
import { en } from '../../src/i18n/catalogs/en';
import type { Visitor } from './book';
import { widget } from './book';
import { API_BASE, HOST_ORIGIN } from './origins';
import { control, sandboxBookings } from './sandbox';
import { expect } from './test';

declare global {
  interface Window {
    __booked?: unknown[];
  }
}

export interface WidgetAttributes {
  handle: string;
  locale?: string;
  bookingType?: string;
}

/**
 * A host page (another origin than the widget's) that loads the script build and then adds one
 * `<space-booking>`, as a single-page app would.
 */
export async function openWidget(page: Page, attributes: WidgetAttributes): Promise<Locator> {
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html`);
  return mountWidget(page, attributes);
}

/**
 * Adds the `<space-booking>` to the host page already loaded (again after a reload: the page
 * does not add it itself), and records every `space-booking:booked` event seen on `document`.
 */
export async function mountWidget(page: Page, attributes: WidgetAttributes): Promise<Locator> {
  await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
  await page.evaluate(
    ({ attributes, apiBase }) => {
      window.__booked = [];
      document.addEventListener('space-booking:booked', (e) => window.__booked!.push((e as CustomEvent).detail));
      const element = document.createElement('space-booking');
      element.setAttribute('handle', attributes.handle);
      element.setAttribute('api-base', apiBase);
      if (attributes.locale) element.setAttribute('locale', attributes.locale);
      if (attributes.bookingType) element.setAttribute('booking-type', attributes.bookingType);
      document.getElementById('app')!.append(element);
    },
    { attributes, apiBase: API_BASE },
  );
  return widget(page);
}

/** failure-lab: one booking type per refusal reason, plus `works`, whose bookings all succeed. */
export const LAB = 'failure-lab';
/** failure-lab's `works` type, preselected: the widget starts at its times. */
export const WORKS: WidgetAttributes = { handle: LAB, locale: 'en', bookingType: 'works' };
/** Automatic retries back off for up to 1 + 2 + 4 seconds (jittered) before the alert shows. */
export const AFTER_RETRIES = { timeout: 20_000 };

/**
 * A visitor at the filled-in form, ready to submit: a widget with a preselected booking type
 * (failure-lab's `works` unless given), a time picked (the first open one unless given).
 */
export async function atFilledForm(
  page: Page,
  who: Details,
  options: { widget?: WidgetAttributes; time?: string | RegExp } = {},
): Promise<Locator> {
  const root = await openWidget(page, options.widget ?? WORKS);
  await chooseSlot(root, options.time);
  await fillDetails(root, who);
  return root;
}

/** `detail` of every `space-booking:booked` event the page has seen. */
export function bookedEvents(page: Page): Promise<{ booking: Booking }[]> {
  return page.evaluate(() => (window.__booked ?? []) as { booking: Booking }[]);
}

/**
 * A space's name, a session's title or the server's words as the widget puts them inside one of
 * its sentences: in a first strong isolate (U+2068 … U+2069; src/i18n/index.ts, `isolate`).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** Fills a catalog message's `{placeholders}`. */
export function message(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A catalog message as a pattern: each `{placeholder}` matches the given pattern, or anything
 * (so a formatted time can be matched without knowing the engine's spaces).
 */
export function messagePattern(template: string, params: Record<string, RegExp | string> = {}): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      const param = params[name];
      return param === undefined ? '.+?' : typeof param === 'string' ? escape(param) : param.source;
    })
    .join('');
  return new RegExp(source);
}

export const typeButtons = (root: Locator) => root.locator('button[part~="type"]');
export const slotButtons = (root: Locator) => root.locator('button[part~="slot"]');

/** Picks the booking type whose button shows `title`. */
export async function chooseType(root: Locator, title: string | RegExp): Promise<void> {
  const button = typeButtons(root).filter({ hasText: title });
  await expect(button).toHaveCount(1);
  await button.click();
}

/** Picks a day in the month calendar (it must have times). */
export async function chooseDay(root: Locator, date: string): Promise<void> {
  const day = root.locator(`[part~="day"][data-d="${date}"]`);
  await expect(day).toHaveAttribute('aria-disabled', 'false');
  await day.click();
  await expect(day).toHaveAttribute('aria-selected', 'true');
}

/** Picks the time whose button shows `time` (the first open time when omitted). */
export async function chooseSlot(root: Locator, time?: string | RegExp): Promise<void> {
  const slots = slotButtons(root);
  const slot = time === undefined ? slots.first() : slots.filter({ hasText: time });
  await expect(slot.first()).toBeVisible();
  await slot.first().click();
}

export interface Details extends Visitor {
  notes?: string;
}

export function fields(root: Locator, m: Messages = en) {
  return {
    name: root.getByLabel(m.nameLabel, { exact: true }),
    email: root.getByLabel(m.emailLabel, { exact: true }),
    notes: root.getByLabel(m.notesLabel, { exact: true }),
    submit: root.getByRole('button', { name: m.submit, exact: true }),
  };
}

export async function fillDetails(root: Locator, who: Details, m: Messages = en): Promise<void> {
  const f = fields(root, m);
  await f.name.fill(who.name);
  await f.email.fill(who.email);
  if (who.notes !== undefined) await f.notes.fill(who.notes);
}

/** The form still holds what the visitor typed. */
export async function expectDetailsKept(root: Locator, who: Details, m: Messages = en): Promise<void> {
  const f = fields(root, m);
  await expect(f.name).toHaveValue(who.name);
  await expect(f.email).toHaveValue(who.email);
  if (who.notes !== undefined) await expect(f.notes).toHaveValue(who.notes);
}

export const confirmation = (root: Locator, m: Messages = en) =>
  root.getByRole('heading', { name: m.bookedHeading, exact: true });

/**
 * Books a session the way a visitor does: the first booking type (or the one given, unless
 * the widget starts at the times), the first open time of the day the widget picks, name and
 * email, "Book now". Resolves once the confirmation is shown.
 */
export async function bookSession(root: Locator, who: Visitor, options: { type?: string | RegExp } = {}): Promise<void> {
  const types = typeButtons(root);
  // A preselected or only booking type starts at the times; otherwise the visitor picks a type.
  await expect(types.or(slotButtons(root)).first()).toBeVisible();
  if ((await types.count()) > 0) await (options.type ? types.filter({ hasText: options.type }) : types).first().click();
  await chooseSlot(root);
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
}

/** The widget's single alert, and a check that focus moved to it. */
export async function expectFocusedAlert(root: Locator, text: string | RegExp, options: { timeout?: number } = {}): Promise<Locator> {
  const alert = root.getByRole('alert');
  await expect(alert).toContainText(text, options);
  await expect(alert).toHaveCount(1);
  await expect(alert).toBeFocused();
  return alert;
}

/** Every string the widget puts on screen or in the accessibility tree, hidden text included. */
export function widgetText(root: Locator): Promise<string> {
  return root.evaluate((host) => {
    const out: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
      if (node instanceof Element) {
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'href', 'value']) {
          const v = node.getAttribute(attr);
          if (v) out.push(v);
        }
      }
      node.childNodes.forEach(walk);
    };
    if (host.shadowRoot) walk(host.shadowRoot);
    return out.join('\n');
  });
}

/** Host-only override wording or flags that a customer must never see or send. */
export const OVERRIDE_WORDS = /overrid|allow_over_capacity|allow_policy_bypass|bypass|\bforce/i;

/** Bodies of the guest-booking POSTs a page sends, recorded as they leave the browser. */
export function recordBookingBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/v1\/public\/[^/]+\/bookings$/.test(new URL(request.url()).pathname)) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

// --- the sandbox's side ------------------------------------------------------------------------

export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  idempotency_key: string | null;
  status: number | null;
  idempotency: 'new' | 'replayed' | 'waited' | 'mismatch' | null;
  has_authorization: boolean;
}

/** The sandbox's request log (API routes only), oldest first. */
export async function sandboxRequests(): Promise<LoggedRequest[]> {
  return ((await (await control('requests')).json()) as { data: LoggedRequest[] }).data;
}

/** Guest-booking POSTs the sandbox received for `handle`. */
export async function bookingPosts(handle: string): Promise<LoggedRequest[]> {
  return (await sandboxRequests()).filter((r) => r.method === 'POST' && r.path === `/v1/public/${handle}/bookings`);
}

export interface FaultRule {
  method?: string;
  path: string;
  times?: number;
  fault:
    | { type: 'delay'; ms: number }
    | { type: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
    | { type: 'malformed'; status?: number }
    | { type: 'drop' }
    | { type: 'commit-then-drop' };
}

export async function armFault(rule: FaultRule): Promise<void> {
  const response = await control('faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
  expect(response.status).toBe(201);
}

export async function clearFaults(): Promise<void> {
  await control('faults', { method: 'DELETE' });
}

/** A fault on the next `times` guest-booking POSTs of `handle`. */
export const onBookingPost = (handle: string, fault: FaultRule['fault'], times = 1): FaultRule => ({
  method: 'POST',
  path: `/v1/public/${handle}/bookings`,
  times,
  fault,
});

/**
 * The trust guarantee for one booking intent: the sandbox holds exactly one booking for
 * `email`, and every POST the sandbox saw for `handle` carried the same Idempotency-Key, the
 * key that booking was made with. Returns the booking and the POSTs.
 */
export async function expectOneBookingOneKey(
  handle: string,
  email: string,
  options: { posts?: number | 'at least 2' } = {},
): Promise<{ booking: Booking & { idempotency_key?: string }; posts: LoggedRequest[] }> {
  const bookings = (await sandboxBookings()).filter(
    (b) => b.handle === handle && b.customer?.email?.toLowerCase() === email.toLowerCase(),
  ) as (Booking & { idempotency_key?: string })[];
  expect(bookings, `bookings for ${email}`).toHaveLength(1);
  const booking = bookings[0]!;
  const posts = await bookingPosts(handle);
  if (options.posts === 'at least 2') expect(posts.length).toBeGreaterThanOrEqual(2);
  else if (options.posts !== undefined) expect(posts).toHaveLength(options.posts);
  else expect(posts.length).toBeGreaterThanOrEqual(1);
  const keys = new Set(posts.map((p) => p.idempotency_key));
  expect([...keys], 'Idempotency-Key of every POST').toEqual([booking.idempotency_key]);
  expect(booking.idempotency_key).toMatch(/^[!-~]{1,255}$/);
  return { booking, posts };
}

/** A host page on another site adds the script tag, as the README's snippet does. */
export async function addScriptTag(page: Page, src: string, attributes: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ src, attributes }) => {
      const script = document.createElement('script');
      script.src = src;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      document.getElementById('main')!.append(script);
    },
    { src, attributes },
  );
}

/**
 * Returns once every request the page has sent so far has been reported here: one it sends now,
 * to its own origin, is reported after them.
 */
export async function requestsSoFar(page: Page): Promise<void> {
  const marker = `/pages/blank.html?requests-so-far=${Date.now()}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((path) => void fetch(path), marker)]);
}
