/**
 * Host pages as they are in the wild: no doctype, an AMD loader, extended built-in prototypes,
 * wrapped `fetch` and `pushState`, another version of the element, and a single-page app that
 * mounts and unmounts the widget many times. Each books end to end (or mounts what the page
 * defined, and says so once); none may throw in the page or log an error.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { visitor, widget } from './support/book';
import { bookSession, recordBookingBodies, requestsSoFar, sandboxRequests } from './support/flow';
import { API_BASE, HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor, sandboxBookings } from './support/sandbox';
import { expect, test } from './support/test';

declare global {
  interface Window {
    __amdDefined?: string[];
    define?: ((...args: unknown[]) => void) & { amd?: object };
    __analytics?: { fetches: string[]; pageViews: string[] };
    __pending?: () => { timers: number; listeners: string[]; requests: number };
    __requestsStarted?: () => number;
    __realSetTimeout?: typeof setTimeout;
    __removedWidgets?: WeakRef<Element>[];
  }
}

/** Console messages of one type, as text, recorded from the start of the page. */
function consoleMessages(page: Page, type: ReturnType<ConsoleMessage['type']>): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    // With the address: "Failed to load resource" names no file in its text.
    if (message.type() === type) seen.push(`${message.text()} (${message.location().url})`);
  });
  return seen;
}

/**
 * Records errors and warnings; `expectClean` checks no error was logged and nothing was thrown.
 * The host site has no favicon: its 404 is the site's own console error, not the widget's.
 */
