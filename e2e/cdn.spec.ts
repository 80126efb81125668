/**
 * dist/ on a CDN: served with exactly the headers of public/_headers (which the build copies into
 * dist/), every file gets one cache life: a short one for the stable names pages refer to, a year
 * and `immutable` for the content-hashed files those load. A release adds its hashed files beside
 * the previous ones, so a visitor whose browser still holds the previous script loads that
 * script's own files, and books.
 */
import type { Page, Response, TestInfo } from '@playwright/test';
import { cpSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { headersFor, matchingRules, parseHeadersFile } from '../scripts/headers-file.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { visitor, widget } from './support/book';
import { addScriptTag, bookSession } from './support/flow';
import { API_BASE, HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { cspViolations, expect, test } from './support/test';

const SHORT = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The names pages, bundlers, the iframe helper and owners (the configurator) refer to: the same in every release. */
const ENTRIES = ['space-booking.js', 'space-booking.mjs', 'space-booking.d.mts', 'embed.html', 'embed.js', 'configure.html', 'configure.js', 'custom-elements.json'];
/** A stable name: an entry, or a licence of the code the files carry (`licenses/<package>.txt`). */
const stable = (file: string) => ENTRIES.includes(file) || file.startsWith('licenses/');
/** `<name>-<hash>.js`, as vite.config.ts names every other file. */
const HASHED = /^(.+)-([\w-]{8})\.js$/;

/** Every file under a folder, as paths relative to it with "/". */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

const bookingStepIn = (dir: string) => filesUnder(dir).find((file) => /^booking-step-[\w-]{8}\.js$/.test(file))!;

/**
 * The next release, as a rebuild after a change writes it: every hashed file with other content
 * (here a comment at its end) under a new hash, and every file referring to it by its new name.
 */
function nextRelease(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const files = filesUnder(to);
  const renames = new Map<string, string>();
  for (const file of files.filter((name) => !stable(name) && name !== '_headers')) {
    const [, stem, hash] = HASHED.exec(file)!;
    const content = `${readFileSync(join(to, file), 'utf8')}\n// the next release\n`;
    const nextHash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
    writeFileSync(join(to, file), content);
    renameSync(join(to, file), join(to, `${stem}-${nextHash}.js`));
    const base = stem!.slice(stem!.lastIndexOf('/') + 1);
    renames.set(`${base}-${hash}.js`, `${base}-${nextHash}.js`);
  }
  for (const file of filesUnder(to)) {
    const text = readFileSync(join(to, file), 'utf8');
    let next = text;
    for (const [before, after] of renames) next = next.split(before).join(after);
    if (next !== text) writeFileSync(join(to, file), next);
  }
}

/** A CDN serving a folder with the headers of its `_headers`, and the paths it was asked for. */
async function serveCdn(dir: string): Promise<{ origin: string; served: string[]; close: () => Promise<void> }> {
  const server = await startStaticServer({ port: 0, mounts: [['/', dir]], headersFile: join(dir, '_headers') });
  const served: string[] = [];
  server.on('request', (request) => served.push(request.url ?? ''));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, served, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The responses of the page and its frames from one origin, by path. */
function recordResponses(page: Page, origin: string): Map<string, Response> {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin) responses.set(url.pathname, response);
  });
  return responses;
}

/** A copy of dist/ served as a CDN would, with public/_headers; its responses recorded by path. */
async function withDistOnCdn(
  page: Page,
  testInfo: TestInfo,
  use: (cdn: Awaited<ReturnType<typeof serveCdn>>, responses: Map<string, Response>) => Promise<void>,
): Promise<void> {
  const cdnFolder = testInfo.outputPath('cdn');
  cpSync('dist', cdnFolder, { recursive: true });
  const cdn = await serveCdn(cdnFolder);
  try {
    await use(cdn, recordResponses(page, cdn.origin));
  } finally {
    await cdn.close();
  }
}

const MOUNT = { 'data-handle': 'harbour-yoga', 'data-api-base': API_BASE };
const rules = () => parseHeadersFile(readFileSync('public/_headers', 'utf8'));

test('public/_headers, copied into dist/ unchanged, gives every built file one Cache-Control: a short one for the stable names, immutable for the hashed ones', () => {
  expect(readFileSync('dist/_headers', 'utf8')).toBe(readFileSync('public/_headers', 'utf8'));
  const files = filesUnder('dist').filter((file) => file !== '_headers');
  expect(files).toEqual(expect.arrayContaining([...ENTRIES, 'licenses/space-booking.txt', 'licenses/preact.txt']));
  // The zone rules are a chunk of their own, content-hashed like the others.
  expect(files.filter((file) => file.startsWith('zone-rules-')).length).toBeGreaterThan(0);
  for (const file of files) {
    const path = `/${file}`;
    const setting = matchingRules(rules(), path).filter((rule) => rule.headers.some(([name]) => name.toLowerCase() === 'cache-control'));
    expect(setting.map((rule) => rule.path), `rules giving ${path} a Cache-Control`).toHaveLength(1);
    const headers = headersFor(rules(), path);
    expect(headers['Access-Control-Allow-Origin'], path).toBe('*');
    if (stable(file)) {
      expect(headers['Cache-Control'], path).toBe(SHORT);
    } else {
      expect(file, 'a file without a stable name carries a content hash').toMatch(HASHED);
      expect(headers['Cache-Control'], path).toBe(IMMUTABLE);
    }
  }
});

