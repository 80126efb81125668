/**
 * The space's whole profile in the header, its posts (`announcements`) and its sessions as
 * schema.org events in the host page (`structured-data`), from the snippets of
 * docs/profile-and-discovery.md pasted into blank pages of the host site. The sandbox's "now" is
 * Friday 2026-03-27 09:00 UTC, two days before London's clocks go forward; the browser is in
 * London (playwright.config.ts).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { blankPage, readmeSnippets } from '../scripts/readme-snippets.mjs';
import { ar } from '../src/i18n/catalogs/ar';
import { de } from '../src/i18n/catalogs/de';
import { en } from '../src/i18n/catalogs/en';
import { fr } from '../src/i18n/catalogs/fr';
import { eventProblems } from '../src/embed/event-requirements.testing';
import { audit } from './support/axe';
import { widget } from './support/book';
import { chooseDay, chooseType, slotButtons } from './support/flow';
import { HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins';
import { cspViolations, expect, test } from './support/test';

const DOCS = readFileSync(new URL('../docs/profile-and-discovery.md', import.meta.url), 'utf8');
const snippets = readmeSnippets(DOCS);

/** The blank page of the host site that the docs' snippets are pasted into. */
const BLANK = `${HOST_ORIGIN}/pages/blank.html`;

/**
 * Opens a blank page of the host site and pastes `code` into it (a snippet of the docs as written,
 * unless changed). Written into a page the host site served: a page made up by the test itself
 * would not be on the loopback address the widget's files are, and Chromium would refuse them.
 */
async function openPasted(page: Page, name: string, change: (code: string) => string = (code) => code) {
  const code = snippets.get(name);
  expect(code, `docs/profile-and-discovery.md has the ${name} snippet`).toBeTruthy();
  await page.goto(BLANK);
  await page.setContent(blankPage(change(code!), name));
  return widget(page);
}

type JsonLd = Record<string, any>;

/** The events of the page's JSON-LD, once the widget has written some. */
async function pageEvents(page: Page): Promise<JsonLd[]> {
  const scripts = page.locator('head script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent())!);
}

test('the header shows the opening hours, the links to other sites and the address linked to a map, with zero axe violations', async ({ page }) => {
  const root = await openPasted(page, 'announcements');
  const header = root.locator('[part="header"]');
  const hours = header.locator('[part="hours"]');
  // Friday, 10:00 in London: today's hours in the summary.
  await expect(hours.locator('summary')).toHaveText(`${de.hoursHeading} · ${de.hoursToday} 06:00–22:00`);
  await hours.locator('summary').click();
  await expect(hours.locator('tr[aria-current="date"] th')).toHaveText(`Freitag${de.hoursToday}`);
  await expect(hours.locator('tr')).toHaveText(['Montag06:00–22:00', 'Dienstag06:00–22:00', 'Mittwoch06:00–22:00', 'Donnerstag06:00–22:00', `Freitag${de.hoursToday}06:00–22:00`, 'Samstag01:00–13:00', 'Sonntag01:00–13:00']);

  const links = header.getByRole('list', { name: de.socialLinksLabel }).getByRole('link');
  await expect(links).toHaveText(['Instagram', 'Facebook', 'news.harbour-yoga.example.com']);
  await expect(links.first()).toHaveAttribute('href', 'https://instagram.com/harbour.yoga');

  const map = header.locator('[part="map-link"]');
  await expect(map).toHaveText('Harbour Yoga, 4 Quay Street, London, Greater London, GB');
  const search = new URL((await map.getAttribute('href'))!);
  expect(search.origin + search.pathname).toBe('https://www.openstreetmap.org/search');
  expect(search.searchParams.get('query')).toBe('4 Quay Street, SE10 9HT, London, Greater London, GB');
  await expect(map).toHaveAttribute('target', '_blank');

  await audit(page, 'header with its hours open');
  expect(await cspViolations(page)).toEqual([]);
});

test('the header at 320 px, right to left and dark: every part in reach, zero axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const root = await openPasted(page, 'announcements', (code) => code.replace('data-locale="de"', 'data-locale="ar" data-theme="dark"'));
  const hours = root.locator('[part="hours"]');
  await hours.getByText(ar.hoursHeading).click();
  await expect(hours.locator('tr[aria-current="date"]')).toBeVisible();
  await expect(root.getByRole('list', { name: ar.socialLinksLabel })).toBeVisible();
  await audit(page, 'header at 320 px in Arabic, dark');
});

