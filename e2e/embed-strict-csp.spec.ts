import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { API_BASE, HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import type { Page } from '@playwright/test';
import { cspViolations, expect, test } from './support/test';

test('under a strict Content Security Policy, Trusted Types required, the widget books with zero violations', async ({ page }) => {
  const warmUp: number[] = [];
  page.on('response', (response) => /\/warm-up-[\w-]{8}\.js$/.test(response.url()) && warmUp.push(response.status()));
  const response = await page.goto(`${WIDGET_ORIGIN}/pages/strict-csp.html`);
  expect(response!.headers()['content-security-policy']).toBe(
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src http://127.0.0.1:4010; img-src http://127.0.0.1:4010 data:; require-trusted-types-for 'script'",
  );
  // Another interface language loads its catalog (a module next to the script) under the policy too.
  await widget(page).evaluate((el) => el.setAttribute('locale', 'de'));
  await expect(widget(page).getByRole('heading', { name: 'Wählen Sie ein Angebot' })).toBeVisible();
  await widget(page).evaluate((el) => el.setAttribute('locale', 'en'));

  const who = visitor('strict csp');
  await bookSession(widget(page), who);
  await expectOneBookingFor(who.email);
  // The script's warm-up file loaded under the policy too.
  expect(warmUp).toEqual([200]);
  // The calendar file link, too, is built without anything the policy forbids.
  await expect(widget(page).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);

  // The policy is in force and the recorder sees violations: an inline style attribute is one.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.setAttribute('style', 'color: red');
    document.body.append(probe);
  });
  await expect.poll(async () => (await cspViolations(page)).length).toBe(1);
});

/** Holds the space's profile back until the returned function is called: the widget waits for it, as on a slow link. */
async function holdProfile(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/v1\/public\/harbour-yoga\?/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Recorded = Window & { __added?: Record<string, string[]>; __sampleStyle?: { visibility: string; position: string } };

/**
 * Records, from the page's start, the class of each element a widget adds to its shadow root (by
 * the id of the widget's element), and how the first view's sample stands in the page when it is
 * laid out.
 */
async function recordWidgets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Recorded;
    const added: Record<string, string[]> = (w.__added = {});
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      get(this: HTMLElement) {
        if (this.className === 'warm-up') {
          const { visibility, position } = getComputedStyle(this);
          w.__sampleStyle = { visibility, position };
        }
        return offsetHeight.get!.call(this) as number;
      },
    });
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attachShadow.call(this, init);
      const seen = (added[this.id] = [] as string[]);
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) seen.push(node.className);
      }).observe(root, { childList: true, subtree: true });
      return root;
    };
  });
}

/** What the widget whose element has `id` added to its shadow root. */
const added = (page: Page, id = '') => page.evaluate((id) => (window as Recorded).__added?.[id] ?? [], id);

test('under Trusted Types, the first view is laid out ahead while its first answers are on their way', async ({ page }) => {
  const release = await holdProfile(page);
  await recordWidgets(page);
  await page.goto(`${WIDGET_ORIGIN}/pages/strict-csp.html`);
  await expect.poll(() => added(page)).toContain('warm-up');
  // Laid out out of sight and out of the page's flow.
  expect(await page.evaluate(() => (window as Recorded).__sampleStyle)).toEqual({ visibility: 'hidden', position: 'fixed' });
  release();
  await expect(widget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await expect(widget(page).locator('.warm-up')).toHaveCount(0);
  expect(await cspViolations(page)).toEqual([]);
});

test("a widget in the page's closed dialog lays out no sample while one in the page beside it does", async ({ page }) => {
  const release = await holdProfile(page);
  await recordWidgets(page);
  await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
  await page.evaluate((apiBase) => {
    const widgetIn = (parent: Element, id: string) => {
      const element = document.createElement('space-booking');
      element.id = id;
      element.setAttribute('handle', 'harbour-yoga');
      element.setAttribute('api-base', apiBase);
      parent.append(element);
    };
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    widgetIn(dialog, 'in-closed-dialog');
    widgetIn(document.getElementById('main')!, 'in-page');
  }, API_BASE);
  await page.addScriptTag({ url: `${WIDGET_ORIGIN}/space-booking.js` });
  await expect.poll(() => added(page, 'in-page')).toContain('warm-up');
  // The other widget's turn has come too: its first view was rendered in the same tasks.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await added(page, 'in-closed-dialog')).toContain('widget');
  expect(await added(page, 'in-closed-dialog')).not.toContain('warm-up');
  release();
  await expect(widget(page).getByRole('heading', { name: 'Choose a session' })).toBeVisible();
});