function watchConsole(page: Page, pageErrors: string[]) {
  void page.route(`${HOST_ORIGIN}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  const errors = consoleMessages(page, 'error');
  const warnings = consoleMessages(page, 'warning');
  return {
    errors,
    warnings,
    expectClean() {
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(errors, 'console.error').toEqual([]);
    },
  };
}

/** The fields a guest booking body may carry (Public: guest booking body); no others, inherited or not. */
const BODY_FIELDS = ['booking_type_id', 'customer', 'marketing_consent', 'notes', 'scheduled_date', 'scheduled_start_time', 'source'];

test('a page without a doctype (quirks mode) mounts the widget after its script and books', async ({ page, pageErrors }) => {
  const seen = watchConsole(page, pageErrors);
  await page.goto(`${HOST_ORIGIN}/pages/wild-quirks.html`);
  expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
  await expect(page.locator('#before + script[data-handle] + space-booking + #after')).toHaveCount(1);

  const who = visitor('quirks');
  await bookSession(widget(page), who);
  expect((await expectOneBookingFor(who.email)).booking_type_title).toEqual(expect.any(String));
  seen.expectClean();
});

test('a page with an AMD loader still runs the script, which registers no AMD module, and books', async ({ page, pageErrors }) => {
  const seen = watchConsole(page, pageErrors);
  await page.goto(`${HOST_ORIGIN}/pages/wild-amd.html`);
  expect(await page.evaluate(() => typeof window.define === 'function' && typeof window.define.amd === 'object')).toBe(true);
  await expect(page.locator('#before + script[data-handle] + space-booking + #after')).toHaveCount(1);
  expect(await page.evaluate(() => typeof window.SpaceBooking?.mount)).toBe('function');

  const who = visitor('amd');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
  // The loader's own module only: the widget's script and the files it loads on demand ran as they are.
  expect(await page.evaluate(() => window.__amdDefined)).toEqual(['site/greeting']);
  seen.expectClean();
});

test('a page whose scripts added enumerable members to Object.prototype and Array.prototype books', async ({ page, pageErrors }) => {
  const seen = watchConsole(page, pageErrors);
  const bodies = recordBookingBodies(page);
  await page.goto(`${HOST_ORIGIN}/pages/wild-prototypes.html`);
  expect(await page.evaluate(() => Object.keys(Object.getPrototypeOf({})).concat(Object.keys(Array.prototype)))).toEqual([
    'extend',
    'siteFlag',
    'remove',
    'first',
    'label',
  ]);
  const root = widget(page);
  await expect(page.locator('#before + script[data-handle] + space-booking + #after')).toHaveCount(1);
  // Every booking type is offered once, and nothing of the page's additions shows.
  await expect(root.locator('button[part~="type"]').first()).toBeVisible();
  const titles = await root.locator('button[part~="type"]').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);

  const who = visitor('prototypes');
  await bookSession(root, who);
  await expectOneBookingFor(who.email);
  expect(bodies).toHaveLength(1);
  expect(BODY_FIELDS).toEqual(expect.arrayContaining(Object.keys(bodies[0]!)));
  expect(Object.keys(bodies[0]!.customer as object).sort()).toEqual(['email', 'name']);
  const shown = await root.evaluate((host) => host.shadowRoot!.textContent ?? '');
  expect(shown).not.toMatch(/siteFlag|function\s*\(/);
  const stray = await root.evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('*')].filter((el) => ['extend', 'siteflag', 'remove', 'first', 'label'].some((name) => el.hasAttribute(name))).length,
  );
  expect(stray, 'elements carrying an attribute named after a prototype member').toBe(0);
  seen.expectClean();
});

test('a page whose analytics wrapped fetch and history.pushState books, through the wrappers', async ({ page, pageErrors }) => {
  const seen = watchConsole(page, pageErrors);
  await page.goto(`${HOST_ORIGIN}/pages/wild-analytics.html`);
  await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
  await page.evaluate((apiBase) => {
    const element = document.createElement('space-booking');
    element.setAttribute('handle', 'harbour-yoga');
    element.setAttribute('api-base', apiBase);
    element.setAttribute('locale', 'en');
    document.getElementById('app')!.append(element);
  }, API_BASE);
  const root = widget(page);
  await expect(root.locator('button[part~="type"]').first()).toBeVisible();
  // The app navigates while the widget stays on the page.
  await page.locator('#classes').click();
  await expect(page).toHaveURL(/view=classes/);

  const who = visitor('analytics');
  await bookSession(root, who);
  await expectOneBookingFor(who.email);
  const analytics = await page.evaluate(() => window.__analytics!);
  expect(analytics.pageViews).toEqual(['/pages/wild-analytics.html?view=classes']);
  // The widget's requests went through the page's fetch, wrapper included.
  expect(analytics.fetches.some((url) => url.startsWith(`${API_BASE}/public/harbour-yoga/bookings`))).toBe(true);
  expect(analytics.fetches.some((url) => url.startsWith(`${API_BASE}/public/harbour-yoga/booking-types`))).toBe(true);
  seen.expectClean();
});

test('a page where another version defined <space-booking> first: the script mounts with it and warns once', async ({ page, pageErrors }) => {
  const seen = watchConsole(page, pageErrors);
  await page.goto(`${HOST_ORIGIN}/pages/wild-other-version.html`);
  // Both script tags ran: each placed its widget, which the class already defined upgraded.
  await expect(page.locator('#first > script + space-booking[handle="harbour-yoga"][data-other-version]')).toHaveCount(1);
  await expect(page.locator('#second > script + space-booking[handle="brooklyn-clay"][data-other-version]')).toHaveCount(1);
  await expect(page.locator('#first > space-booking')).toHaveText('Booking by the other version for harbour-yoga');
  // The rest of the script's surface works too, and asking it to define the element again is quiet.
  await page.evaluate((apiBase) => {
    window.SpaceBooking!.define();
    window.SpaceBooking!.mount('#app', { handle: 'himal-sound', apiBase });
  }, API_BASE);
  await expect(page.locator('#app > space-booking[data-other-version]')).toHaveText('Booking by the other version for himal-sound');
  const ours = seen.warnings.filter((text) => text.includes('space-booking'));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toMatch(/another script defined <space-booking>/);
  // The other version renders; this one sends nothing.
  expect((await sandboxRequests()).filter((r) => r.path.startsWith('/v1/'))).toEqual([]);
  expect(await sandboxBookings()).toEqual([]);
  seen.expectClean();
});

test('the same version of the script included twice stays quiet about the definition', async ({ page, pageErrors }) => {
  const seen = watchConsole(page, pageErrors);
  await page.goto(`${HOST_ORIGIN}/pages/script-twice.html`);
  await expect(page.locator('#second > space-booking').getByRole('button').first()).toBeVisible();
  await expect(page.locator('#first > space-booking').getByRole('button').first()).toBeVisible();
  expect(seen.warnings.filter((text) => text.includes('space-booking'))).toEqual([]);
  seen.expectClean();
});

/**
 * Counts what outlives its owner: timers not yet run or cleared, listeners on window and
 * document not yet removed, and requests not yet answered or aborted. The page's test code uses
 * the saved originals, so it counts nothing.
 */
async function instrumentPending(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timers = new Set<unknown>();
    const realSetTimeout = window.setTimeout;
    const realClearTimeout = window.clearTimeout;
    const realSetInterval = window.setInterval;
    const realClearInterval = window.clearInterval;
    window.__realSetTimeout = realSetTimeout.bind(window) as typeof setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = realSetTimeout(
        (...args: unknown[]) => {
          timers.delete(id);
          if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
        },
        ms,
        ...rest,
      );
      timers.add(id);
      return id;
    }) as typeof setTimeout;
    window.clearTimeout = ((id?: number) => {
      timers.delete(id);
      realClearTimeout(id);
    }) as typeof clearTimeout;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = realSetInterval(handler, ms, ...rest);
      timers.add(id);
      return id;
    }) as typeof setInterval;
    window.clearInterval = ((id?: number) => {
      timers.delete(id);
      realClearInterval(id);
    }) as typeof clearInterval;
    // A time limit made with AbortSignal.timeout is a timer too, pending until it fires.
    const realTimeoutSignal = AbortSignal.timeout.bind(AbortSignal);
    AbortSignal.timeout = (ms: number) => {
      const signal = realTimeoutSignal(ms);
      timers.add(signal);
      signal.addEventListener('abort', () => timers.delete(signal), { once: true });
      return signal;
    };

    const listeners = new Map<string, number>();
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    const keys = new WeakMap<object, Map<string, EventListenerOrEventListenerObject>>();
    const describe = (target: EventTarget, type: string, capture: boolean) =>
      `${target === window ? 'window' : 'document'} ${type}${capture ? ' (capture)' : ''}`;
    const forget = (name: string) => {
      const left = (listeners.get(name) ?? 1) - 1;
      if (left > 0) listeners.set(name, left);
      else listeners.delete(name);
    };
    EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
      if ((this !== window && this !== document) || !listener) return add.call(this, type, listener, options);
      const capture = typeof options === 'boolean' ? options : !!options?.capture;
      const name = describe(this, type, capture);
      let byName = keys.get(listener);
      if (!byName) keys.set(listener, (byName = new Map()));
      if (byName.has(name)) return add.call(this, type, listener, options);
      const once = typeof options === 'object' && options.once;
      // A `once` listener is gone after it runs: wrap it to notice.
      const counted: EventListener = once
        ? (event) => {
            byName!.delete(name);
            forget(name);
            return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
          }
        : (event) => (typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event));
      byName.set(name, counted);
      listeners.set(name, (listeners.get(name) ?? 0) + 1);
      const signal = typeof options === 'object' ? options.signal : undefined;
      signal?.addEventListener('abort', () => byName!.has(name) && (byName!.delete(name), forget(name)), { once: true });
      return add.call(this, type, counted, options);
    };
    EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
      if ((this !== window && this !== document) || !listener) return remove.call(this, type, listener, options);
      const capture = typeof options === 'boolean' ? options : !!options?.capture;
      const name = describe(this, type, capture);
      const counted = keys.get(listener)?.get(name);
      if (!counted) return remove.call(this, type, listener, options);
      keys.get(listener)!.delete(name);
      forget(name);
      return remove.call(this, type, counted, options);
    };

    let requestsInFlight = 0;
    let requestsStarted = 0;
    const realFetch = window.fetch;
    window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      requestsStarted++;
      requestsInFlight++;
      const settled = () => void requestsInFlight--;
      const response = realFetch.apply(window, args);
      response.then(settled, settled);
      return response;
    };
    window.__requestsStarted = () => requestsStarted;

    window.__pending = () => ({
      timers: timers.size,
      requests: requestsInFlight,
      listeners: [...listeners].flatMap(([name, count]) => Array<string>(count).fill(name)).sort(),
    });
  });
}

/** Used JS heap after a full garbage collection, in bytes. */
async function heapAfterGc(page: Page): Promise<number> {
  // Chromium's autofill keeps an observer on the last form control it tracked, which holds that
  // control's widget; a control of the page's own takes its place, so that no widget is held.
  await page.evaluate(async () => {
    const select = document.createElement('select');
    select.append(new Option('a', 'a'), new Option('b', 'b'));
    document.body.append(select);
    select.focus();
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => window.__realSetTimeout!(resolve, 500));
    select.remove();
  });
  // The browser's own record of every request (Resource Timing) is not the widget's to keep.
  await page.evaluate(() => performance.clearResourceTimings());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  // Twice: what the first collection finalises (weak references, finalizers) goes in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/**
 * `rounds` times: add a `<space-booking>`, then remove it at one of four moments, in turn:
 * before it has asked for anything, while its first requests are out, once it is ready, or
 * after the visitor chose a booking type (availability on its way or shown).
 */
async function mountAndRemove(page: Page, rounds: number, offset: number): Promise<void> {
  await page.evaluate(
    async ({ rounds, offset, apiBase }) => {
      const wait = (ms: number) => new Promise<void>((resolve) => window.__realSetTimeout!(resolve, ms));
      const until = async (ready: () => boolean) => {
        for (let i = 0; i < 400 && !ready(); i++) await wait(10);
        if (!ready()) throw new Error('the widget did not get there in time');
      };
      const app = document.getElementById('app')!;
      for (let i = 0; i < rounds; i++) {
        const element = document.createElement('space-booking');
        element.setAttribute('handle', 'harbour-yoga');
        element.setAttribute('api-base', apiBase);
        element.setAttribute('locale', 'en');
        let ready = false;
        element.addEventListener('space-booking:ready', () => (ready = true), { once: true });
        app.append(element);
        const moment = (i + offset) % 4;
        if (moment === 1) await wait(5);
        if (moment >= 2) await until(() => ready);
        if (moment === 3) {
          const type = () => element.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="type"]');
          await until(() => type() !== null);
          type()!.click();
          await wait((i % 3) * 10);
        }
        element.remove();
        (window.__removedWidgets ??= []).push(new WeakRef(element));
      }
    },
    { rounds, offset, apiBase: API_BASE },
  );
}

test('a single-page app that adds and removes the widget 200 times keeps no request, timer, listener or memory of it', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  const seen = watchConsole(page, pageErrors);
  await instrumentPending(page);
  await page.goto(`${HOST_ORIGIN}/pages/wild-spa.html`);
  await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
  const before = await page.evaluate(() => window.__pending!());

  // Warm-up: every moment 25 times, so code and catalogs loaded on first use, and the code the
  // engine compiles for what runs often, are in the baseline.
  await mountAndRemove(page, 100, 0);
  await expect.poll(() => page.evaluate(() => window.__pending!())).toEqual(before);
  const baseline = await heapAfterGc(page);

  await mountAndRemove(page, 200, 0);
  // (Asked without a locator: Playwright's selector engine, loaded on first use, is not the widget's.)
  expect(await page.evaluate(() => document.querySelectorAll('space-booking').length)).toBe(0);

  // Nothing the widgets started goes on: timers run out or are cleared, listeners are removed,
  // requests are answered or aborted (well before any request's 10-second time limit would
  // have run out by itself).
  await expect.poll(() => page.evaluate(() => window.__pending!()), { timeout: 5_000 }).toEqual(before);
  expect((await sandboxRequests()).length).toBeGreaterThan(0);
  // With nothing of theirs pending, no widget asks for anything more: not in the next frames,
  // nor by the time a request the page sends now has gone out.
  const startedWhenSettled = await page.evaluate(() => window.__requestsStarted!());
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await requestsSoFar(page);
  expect(await page.evaluate(() => window.__requestsStarted!()), 'API requests after every widget was removed').toBe(startedWhenSettled + 1);
  expect(await page.evaluate(() => window.__pending!())).toEqual(before);

  // No memory of them: every removed element, and with it its shadow tree, state and requests,
  // is collected, and the heap is back within 10 % of where it was before them.
  const after = await heapAfterGc(page);
  const alive = await page.evaluate(() => window.__removedWidgets!.filter((ref) => ref.deref() !== undefined).length);
  expect(alive, 'removed widgets the page still holds after a full garbage collection').toBe(0);
  test.info().annotations.push({ type: 'heap', description: `${baseline} bytes after the warm-up, ${after} after 200 more widgets` });
  expect(after, `heap ${after} bytes after 200 widgets, ${baseline} before`).toBeLessThanOrEqual(baseline * 1.1);

  // The page still works as a host: one more widget books.
  await page.evaluate((apiBase) => window.SpaceBooking!.mount('#app', { handle: 'harbour-yoga', apiBase }), API_BASE);
  const who = visitor('spa');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
  expect(await page.evaluate(() => document.querySelectorAll('space-booking').length)).toBe(1);
  seen.expectClean();
});