test('after a release, a page holding the previous script in its HTTP cache loads that script’s booking step and books; a fresh visit loads the new one', async ({ page }, testInfo) => {
  const cdnFolder = testInfo.outputPath('cdn');
  const next = testInfo.outputPath('next-release');
  cpSync('dist', cdnFolder, { recursive: true });
  nextRelease('dist', next);
  const previousStep = `/${bookingStepIn('dist')}`;
  const nextStep = `/${bookingStepIn(next)}`;
  expect(nextStep).not.toBe(previousStep);
  // The script tag's module names the booking step.
  expect(readFileSync(join(next, 'space-booking.mjs'), 'utf8')).toContain(nextStep.slice(1));

  const cdn = await serveCdn(cdnFolder);
  const script = `${cdn.origin}/space-booking.js`;
  const responses = recordResponses(page, cdn.origin);
  try {
    // An earlier visit: the browser keeps the script and its module (short cache life), none of their files yet.
    await page.goto(`${HOST_ORIGIN}/pages/blank.html?visit=earlier`);
    await addScriptTag(page, script, {});
    await page.waitForFunction(() => customElements.get('space-booking') !== undefined);
    expect(cdn.served).toEqual(['/space-booking.js', '/space-booking.mjs']);
    for (const stableName of ['/space-booking.js', '/space-booking.mjs']) {
      const entry = await responses.get(stableName)!.allHeaders();
      expect(entry['cache-control']).toBe(SHORT);
      expect(entry['access-control-allow-origin']).toBe('*');
    }

    // The release: its files are copied over the previous ones, whose hashed files stay.
    cpSync(next, cdnFolder, { recursive: true });
    cdn.served.length = 0;
    responses.clear();

    // Back within the cache life: the previous script, from the browser's cache, books with its own booking step.
    await page.goto(`${HOST_ORIGIN}/pages/blank.html?visit=after-the-release`);
    await addScriptTag(page, script, MOUNT);
    const returning = visitor('previous script after a release');
    await bookSession(widget(page), returning);
    await expectOneBookingFor(returning.email);
    expect(cdn.served, 'the script came from the browser cache').not.toContain('/space-booking.js');
    expect(cdn.served, 'its module came from the browser cache').not.toContain('/space-booking.mjs');
    expect(cdn.served).toContain(previousStep);
    expect(cdn.served).not.toContain(nextStep);
    const step = responses.get(previousStep)!;
    expect(step.status()).toBe(200);
    expect(await step.headerValue('cache-control')).toBe(IMMUTABLE);
    expect(await step.headerValue('access-control-allow-origin')).toBe('*');

    // A visitor without the previous script in the cache gets the release's script and files.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    cdn.served.length = 0;
    await page.goto(`${HOST_ORIGIN}/pages/blank.html?visit=fresh`);
    await addScriptTag(page, script, MOUNT);
    const fresh = visitor('fresh visit after a release');
    await bookSession(widget(page), fresh);
    await expectOneBookingFor(fresh.email);
    expect(cdn.served).toContain('/space-booking.js');
    expect(cdn.served).toContain(nextStep);
    expect(cdn.served).not.toContain(previousStep);
  } finally {
    await cdn.close();
  }
});

test('framed by another site, the iframe page from the CDN books under the Content-Security-Policy of _headers', async ({ page }, testInfo) => {
  await withDistOnCdn(page, testInfo, async (cdn, responses) => {
    await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
    await page.evaluate((src) => {
      const iframe = Object.assign(document.createElement('iframe'), { src, title: 'Book a session', width: '100%', height: '900' });
      document.getElementById('main')!.append(iframe);
    }, `${cdn.origin}/embed.html?handle=harbour-yoga&api-base=${encodeURIComponent(API_BASE)}`);
    const who = visitor('iframe page from a cdn');
    await bookSession(widget(page.frameLocator('iframe')), who);
    await expectOneBookingFor(who.email);
    expect(await cspViolations(page)).toEqual([]);

    const embedPage = await responses.get('/embed.html')!.allHeaders();
    expect(embedPage['content-security-policy']).toBe(headersFor(rules(), '/embed.html')['Content-Security-Policy']);
    expect(embedPage['content-security-policy']).toContain('frame-ancestors *');
    expect(embedPage['cache-control']).toBe(SHORT);
    expect(await responses.get('/embed.js')!.headerValue('cache-control')).toBe(SHORT);
    expect(await responses.get(`/${bookingStepIn('dist')}`)!.headerValue('cache-control')).toBe(IMMUTABLE);
  });
});

test('imported by another site, the ES module loads its zone rules and booking step from the CDN with CORS, and books', async ({ page }, testInfo) => {
  await withDistOnCdn(page, testInfo, async (cdn, responses) => {
    await page.goto(`${HOST_ORIGIN}/pages/blank.html`);
    await page.addScriptTag({
      type: 'module',
      content: `import { defineSpaceBooking, mount } from '${cdn.origin}/space-booking.mjs';
defineSpaceBooking();
mount('#main', { handle: 'harbour-yoga', apiBase: '${API_BASE}' });`,
    });
    const who = visitor('module from a cdn');
    await bookSession(widget(page), who);
    await expectOneBookingFor(who.email);

    const module = responses.get('/space-booking.mjs')!;
    expect(await module.headerValue('access-control-allow-origin')).toBe('*');
    expect(await module.headerValue('cache-control')).toBe(SHORT);
    const zoneRules = [...responses.keys()].filter((path) => path.startsWith('/zone-rules-'));
    expect(zoneRules.length).toBeGreaterThan(0);
    for (const path of [...zoneRules, `/${bookingStepIn('dist')}`]) {
      expect(responses.get(path)!.status(), path).toBe(200);
      expect(await responses.get(path)!.headerValue('access-control-allow-origin'), path).toBe('*');
      expect(await responses.get(path)!.headerValue('cache-control'), path).toBe(IMMUTABLE);
    }
  });
});