test('a space with posts in de shows its latest there, as text, linked to their pages; none in fr', async ({ page }) => {
  const root = await openPasted(page, 'announcements');
  const posts = root.getByRole('region', { name: de.postsHeading });
  await expect(posts.getByRole('heading', { level: 4 })).toHaveText(['Unser Frühlingsplan', 'Ausbildung 2026']);
  await expect(posts.getByRole('link', { name: 'Unser Frühlingsplan' })).toHaveAttribute('href', 'https://harbour-yoga.example.com/de/news/fruehlingsplan');
  await expect(posts.getByText('Mehr Kurse bei Sonnenaufgang ab März.')).toBeVisible();
  await expect(posts.locator('[part="announcement"]').first()).toHaveAttribute('lang', 'de');
  // Above the types.
  const types = root.getByRole('heading', { name: de.typesHeading });
  expect(await posts.evaluate((section, heading) => !!(section.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING), await types.elementHandle())).toBe(true);

  const inFrench = page.waitForResponse((response) => response.url().includes('/posts?locale=fr'));
  await openPasted(page, 'announcements', (code) => code.replace('data-locale="de"', 'data-locale="fr"'));
  const answer = await (await inFrench).json();
  expect(answer.data).toEqual([]);
  // The posts' chunk is here (the hours it also shows are), and the answer had none: nothing shows.
  await expect(root.locator('[part="hours"] summary')).toContainText(fr.hoursHeading);
  await expect(root.getByRole('heading', { name: fr.typesHeading })).toBeVisible();
  await expect(root.locator('[part="announcements"]')).toHaveCount(0);
  await expect(root.getByText('Unser Frühlingsplan')).toHaveCount(0);
});

test("a page with structured-data holds valid events of the space's sessions, whose times are the slots shown, across the change of clocks", async ({ page }) => {
  const root = await openPasted(page, 'structured-data');
  const events = await pageEvents(page);
  expect(events.length).toBeGreaterThan(5);
  expect(events.length).toBeLessThanOrEqual(50);
  for (const event of events) expect(eventProblems(event), `${event.name} ${event.startDate}`).toEqual([]);
  const starts = events.map((event) => Date.parse(event.startDate));
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(Math.min(...starts)).toBeGreaterThan(Date.parse('2026-03-27T09:00:00Z'));
  expect(Math.max(...starts)).toBeLessThanOrEqual(Date.parse('2026-04-10T09:00:00Z'));
  expect(events[0]).toMatchObject({
    location: { '@type': 'Place', address: { streetAddress: '4 Quay Street', addressLocality: 'London', postalCode: 'SE10 9HT', addressCountry: 'GB' } },
    organizer: { '@type': 'Organization', name: 'Harbour Yoga', url: 'https://harbour-yoga.example.com/' },
    offers: { priceCurrency: 'GBP', url: BLANK },
  });

  await chooseType(root, 'Sunrise Vinyasa');
  // Saturday on GMT, Sunday on BST: the slots shown and the events' local times and offsets agree.
  for (const [date, offset] of [['2026-03-28', '+00:00'], ['2026-03-29', '+01:00']] as const) {
    await chooseDay(root, date);
    const shown = await slotButtons(root).locator('b').allTextContents();
    const announced = events.filter((event) => event.name === 'Sunrise Vinyasa' && event.startDate.startsWith(date));
    expect(shown.length).toBeGreaterThan(0);
    expect(announced.every((event) => event.startDate.endsWith(offset))).toBe(true);
    // Each event's start, written as the widget writes a time in its language on London's clock.
    const locale = (await root.locator('[part="root"]').getAttribute('lang'))!;
    const announcedTimes = await page.evaluate(
      ({ starts, locale }) => starts.map((start) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(start))),
      { starts: announced.map((event) => event.startDate as string), locale },
    );
    expect(announcedTimes).toEqual(shown);
    expect(announced.map((event) => event.offers.price)).toEqual(shown.map(() => 14));
  }
  expect(await cspViolations(page)).toEqual([]);
});

test('structured data goes with the element, and is not written where the attribute is absent', async ({ page }) => {
  await openPasted(page, 'structured-data');
  await pageEvents(page);
  await page.evaluate(() => document.querySelector('space-booking')!.remove());
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);

  const root = await openPasted(page, 'structured-data', (code) => code.replace(' structured-data>', '>'));
  await expect(slotButtons(root).or(root.getByRole('heading', { name: en.typesHeading }))).toBeVisible();
  // The same page with the attribute wrote its events by the time its types showed.
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
});

test('under a Trusted Types policy that refuses script text, the structured data is left out and the console says so once a page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const refusals = async () => (await cspViolations(page)).filter((v) => (v as { directive: string }).directive === 'require-trusted-types-for').length;
  // The strict page requires Trusted Types for scripts and has no policy that allows script text.
  await page.goto(`${WIDGET_ORIGIN}/pages/strict-csp.html`);
  const root = widget(page);
  await expect(root.getByRole('heading', { name: 'Harbour Yoga' })).toBeVisible();
  await root.evaluate((el) => el.setAttribute('structured-data', ''));
  await expect.poll(refusals).toBe(1);
  await expect.poll(() => warnings.filter((text) => text.includes('Trusted Types')).length).toBe(1);
  // A second widget, refused too, says nothing more.
  await page.evaluate(() => document.body.append(document.querySelector('space-booking')!.cloneNode()));
  await expect.poll(refusals).toBe(2);
  expect(warnings.filter((text) => text.includes('Trusted Types'))).toHaveLength(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  // The widget goes on: its opening hours came with the same wait.
  await expect(root.locator('[part="hours"] summary')).toBeVisible();
});
