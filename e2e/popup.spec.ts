/**
 * The popup and the floating button: a button in place of the inline widget (or fixed in a
 * corner) that opens the widget in a native modal dialog. Nothing is requested before the
 * visitor shows intent; the dialog traps focus, closes on Escape and its close button, gives
 * focus back, keeps the page from scrolling and keeps the visitor's step between openings.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { de } from '../src/i18n/catalogs/de';
import { en } from '../src/i18n/catalogs/en';
import { WCAG_TAGS } from './support/axe';
import { visitor, widget } from './support/book';
import { bookSession, chooseSlot, confirmation, expectDetailsKept, fields, fillDetails, requestsSoFar, typeButtons } from './support/flow';
import { HOST_ORIGIN, SANDBOX_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';

declare global {
  interface Window {
    __popupEvents?: { type: string; detail: unknown }[];
    __bound?: HTMLElement;
    __opened?: HTMLElement;
  }
}

/** Records every API request the page sends. */
function apiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SANDBOX_ORIGIN)) sent.push(request.url());
  });
  return sent;
}

/** Records the open and close events (and booked) on document. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__popupEvents = [];
    for (const type of ['space-booking:open', 'space-booking:close', 'space-booking:booked'])
      document.addEventListener(type, (e) => window.__popupEvents!.push({ type, detail: (e as CustomEvent).detail }));
  });
}

const events = (page: Page) => page.evaluate(() => window.__popupEvents!.map((e) => e.type));
const launcher = (root: Locator) => root.locator('[part="launcher"]');
const dialog = (root: Locator) => root.locator('dialog[part="dialog"]');

/** Loads the popup's host page and opens the dialog with a click on its button. */
async function openByClick(page: Page): Promise<Locator> {
  await page.goto(`${HOST_ORIGIN}/pages/popup.html`);
  const root = widget(page);
  await launcher(root).click();
  await expect(dialog(root)).toHaveAttribute('open');
  return root;
}

/** Loads a host page, reaches the widget's button with Tab and opens the dialog with Enter. */
async function openByKeyboard(page: Page, hostPage: string): Promise<Locator> {
  await page.goto(`${HOST_ORIGIN}/pages/${hostPage}`);
  const root = widget(page);
  // The button is drawn when the popup's file is here, which may be after the page's load event:
  // a Tab pressed before it exists has nothing of the widget's to reach.
  await expect(launcher(root)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(launcher(root)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(root)).toHaveAttribute('open');
  return root;
}

async function audit(page: Page, step: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => [n.target.join(' '), n.failureSummary]) }));
  expect(summary, `axe violations at "${step}"`).toEqual([]);
}

