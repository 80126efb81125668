// `npm run screenshots`: the docs' pictures (docs/images/), taken from the built widget against
// the sandbox, so they show what ships. Each is cropped to the widget (or the configurator's
// first screen) at one device pixel per CSS pixel, which keeps the files small.
// It starts its own sandbox and static server on ports of their own (not the demo's or the tests'),
// fixed so that the API address the configurator's picture shows is the same at every run.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { createSandbox } from '../sandbox/server';
import { SANDBOX_NOW } from '../e2e/support/origins';
import { buildIfStale } from './build-if-stale.mjs';
import { chromiumArgs, chromiumPath } from './chromium-path.mjs';
import { startStaticServer } from './static-server.mjs';

const OUTPUT = 'docs/images';
const SANDBOX_PORT = 4310;
const WIDGET_PORT = 4311;

interface Shot {
  file: string;
  /** What the picture shows, for the log. */
  shows: string;
  viewport: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  take(page: Page, origins: Origins): Promise<Locator | 'page'>;
}

interface Origins {
  widget: string;
  api: string;
}

/** A page of a host site: the given markup after a stylesheet that gives it a plain background. */
async function hostPage(page: Page, origins: Origins, body: string, background = '#ffffff'): Promise<void> {
  await page.goto(`${origins.widget}/pages/blank.html`);
  await page.setContent(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body { margin: 0; padding: 16px; background: ${background}; font-family: system-ui, sans-serif; }</style>
</head><body>${body}</body></html>`);
}

const scriptTag = (origins: Origins, attributes: string) =>
  `<script async src="${origins.widget}/space-booking.js" data-handle="harbour-yoga" data-api-base="${origins.api}" ${attributes}></script>`;

/** The widget once a booking type's times are shown, with the first time chosen. */
async function atTimes(page: Page): Promise<Locator> {
  const widget = page.locator('space-booking');
  const slot = widget.locator('button[part~="slot"]').first();
  await slot.waitFor();
  await page.evaluate(() => document.fonts.ready);
  return widget;
}

const SHOTS: Shot[] = [
  {
    file: 'booking-light.png',
    shows: 'a booking type’s dates and times, light',
    viewport: { width: 760, height: 1000 },
    async take(page, origins) {
      await hostPage(page, origins, scriptTag(origins, 'data-booking-type="sunrise-vinyasa" data-locale="en-GB"'));
      return atTimes(page);
    },
  },
  {
    file: 'booking-dark.png',
    shows: 'the same, dark',
    viewport: { width: 760, height: 1000 },
    colorScheme: 'dark',
    async take(page, origins) {
      await hostPage(page, origins, scriptTag(origins, 'data-booking-type="sunrise-vinyasa" data-locale="en-GB" data-theme="dark"'), '#121212');
      return atTimes(page);
    },
  },
  {
    file: 'phone-320.png',
    shows: 'the list of booking types on a 320 px phone',
    viewport: { width: 320, height: 1100 },
    async take(page, origins) {
      await hostPage(page, origins, scriptTag(origins, 'data-locale="en-GB"'));
      const widget = page.locator('space-booking');
      await widget.locator('button[part~="type"]').first().waitFor();
      return widget;
    },
  },
  {
    file: 'right-to-left.png',
    shows: 'the times in Arabic, right to left',
    viewport: { width: 760, height: 1000 },
    async take(page, origins) {
      await hostPage(page, origins, scriptTag(origins, 'data-booking-type="sunrise-vinyasa" data-locale="ar"'));
      const widget = page.locator('space-booking');
      await widget.locator('[part~="root"][dir="rtl"]').waitFor();
      return atTimes(page);
    },
  },
  {
    file: 'theming.png',
    shows: 'the theming example of docs/theming.md',
    viewport: { width: 760, height: 1000 },
    async take(page, origins) {
      await hostPage(
        page,
        origins,
        `<style>space-booking { --sb-accent: #0f766e; --sb-radius: 2px; } space-booking::part(submit) { text-transform: uppercase; }</style>` +
          scriptTag(origins, 'data-booking-type="sunrise-vinyasa" data-locale="en-GB"'),
      );
      return atTimes(page);
    },
  },
  {
    file: 'popup.png',
    shows: 'the popup’s dialog, open on a phone',
    viewport: { width: 390, height: 844 },
    async take(page, origins) {
      await hostPage(page, origins, scriptTag(origins, 'data-mode="popup" data-locale="en-GB"'));
      const widget = page.locator('space-booking');
      await widget.locator('[part="launcher"]').click();
      await widget.locator('button[part~="type"]').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      return 'page';
    },
  },
  {
    file: 'configurator.png',
    shows: 'the configurator’s first screen, with a space found',
    viewport: { width: 1200, height: 900 },
    async take(page, origins) {
      await page.goto(`${origins.widget}/configure.html?api-base=${encodeURIComponent(origins.api)}&handle=harbour-yoga&placement=popup`);
      await page.locator('.stage space-booking [part="launcher"]').waitFor();
      await page.evaluate(() => document.fonts.ready);
      return 'page';
    },
  },
];

async function shoot(browser: Browser, shot: Shot, origins: Origins): Promise<void> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: 1,
    colorScheme: shot.colorScheme ?? 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // The sandbox's "now": the same days and times in every picture, whenever it is taken.
  await page.clock.setFixedTime(SANDBOX_NOW);
  try {
    const target = await shot.take(page, origins);
    const path = `${OUTPUT}/${shot.file}`;
    if (target === 'page') await page.screenshot({ path, animations: 'disabled' });
    else await target.screenshot({ path, animations: 'disabled' });
    console.log(`${path}: ${shot.shows}`);
  } finally {
    await context.close();
  }
}

buildIfStale();
mkdirSync(OUTPUT, { recursive: true });
const sandbox = createSandbox({ now: () => new Date(SANDBOX_NOW) });
const { url: sandboxOrigin } = await sandbox.listen(SANDBOX_PORT, '127.0.0.1');
const server: Server = await startStaticServer({ port: WIDGET_PORT, mounts: [['/', 'dist'], ['/pages/', 'e2e/pages']] });
const origins: Origins = { widget: `http://127.0.0.1:${WIDGET_PORT}`, api: `${sandboxOrigin}/v1` };
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const shot of SHOTS) await shoot(browser, shot, origins);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  await sandbox.close();
}
