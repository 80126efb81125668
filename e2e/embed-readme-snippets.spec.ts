import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { en } from '../src/i18n/catalogs/en';
import { visitor, widget, type Visitor } from './support/book';
import { bookSession, confirmation, fields, fillDetails } from './support/flow';
import { HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { firstDayWithSessions, sessions } from './support/schedule';
import { expect, test } from './support/test';
import { blankPage, docsSnippets, readmeSnippets, SNIPPET_SOURCES } from '../scripts/readme-snippets.mjs';

/**
 * "Copy a snippet from the README or the docs into a blank HTML file, point it at the sandbox,
 * and book." The static server builds /snippets/<name>.html from README.md and docs/*.md as they
 * are now, so these tests book with exactly what the docs say; a snippet added to any of them is
 * booked with here, in the way its code says (in the page, in a frame, behind a button, the
 * schedule).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const snippets = docsSnippets(SNIPPET_SOURCES, ROOT);

/** Snippets that a spec of their own books with (and checks further), not booked again here. */
const BOOKED_ELSEWHERE: Record<string, string> = {
  schedule: 'e2e/schedule.spec.ts',
  'schedule-iframe': 'e2e/schedule.spec.ts',
  'schedule-npm': 'e2e/schedule.spec.ts',
  // In German, where its posts are: its posts and its header are checked there.
  announcements: 'e2e/profile.spec.ts',
  // Its page goes on to the host's thank-you page: booked, and followed there, beside that page.
  'success-url': 'e2e/after-booking.spec.ts',
};

/** How a visitor reaches the booking in a snippet's page, read from its code. */
type Way = 'in the page' | 'in a frame' | 'behind a button' | 'the schedule' | 'the schedule in a frame';

function wayOf(code: string): Way {
  const schedule = /layout(?:=|: ?)["']?schedule/.test(code);
  const frame = /<iframe\b|SpaceBooking\.iframe\(|createIframe\(/.test(code);
  if (schedule) return frame ? 'the schedule in a frame' : 'the schedule';
  if (frame) return 'in a frame';
  if (/\bmode(?:=|: ?)["']?(?:popup|floating)/.test(code)) return 'behind a button';
  return 'in the page';
}

/** The space a snippet books at: its first handle. */
const handleOf = (code: string) => /handle(?:=|: ?)["']?([a-z0-9-]+)/.exec(code)![1]!;

async function bookThroughSchedule(root: Locator, who: Visitor): Promise<void> {
  await expect(root.getByRole('heading', { name: en.scheduleHeading })).toBeVisible();
  await firstDayWithSessions(root);
  await sessions(root).first().click();
  await fillDetails(root, who);
  await fields(root).submit.click();
  await expect(confirmation(root)).toBeVisible();
}

async function book(page: Page, code: string, who: Visitor): Promise<void> {
  const way = wayOf(code);
  const root = way.endsWith('in a frame') ? widget(page.frameLocator('iframe')) : widget(page);
  if (way === 'behind a button') {
    const button = root.locator('[part="launcher"]');
    await expect(button).toHaveText(/data-button-text="([^"]+)"|button-text="([^"]+)"/.exec(code)?.slice(1).find(Boolean) ?? en.bookSession);
    await button.click();
    await expect(root.locator('dialog[part="dialog"]')).toHaveAttribute('open');
  }
  if (way.startsWith('the schedule')) await bookThroughSchedule(root, who);
  else await bookSession(root, who);
}

test('the README and the docs carry the embed snippets, each served verbatim in a blank page', async ({ request }) => {
  // The README's first screen has the one-tag snippet; the docs keep every snippet the README had.
  expect([...readmeSnippets(readFileSync(`${ROOT}/README.md`, 'utf8')).keys()]).toEqual(['script-tag']);
  expect([...snippets.keys()]).toEqual(
    expect.arrayContaining(['script-tag', 'popup', 'floating', 'npm-popup', 'iframe', 'iframe-helper', 'npm-html', 'schedule', 'schedule-iframe', 'schedule-npm', 'fallback']),
  );
  for (const [name, { code }] of snippets) {
    const response = await request.get(`${HOST_ORIGIN}/snippets/${name}.html`);
    expect(response.ok(), name).toBe(true);
    expect(await response.text()).toBe(blankPage(code, name));
  }
});

for (const [name, { code, file }] of snippets) {
  if (BOOKED_ELSEWHERE[name]) continue;
  test(`the ${name} snippet of ${file.replace(ROOT, '')}, pasted into a blank page, books ${wayOf(code)}`, async ({ page }) => {
    await page.goto(`${HOST_ORIGIN}/snippets/${name}.html`);
    const who = visitor(`snippet ${name}`);
    await book(page, code, who);
    expect((await expectOneBookingFor(who.email)).handle).toBe(handleOf(code));
  });
}
