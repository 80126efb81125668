import type { FrameLocator, Locator, Page } from '@playwright/test';

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
