import type { Locator, Page } from '@playwright/test';
import { en, type Messages } from '../../src/i18n/catalogs/en';
import { widget } from './book';
import { API_BASE, HOST_ORIGIN } from './origins';
import { expect } from './test';

/** The schedule's sessions and its day buttons. */
export const sessions = (root: Locator) => root.locator('button[part~="session"]');
export const dayButtons = (root: Locator, m: Messages = en) => root.getByRole('group', { name: m.scheduleDays }).getByRole('button');

/** Shows the first day of the shown week that has sessions (the space's today may have none left). */
export async function firstDayWithSessions(root: Locator, m: Messages = en): Promise<void> {
  await expect(dayButtons(root, m)).toHaveCount(7);
  for (let i = 0; i < 7; i++) {
    const day = dayButtons(root, m).nth(i);
    await day.click();
    // The widget renders in the next frame: until the clicked day shows as chosen, the sessions
    // and the busy state on screen are the previous day's.
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(root.locator('[part="schedule"]')).toHaveAttribute('aria-busy', 'false');
    if ((await sessions(root).count()) > 0) return;
  }
  throw new Error('no day of the week has sessions');
}

/** A page of the host site with a `<space-booking layout="schedule">` of tide-sydney. */
export async function openSchedule(page: Page, attributes: Record<string, string> = {}): Promise<Locator> {
  await page.goto(`${HOST_ORIGIN}/pages/create-element.html`);
  await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
  await page.evaluate(
    ({ attributes, apiBase }) => {
      const element = document.createElement('space-booking');
      for (const [name, value] of Object.entries({ handle: 'tide-sydney', 'api-base': apiBase, layout: 'schedule', ...attributes }))
        element.setAttribute(name, value);
      document.getElementById('app')!.append(element);
    },
    { attributes, apiBase: API_BASE },
  );
  return widget(page);
}
