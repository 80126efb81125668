/**
 * Nothing moves under the visitor's finger while the widget loads: its own cumulative layout
 * shift stays at most 0.01, on a phone and on a desktop. The host page holds the README's
 * one-tag snippet and nothing after it, so every shift the page records is the widget's own
 * (the popup's page has text after its button, which must not move).
 */
import { seedTypeId } from '../sandbox/seed';
import { widget } from './support/book';
import { slotButtons, typeButtons } from './support/flow';
import { HOST_ORIGIN, API_BASE, WIDGET_ORIGIN } from './support/origins';
import { expect, test } from './support/test';

declare global {
  interface Window {
    __shifts?: number[];
    __shiftObserver?: PerformanceObserver;
  }
}

const VIEWPORTS = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1280, height: 800 },
};

/** Every layout shift not caused by input, as the Layout Instability API reports it. */
async function recordShifts(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__shifts!.push(entry.value);
      }
    };
    window.__shiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
    window.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __recordPendingShifts: () => record(window.__shiftObserver!.takeRecords()) });
  });
}

/**
 * The shifts recorded once a frame has been painted after the last change that could move
 * anything (the caller waits for that change), those the observer has not delivered yet included.
 */
async function total(page: import('@playwright/test').Page): Promise<number> {
  const shifts = await page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    (window as unknown as { __recordPendingShifts(): void }).__recordPendingShifts();
    return window.__shifts!;
  });
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** The space's header is shown, its logo loaded: what answers last is in place. */
async function headerComplete(page: import('@playwright/test').Page): Promise<void> {
  const root = widget(page);
  await expect(root.getByRole('heading', { name: 'Harbour Yoga' })).toBeVisible();
  await expect.poll(() => root.locator('img[part~="logo"]').evaluateAll((logos) => logos.length > 0 && logos.every((logo) => (logo as HTMLImageElement).complete))).toBe(true);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: the booking types appear without moving anything already shown`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    // The profile answers after the booking types: the header must not push the types down.
    await page.route(`${API_BASE}/public/harbour-yoga?**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // The README's one-tag snippet, pasted into a blank page.
    await page.goto(`${HOST_ORIGIN}/snippets/script-tag.html`);
    await expect(typeButtons(widget(page))).toHaveCount(5);
    await headerComplete(page);
    expect(await total(page)).toBeLessThanOrEqual(0.01);
  });

  test(`${name}: with a preselected type, the first slots appear without moving anything already shown`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    await page.goto(`${HOST_ORIGIN}/pages/create-element.html`);
    // The profile answers last: the header must not push down what is already there.
    await page.route(`${API_BASE}/public/harbour-yoga?**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
    await page.evaluate(
      ({ apiBase, type }) => {
        const element = document.createElement('space-booking');
        element.setAttribute('handle', 'harbour-yoga');
        element.setAttribute('api-base', apiBase);
        element.setAttribute('booking-type', type);
        document.getElementById('app')!.append(element);
      },
      { apiBase: API_BASE, type: seedTypeId('harbour-yoga', 'sunrise-vinyasa') },
    );
    await expect(slotButtons(widget(page)).first()).toBeVisible();
    await headerComplete(page);
    expect(await total(page)).toBeLessThanOrEqual(0.01);
  });

  test(`${name}: a popup's button, which comes with the popup's file, appears in the place kept for it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    // The page's text after the script tag is there long before the popup's file.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('tall')!.textContent = 'The studio’s own text, after the button. '.repeat(60);
      });
    });
    await page.route(`${WIDGET_ORIGIN}/extras/popup-*.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${HOST_ORIGIN}/pages/popup.html`);
    await expect(widget(page).locator('[part="launcher"]')).toBeVisible();
    expect(await total(page)).toBeLessThanOrEqual(0.01);
  });
}
