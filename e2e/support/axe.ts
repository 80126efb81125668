import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** WCAG 2.2 AA, as axe-core tags its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Zero axe violations in the widget (its shadow tree included), and no sideways scrolling. */
export async function audit(page: Page, step: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('space-booking').withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => [n.target.join(' '), n.failureSummary]) }));
  expect(summary, `axe violations at "${step}"`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal scrolling at "${step}"`).toBeLessThanOrEqual(0);
}