test.describe('popup from the script tag', () => {
  test('shows only a button and sends nothing until the visitor shows intent; hovering starts the first requests', async ({ page }) => {
    const sent = apiRequests(page);
    await page.goto(`${HOST_ORIGIN}/pages/popup.html`);
    const root = widget(page);
    await expect(launcher(root)).toHaveText(en.bookSession);
    await expect(launcher(root)).toHaveAttribute('aria-haspopup', 'dialog');
    // Only the button: no widget, no dialog, no request.
    await requestsSoFar(page);
    await expect(root.locator('[part="root"]')).toHaveCount(0);
    await expect(dialog(root)).toHaveCount(0);
    expect(sent).toEqual([]);
    await launcher(root).hover();
    await expect.poll(() => sent.some((url) => url.includes('/public/harbour-yoga'))).toBe(true);
    // Content is rendered (closed) before the dialog opens.
    await expect(typeButtons(root).first()).toBeAttached();
    await expect(dialog(root)).not.toHaveAttribute('open');
  });

  test('books in a modal dialog: open and close events, Escape, focus back, no page scroll, step kept, fresh after booking', async ({ page }) => {
    await recordEvents(page);
    const root = await openByClick(page);
    expect(await dialog(root).evaluate((d: HTMLDialogElement) => d.matches(':modal'))).toBe(true);
    // The page behind is inert and does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const who = visitor('popup keep');
    await typeButtons(root).first().click();
    await chooseSlot(root);
    await fillDetails(root, who);
    await page.keyboard.press('Escape');
    await expect(dialog(root)).not.toHaveAttribute('open');
    await expect(launcher(root)).toBeFocused();
    // The dialog's `close` event, which gives the page its scroll back, comes a task after it closes.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // Opening again finds the form, with what was typed.
    await launcher(root).click();
    await expectDetailsKept(root, who);
    await fields(root).submit.click();
    await expect(confirmation(root)).toBeVisible();
    expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');

    // The visible close button closes it; after a booking, the next opening starts afresh.
    await root.getByRole('button', { name: en.close, exact: true }).click();
    await expect(dialog(root)).not.toHaveAttribute('open');
    await expect(launcher(root)).toBeFocused();
    await launcher(root).click();
    await expect(typeButtons(root).first()).toBeVisible();
    await expect(confirmation(root)).toHaveCount(0);

    expect(await events(page)).toEqual([
      'space-booking:open',
      'space-booking:close',
      'space-booking:open',
      'space-booking:booked',
      'space-booking:close',
      'space-booking:open',
    ]);
    const details = await page.evaluate(() => window.__popupEvents!.filter((e) => e.type === 'space-booking:close').map((e) => e.detail));
    expect(details).toEqual([
      { handle: 'harbour-yoga', step: 'details' },
      { handle: 'harbour-yoga', step: 'done' },
    ]);
  });

  test('switched to inline or taken out of the page while open, it closes as the visitor would close it: the page scrolls again', async ({ page }) => {
    await recordEvents(page);
    const root = await openByClick(page);
    await typeButtons(root).first().click();
    await page.evaluate(() => {
      document.querySelector('space-booking')!.mode = 'inline';
    });
    // The widget is in the page, at the visitor's step, and the page is the host's again.
    await expect(dialog(root)).toHaveCount(0);
    await expect(root.locator('[part="calendar"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await events(page)).toEqual(['space-booking:open', 'space-booking:close']);

    // Back to a popup, opened, then removed: the page scrolls again there too.
    await page.evaluate(() => {
      document.querySelector('space-booking')!.mode = 'popup';
    });
    await launcher(root).click();
    await expect(dialog(root)).toHaveAttribute('open');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.evaluate(() => document.querySelector('space-booking')!.remove());
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('moved while open (its element put elsewhere in the page), it closes: the page scrolls again, the step is kept', async ({ page }) => {
    await recordEvents(page);
    const root = await openByClick(page);
    await typeButtons(root).first().click();
    await expect(root.locator('[part="calendar"]')).toBeVisible();
    // A dialog taken out of the page and put back is no longer modal: it must not stay open.
    await page.evaluate(() => document.querySelector('main')!.prepend(document.querySelector('space-booking')!));
    await expect(dialog(root)).not.toHaveAttribute('open');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await events(page)).toEqual(['space-booking:open', 'space-booking:close']);
    await launcher(root).click();
    await expect(dialog(root)).toHaveAttribute('open');
    expect(await dialog(root).evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect(root.locator('[part="calendar"]')).toBeVisible();
  });

  /** Where the open dialog sits in a viewport of that size, once the widget shows in it. */
  async function openDialogBox(page: Page, width: number, height: number) {
    await page.setViewportSize({ width, height });
    const root = await openByClick(page);
    await expect(typeButtons(root).first()).toBeVisible();
    return (await dialog(root).boundingBox())!;
  }

  test('is a full-screen sheet on a narrow screen', async ({ page }) => {
    expect(await openDialogBox(page, 360, 700)).toEqual({ x: 0, y: 0, width: 360, height: 700 });
  });

  test('is centred in the viewport on a wide screen', async ({ page }) => {
    const box = await openDialogBox(page, 1200, 900);
    // As wide as its stylesheet says, with as much room on either side, and above as below.
    expect(box.width).toBeLessThan(1200 - 2 * 16);
    expect(Math.abs(box.x - (1200 - box.x - box.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - (900 - box.y - box.height))).toBeLessThanOrEqual(1);
  });

  test('at 400% zoom, no control that takes focus is hidden under the close button that stays in view', async ({ page }) => {
    // 1280 × 1024 CSS pixels at 400%: 320 × 256.
    await page.setViewportSize({ width: 320, height: 256 });
    const root = await openByClick(page);
    await typeButtons(root).first().click();
    await root.locator('button[part~="slot"]').last().focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      const hidden = await root.evaluate((host) => {
        const shadow = host.shadowRoot!;
        const focused = shadow.activeElement;
        const close = shadow.querySelector('[part="close"]')!;
        // The dialog itself (a scrolling box takes focus) holds the button.
        if (!focused || focused.contains(close)) return 0;
        const [a, b] = [focused.getBoundingClientRect(), close.getBoundingClientRect()];
        const width = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
        const height = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        return (width * height) / (a.width * a.height);
      });
      const what = await root.evaluate((host) => host.shadowRoot!.activeElement?.outerHTML.slice(0, 120));
      expect(hidden, `${what}, ${i + 1} Shift+Tab up`).toBe(0);
    }
  });

  test('a keyboard alone opens it, books in it and closes it', async ({ page }) => {
    const root = await openByKeyboard(page, 'popup.html');
    // Focus is inside the dialog, and Tab never reaches the page behind it (the browser traps
    // it; past the last control it may visit the browser's own controls, outside the page).
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const where = await root.evaluate((host) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'outside the page';
        return active === host && host.shadowRoot!.activeElement?.closest('dialog') ? 'dialog' : `page: ${active.tagName}`;
      });
      expect(where).not.toMatch(/^page/);
    }
    const first = typeButtons(root).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const slot = root.locator('button[part~="slot"]').first();
    await slot.focus();
    await page.keyboard.press('Enter');
    const who = visitor('popup keyboard');
    await fields(root).name.focus();
    await page.keyboard.type(who.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.email);
    await fields(root).submit.focus();
    await page.keyboard.press('Enter');
    await expect(confirmation(root)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(root)).not.toHaveAttribute('open');
    await expect(launcher(root)).toBeFocused();
    await expectOneBookingFor(who.email);
  });
});

test.describe('popup from code', () => {
  test('bindPopup makes a host link open it (prepared on hover), SpaceBooking.popup opens one in the given language', async ({ page }) => {
    const sent = apiRequests(page);
    await page.goto(`${HOST_ORIGIN}/pages/popup-from-code.html`);
    await page.waitForFunction(() => window.__bound !== undefined);
    await expect(page.locator('space-booking')).toHaveCount(1);
    await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
    await requestsSoFar(page);
    expect(sent).toEqual([]);
    const link = page.locator('#book-link');
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await link.hover();
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    await link.click();
    const bound = widget(page, 0);
    await expect(dialog(bound)).toHaveAttribute('open');
    // No button of its own: the host's link is the opener.
    await expect(launcher(bound)).toHaveCount(0);
    const who = visitor('bind popup');
    await bookSession(bound, who);
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
    await expectOneBookingFor(who.email);

    await page.locator('#book-from-code').click();
    const opened = widget(page, 1);
    await expect(dialog(opened)).toHaveAttribute('open');
    await expect(opened.getByRole('button', { name: de.close, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#book-from-code')).toBeFocused();
    // The same options open the same popup again.
    await page.locator('#book-from-code').click();
    await expect(page.locator('space-booking')).toHaveCount(2);
    await expect(dialog(opened)).toHaveAttribute('open');
  });
});

test.describe('floating button', () => {
  test('floats in the bottom-right corner, themed by the host, and books', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`${HOST_ORIGIN}/pages/floating.html`);
    const root = widget(page);
    const button = launcher(root);
    await expect(button).toBeVisible();
    // The button and its "hide" button sit together in the corner.
    const box = (await root.getByRole('button', { name: en.hideLauncher }).boundingBox())!;
    expect(1000 - (box.x + box.width)).toBeGreaterThan(0);
    expect(1000 - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(700 - (box.y + box.height)).toBeLessThanOrEqual(24);
    expect((await button.boundingBox())!.x).toBeGreaterThan(500);
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(107, 33, 168)');
    expect(await button.evaluate((el) => getComputedStyle(el).letterSpacing)).not.toBe('normal');
    // It stays there when the page scrolls, under what the page draws above it (not in the top layer).
    expect(await button.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
    expect(await button.evaluate((el) => el.parentElement!.matches(':popover-open'))).toBe(false);
    await button.click();
    const who = visitor('floating');
    await bookSession(root, who);
    expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');
  });

  test('from the ES module: mount with mode "floating" puts the button in the corner, and books', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
    await page.evaluate(
      async ({ moduleUrl, apiBase }) => {
        const { defineSpaceBooking, mount } = await import(moduleUrl);
        defineSpaceBooking();
        mount('#main', { handle: 'harbour-yoga', apiBase, mode: 'floating', position: 'bottom-left' });
      },
      { moduleUrl: `${WIDGET_ORIGIN}/space-booking.mjs`, apiBase: `${SANDBOX_ORIGIN}/v1` },
    );
    const root = widget(page);
    const button = launcher(root);
    await expect(button).toHaveText(en.bookSession);
    expect(await button.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
    const box = (await button.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(24);
    expect(700 - (box.y + box.height)).toBeLessThanOrEqual(24);
    await button.click();
    await expect(dialog(root)).toHaveAttribute('open');
    const who = visitor('floating module');
    await bookSession(root, who);
    expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');
    expect(pageErrors).toEqual([]);
  });

  test('stays in the corner of the viewport inside a transformed, filtered, clipping container, and after a move', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
    await page.evaluate(
      async ({ moduleUrl, apiBase }) => {
        // What page builders and animation libraries put around content: each makes a fixed box
        // relative to itself, and the last one clips what overflows it.
        const wrapper = (style: Partial<CSSStyleDeclaration>) => {
          const box = document.createElement('div');
          Object.assign(box.style, { height: '1500px', ...style });
          document.body.append(box);
          return box;
        };
        wrapper({ transform: 'translateZ(0)' });
        wrapper({ filter: 'saturate(1.1)', overflow: 'hidden', height: '200px' });
        const { defineSpaceBooking, mount } = await import(moduleUrl);
        defineSpaceBooking();
        mount(document.body.children[1]!, { handle: 'harbour-yoga', apiBase, mode: 'floating' });
      },
      { moduleUrl: `${WIDGET_ORIGIN}/space-booking.mjs`, apiBase: `${SANDBOX_ORIGIN}/v1` },
    );
    const root = widget(page);
    const inCorner = async () => {
      const box = (await root.getByRole('button', { name: en.hideLauncher }).boundingBox())!;
      expect(1000 - (box.x + box.width)).toBeGreaterThan(0);
      expect(1000 - (box.x + box.width)).toBeLessThanOrEqual(24);
      expect(700 - (box.y + box.height)).toBeGreaterThan(0);
      expect(700 - (box.y + box.height)).toBeLessThanOrEqual(24);
      // Nothing of the page is drawn over it: the corner's point is the button's own.
      const hit = await page.evaluate(({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return element?.shadowRoot?.elementFromPoint(x, y)?.closest('[part]')?.getAttribute('part') ?? null;
      }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(hit).toBe('dismiss');
    };
    await expect(launcher(root)).toBeVisible();
    await inCorner();
    expect(await launcher(root).evaluate((el) => el.parentElement!.matches(':popover-open'))).toBe(true);
    await page.mouse.wheel(0, 900);
    await inCorner();
    // Moved into the transformed container: still the corner.
    await page.evaluate(() => document.body.children[0]!.append(document.querySelector('space-booking')!));
    await expect(launcher(root)).toBeVisible();
    await inCorner();
    await launcher(root).click();
    await expect(dialog(root)).toHaveAttribute('open');
    await expect(typeButtons(root).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(root)).not.toHaveAttribute('open');
    await expect(launcher(root)).toBeFocused();
    await inCorner();
    // Made an in-place button: back in the page, where its element is.
    await page.evaluate(() => document.querySelector('space-booking')!.setAttribute('mode', 'popup'));
    await expect.poll(() => launcher(root).evaluate((el) => el.parentElement!.matches('.in-place:not([popover])'))).toBe(true);
    await expect(launcher(root)).toBeVisible();
    const inPage = (await launcher(root).boundingBox())!;
    const host = (await root.boundingBox())!;
    expect([inPage.x, inPage.y]).toEqual([host.x, host.y]);
    expect(pageErrors).toEqual([]);
  });

  test('a keyboard alone reaches it, opens it, closes it with Escape and hides it', async ({ page }) => {
    const root = await openByKeyboard(page, 'floating.html');
    await expect(typeButtons(root).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(root)).not.toHaveAttribute('open');
    await expect(launcher(root)).toBeFocused();
    await page.keyboard.press('Tab');
    const hide = root.getByRole('button', { name: en.hideLauncher });
    await expect(hide).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(launcher(root)).toBeHidden();
  });

  test('can be hidden for the visit', async ({ page }) => {
    await page.goto(`${HOST_ORIGIN}/pages/floating.html`);
    const root = widget(page);
    await root.getByRole('button', { name: en.hideLauncher }).click();
    await expect(launcher(root)).toBeHidden();
    await page.reload();
    await expect(widget(page)).toBeAttached();
    // The button is drawn by the popup's file, which hides the element instead, once it has run.
    await expect.poll(() => widget(page).evaluate((element) => (element as HTMLElement).hidden)).toBe(true);
    await expect(launcher(widget(page))).toBeHidden();
  });

  test('takes the bottom-left corner with data-position, and its text from data-button-text, under a strict CSP', async ({ page, pageErrors }) => {
    await page.goto(`${WIDGET_ORIGIN}/pages/popup-strict-csp.html`);
    const [inPlace, floating] = [widget(page, 0), widget(page, 1)];
    await expect(launcher(floating)).toHaveText('Book now');
    const box = (await launcher(floating).boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(24);
    await launcher(inPlace).click();
    const who = visitor('popup csp');
    await bookSession(inPlace, who);
    await page.keyboard.press('Escape');
    await launcher(floating).click();
    await expect(dialog(floating)).toHaveAttribute('open');
    await expect(typeButtons(floating).first()).toBeVisible();
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await expectOneBookingFor(who.email);
  });
});

test.describe('accessibility of the popup and the floating button', () => {
  for (const { label, width, theme, locale } of [
    { label: 'light', width: 1280, theme: 'light', locale: 'en' },
    { label: 'dark', width: 1280, theme: 'dark', locale: 'en' },
    { label: '320 px', width: 320, theme: 'light', locale: 'en' },
    { label: 'right-to-left', width: 1280, theme: 'light', locale: 'ar' },
  ]) {
    test(`zero axe violations, ${label}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The seed spaces have no Arabic content: English content, Arabic interface (as in a11y.spec.ts).
      await page.goto(`${HOST_ORIGIN}/pages/floating.html`);
      await page.evaluate(
        ({ theme, locale }) => {
          const floating = document.querySelector('space-booking')!;
          floating.setAttribute('theme', theme);
          floating.setAttribute('locale', locale);
          const inPlace = document.createElement('space-booking');
          for (const [name, value] of Object.entries({ mode: 'popup', handle: 'harbour-yoga', 'api-base': 'http://127.0.0.1:4010/v1', theme, locale }))
            inPlace.setAttribute(name, value);
          document.querySelector('main')!.append(inPlace);
        },
        { theme, locale },
      );
      // In document order: the button in place (in <main>), then the floating one (after its script).
      const [inPlace, floating] = [widget(page, 0), widget(page, 1)];
      await expect(launcher(inPlace)).toBeVisible();
      await expect(launcher(floating)).toBeVisible();
      await audit(page, `${label}: the buttons`);
      for (const root of [inPlace, floating]) {
        await launcher(root).click();
        await expect(typeButtons(root).first()).toBeVisible();
        await expect(dialog(root)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await audit(page, `${label}: the open dialog`);
        await page.keyboard.press('Escape');
      }
    });
  }
});

test('hidden on a popup element keeps it hidden once its button has loaded', async ({ page }) => {
  await page.goto(`${WIDGET_ORIGIN}/pages/popup.html`);
  const element = widget(page);
  const button = element.locator('button[part~="launcher"]');
  await expect(button).toBeVisible();
  await element.evaluate((el) => el.setAttribute('hidden', ''));
  await expect(element).toBeHidden();
  await element.evaluate((el) => el.removeAttribute('hidden'));
  await expect(button).toBeVisible();
});
