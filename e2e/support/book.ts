import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './test';

export interface Visitor {
  name: string;
  email: string;
}

let counter = 0;
/** A visitor with a unique email, so each booking can be found in the sandbox. */
export function visitor(label: string): Visitor {
  counter += 1;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { name: `Ada ${label}`.slice(0, 60), email: `ada.${slug}.${counter}@example.com` };
}

/** The `<space-booking>` in a page or frame (the n-th when there are several). */
export function widget(scope: Page | FrameLocator | Locator, index = 0): Locator {
  return scope.locator('space-booking').nth(index);
}

/**
 * Books a session the way a visitor does: the first booking type (or the one given, unless
 * the widget starts at the times), the first open time of the day the widget picks, name and
 * email, "Book now".
 * Resolves once the confirmation is shown.
 */
export async function bookSession(root: Locator, who: Visitor, options: { type?: string | RegExp } = {}): Promise<void> {
  const types = root.locator('button[part~="type"]');
  const slots = root.locator('button[part~="slot"]');
  // A preselected or only booking type starts at the times; otherwise the visitor picks a type.
  await expect(types.or(slots).first()).toBeVisible();
  if ((await types.count()) > 0) {
    await (options.type ? types.filter({ hasText: options.type }) : types).first().click();
  }
  await expect(slots.first()).toBeVisible();
  await slots.first().click();

  await root.getByLabel('Name').fill(who.name);
  await root.getByLabel('Email').fill(who.email);
  await root.getByRole('button', { name: 'Book now' }).click();
  await expect(root.getByRole('heading', { name: 'You’re booked' })).toBeVisible();
}
