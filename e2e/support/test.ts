import { test as base, expect, type Frame, type Page } from '@playwright/test';
import { resetSandbox } from './sandbox';
import { SANDBOX_NOW } from './origins';

declare global {
  interface Window {
    __cspViolations?: { directive: string; blocked: string; sample: string }[];
    __messages?: { origin: string; data: unknown }[];
  }
}

/**
 * Every test: a reset sandbox, the browser clock at the sandbox's "now" (time then flows
 * normally), recorders for CSP violations and received messages in every frame, and a
 * failure if a page throws.
 */
export const test = base.extend<{ resetSandbox: void; pageErrors: string[] }>({
  resetSandbox: [
    async ({}, use) => {
      await resetSandbox();
      await use();
    },
    { auto: true },
  ],
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageErrors }, use) => {
    await page.clock.install({ time: SANDBOX_NOW });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      window.__messages = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations!.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
      });
      window.addEventListener('message', (e) => {
        window.__messages!.push({ origin: e.origin, data: e.data });
      });
    });
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    await use(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** CSP violations seen so far in every frame of the page. */
export async function cspViolations(page: Page): Promise<unknown[]> {
  const all = await Promise.all(
    page.frames().map((frame: Frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
  );
  return all.flat();
}

/** Messages the top window has received (`event.data` and `event.origin`). */
export async function receivedMessages(page: Page): Promise<{ origin: string; data: unknown }[]> {
  return page.evaluate(() => window.__messages ?? []);
}
