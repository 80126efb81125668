import { readFileSync } from 'node:fs';
import { visitor, widget } from './support/book';
import { bookSession } from './support/flow';
import { HOST_ORIGIN } from './support/origins';
import { expectOneBookingFor } from './support/sandbox';
import { expect, test } from './support/test';
import { blankPage, readmeSnippets } from '../scripts/readme-snippets.mjs';

/**
 * "Copy a snippet from the README into a blank HTML file, point it at the sandbox, and book."
 * The static server builds /snippets/<name>.html from README.md as it is now, so these tests
 * book with exactly what the README says.
 */
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const snippets = readmeSnippets(README);

test('the README carries the embed snippets, served verbatim in blank pages', async ({ request }) => {
  expect([...snippets.keys()]).toEqual(['script-tag', 'popup', 'floating', 'npm-popup', 'iframe', 'iframe-helper', 'npm-html', 'schedule', 'schedule-iframe', 'schedule-npm', 'fallback']);
  for (const [name, code] of snippets) {
    const response = await request.get(`${HOST_ORIGIN}/snippets/${name}.html`);
    expect(response.ok()).toBe(true);
    expect(await response.text()).toBe(blankPage(code, name));
  }
});

for (const name of ['script-tag', 'iframe', 'iframe-helper', 'npm-html']) {
  test(`the README's ${name} snippet, pasted into a blank page, books`, async ({ page }) => {
    await page.goto(`${HOST_ORIGIN}/snippets/${name}.html`);
    const root = name.startsWith('iframe') ? widget(page.frameLocator('iframe')) : widget(page);
    const who = visitor(`readme ${name}`);
    await bookSession(root, who);
    expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');
  });
}

for (const name of ['popup', 'floating', 'npm-popup']) {
  test(`the README's ${name} snippet, pasted into a blank page, opens a dialog from its button and books`, async ({ page }) => {
    await page.goto(`${HOST_ORIGIN}/snippets/${name}.html`);
    const root = widget(page);
    const button = root.locator('[part="launcher"]');
    await expect(button).toHaveText(name === 'floating' ? 'Book a class' : 'Book a session');
    await button.click();
    await expect(root.locator('dialog[part="dialog"]')).toHaveAttribute('open');
    const who = visitor(`readme ${name}`);
    await bookSession(root, who);
    expect((await expectOneBookingFor(who.email)).handle).toBe('harbour-yoga');
  });
}
