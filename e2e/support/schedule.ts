import type { Locator } from '@playwright/test';
import { en, type Messages } from '../../src/i18n/catalogs/en';
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
