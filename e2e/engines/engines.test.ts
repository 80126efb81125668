/**
 * Cross-engine smoke suite: in Firefox ESR and WebKitGTK (Chromium is the Playwright suite's),
 * each embed of the README books once, shows the visitor's own time beside the space's, and
 * logs no error; the popup and the floating button open a modal dialog that books, closes and
 * gives focus back; and the stylesheet the widget adopted keeps every declaration of the source.
 * Run by `npm run test:engines` (Node's test runner, under xvfb-run for WebKit's window).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { en } from '../../src/i18n/catalogs/en';
import { HOST_ORIGIN } from '../support/origins';
import { startEngine, type EngineName, type EngineSession } from './drivers';
import { startServers, type Servers } from './servers';
import { readPopupCss, readWidgetCss, sourceRules, type SourceRule } from './stylesheet-source';

/**
 * The visitor is in New York and reads English; Harbour Yoga is in London. Its first open time
 * is Saturday 28 March 2026, 08:00 in London (GMT), which is 04:00 in New York (already on
 * summer time, so four hours behind, not five).
 */
const VISITOR = { language: 'en-US', timeZone: 'America/New_York' };
const HANDLE = 'harbour-yoga';
const VISITOR_TIME = /0?4:00(\s?AM)?/;

interface Embed {
  name: string;
  /** A README snippet pasted into a blank page of the host site. */
  snippet: string;
  /** The iframe the widget lives in, for the iframe embed. */
  frame?: string;
}

const EMBEDS: Embed[] = [
  { name: 'one script tag', snippet: 'script-tag' },
  { name: 'iframe (SpaceBooking.iframe)', snippet: 'iframe-helper', frame: "document.querySelector('#booking > iframe')" },
  { name: 'ES module', snippet: 'npm-html' },
];

/** The README's popup snippets: a button that opens the widget in a modal dialog. */
interface PopupEmbed extends Embed {
  /** The button's text: the snippet's `data-button-text`, else the interface's. */
  buttonText: string;
  /** Where a floating button sits; none for the popup's button, which stays where the tag is. */
  corner?: 'bottom-right';
  /** How the visitor closes the dialog once booked. */
  closeWith: 'Escape' | 'its close button';
}

const POPUPS: PopupEmbed[] = [
  { name: 'popup (data-mode="popup")', snippet: 'popup', buttonText: en.bookSession, closeWith: 'Escape' },
  {
    name: 'floating button (data-mode="floating")',
    snippet: 'floating',
    buttonText: 'Book a class',
    corner: 'bottom-right',
    closeWith: 'its close button',
  },
];

const ENGINES: EngineName[] = ['firefox', 'webkit'];

// Expressions evaluated in the page: the widget's shadow root and what a visitor finds in it.
const ROOT = "document.querySelector('space-booking')?.shadowRoot";
const literal = (value: string) => JSON.stringify(value);
const typeButton = `${ROOT}?.querySelector('button[part~="type"]')`;
const slotButton = `${ROOT}?.querySelector('button[part~="slot"]')`;
const field = (label: string) => `[...(${ROOT}?.querySelectorAll('label') ?? [])].find((l) => l.textContent.trim() === ${literal(label)})?.control`;
const button = (text: string) => `[...(${ROOT}?.querySelectorAll('button') ?? [])].find((b) => b.textContent.trim() === ${literal(text)})`;
const heading = (text: string) => `[...(${ROOT}?.querySelectorAll('h1, h2, h3, h4') ?? [])].find((h) => h.textContent.trim() === ${literal(text)})`;
const launcher = `${ROOT}?.querySelector('button[part~="launcher"]')`;
const dialog = `${ROOT}?.querySelector('dialog[part~="dialog"]')`;
const closeButton = `${ROOT}?.querySelector('button[part~="close"]')`;
/** Focus on the popup's button: the page's focus is the element, the element's its button. */
const launcherFocused = `document.activeElement === document.querySelector('space-booking') && ${ROOT}.activeElement === ${launcher}`;

/**
 * Polls until an expression is truthy. On time-out the error says what the widget showed, and
 * what the page recorded, so a failure in CI can be read without a screenshot.
 */
async function waitUntil(session: EngineSession, expression: string, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await session.evaluate<boolean>(`Boolean(${expression})`)) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const shown = await session
    .evaluate<string>(`(${ROOT}?.textContent ?? document.body?.textContent ?? '').replace(/\\s+/g, ' ').slice(0, 600)`)
    .catch((error: Error) => `(unreadable: ${error.message})`);
  const recorded = await session.evaluate<string[]>('window.__engineProbe?.errors ?? []').catch(() => []);
  throw new Error(
    `${session.name}: ${what} did not happen within ${timeout} ms.\n  shown: ${shown}\n  errors: ${JSON.stringify(recorded)}` +
      (lastError ? `\n  last evaluation error: ${(lastError as Error).message}` : ''),
  );
}

/** The errors the probe recorded in the current document; fails if the probe did not run there. */
async function recordedErrors(session: EngineSession): Promise<string[]> {
  const errors = await session.evaluate<string[] | null>('window.__engineProbe?.errors ?? null');
  assert.ok(errors, `${session.name}: the error recorder did not run in ${await session.evaluate<string>('location.href')}`);
  return errors;
}

let visitorNumber = 0;

/** Books the first open time of the first booking type, as a visitor does; returns the email used. */
async function bookOnce(session: EngineSession, embed: Embed): Promise<string> {
  visitorNumber += 1;
  const email = `ada.${session.name}.${embed.snippet}.${visitorNumber}@example.com`;
  // In the iframe, the helper sizes the frame to its page at every step: nothing may overflow it.
  const fits = async (step: string) => {
    if (embed.frame) await waitUntil(session, 'document.documentElement.scrollHeight <= window.innerHeight', `the frame fitting its page (${step})`);
  };
  await waitUntil(session, typeButton, 'the booking types showing');
  await fits('types');
  await session.click(typeButton);
  await waitUntil(session, slotButton, 'the times showing');
  await fits('times');

  // The visitor's own time, beside the space's.
  const slotText = await session.evaluate<string>(`${slotButton}.textContent`);
  const yourTime = new RegExp(en.yourTime.replace('{time}', VISITOR_TIME.source));
  assert.match(slotText, yourTime, `${session.name}: the first time shows the visitor's time`);

  await session.click(slotButton);
  // The details step takes focus once shown (after the render): typing before that would lose keys.
  const detailsFocused = `${field(en.nameLabel)} && ${ROOT}.activeElement?.closest('section')?.contains(${field(en.nameLabel)})`;
  await waitUntil(session, detailsFocused, 'the details step showing and taking focus');
  await fits('details');
  const name = `Ada ${session.name}`;
  await session.type(field(en.nameLabel), name);
  await session.type(field(en.emailLabel), email);
  assert.deepEqual(
    await session.evaluate(`[${field(en.nameLabel)}.value, ${field(en.emailLabel)}.value]`),
    [name, email],
    `${session.name}: the fields hold what was typed`,
  );
  await session.click(button(en.submit));
  await waitUntil(session, heading(en.bookedHeading), 'the confirmation showing', 15_000);
  await fits('confirmation');
  return email;
}

/** Where a box sits in the viewport: its gaps to each edge, and how its container is positioned. */
interface Placement {
  position: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const placement = (element: string, positioned = element) => `(() => {
  const box = (${element}).getBoundingClientRect();
  const page = document.documentElement;
  return {
    position: getComputedStyle(${positioned}).position,
    left: box.left, right: page.clientWidth - box.right, top: box.top, bottom: page.clientHeight - box.bottom,
  };
})()`;

let servers: Servers;
let source: SourceRule[];
let popupSource: SourceRule[];

before(async () => {
  // The suite exercises dist/, what users get (`npm test` builds first; this covers running it alone).
  buildIfStale();
  servers = await startServers();
  source = sourceRules(await readWidgetCss());
  popupSource = sourceRules(await readPopupCss());
});
after(async () => {
  await servers?.close();
});

// One engine after the other: on two cores each browser keeps a core busy, so running both at
// once saved next to nothing and made time-outs likelier.
for (const engine of ENGINES) {
  describe(engine, () => {
    let session: EngineSession;
    before(async () => {
      session = await startEngine(engine, VISITOR);
    });
    after(async () => {
      await session?.close();
    });

    for (const embed of EMBEDS) {
      test(`${embed.name}: books once, shows the visitor's time, logs no error`, { timeout: 60_000 }, async () => {
        const reportedBefore = session.reportedErrors().length;
        await session.open(`${HOST_ORIGIN}/snippets/${embed.snippet}.html`);
        const errors: string[] = [];
        if (embed.frame) {
          await waitUntil(session, embed.frame, 'the iframe appearing');
          await session.enterFrame(embed.frame);
        }
        const email = await bookOnce(session, embed);
        if (embed.frame) {
          errors.push(...(await recordedErrors(session)));
          await session.leaveFrame();
        }
        errors.push(...(await recordedErrors(session)), ...session.reportedErrors().slice(reportedBefore));

        const bookings = servers.sandbox.state.bookings.list(HANDLE).filter((stored) => stored.booking.customer?.email === email);
        assert.equal(bookings.length, 1, `${engine}: one booking in the sandbox for ${email}`);
        assert.deepEqual(errors, [], `${engine}: console errors or uncaught exceptions`);
      });
    }

    for (const embed of POPUPS) {
      const what = `${embed.name}: opens a centred modal dialog, books in it, closes with ${embed.closeWith}, gives focus back, logs no error`;
      test(what, { timeout: 60_000 }, async () => {
        const reportedBefore = session.reportedErrors().length;
        await session.open(`${HOST_ORIGIN}/snippets/${embed.snippet}.html`);
        await waitUntil(session, launcher, 'the button showing');
        assert.equal(await session.evaluate<string>(`${launcher}.textContent.trim()`), embed.buttonText, `${engine}: the button's text`);
        if (embed.corner) {
          // Fixed in the corner, its "hide" button beside it: the pair's box is at the corner.
          const corner = await session.evaluate<Placement>(placement(`${launcher}.parentElement`));
          assert.equal(corner.position, 'fixed', `${engine}: the floating button is fixed`);
          for (const edge of ['right', 'bottom'] as const) {
            assert.ok(corner[edge] >= 0 && corner[edge] <= 32, `${engine}: the floating button is ${corner[edge]} px from the ${edge} edge`);
          }
          assert.ok(corner.left > corner.right, `${engine}: the floating button is on the right (${JSON.stringify(corner)})`);
        }

        await session.click(launcher);
        await waitUntil(session, `${dialog}?.open`, 'the dialog opening');
        assert.equal(await session.evaluate<boolean>(`${dialog}.matches(':modal')`), true, `${engine}: the dialog is modal`);
        // Centred (or a full-screen sheet on a narrow window): as much room on either side, and above as below.
        const box = await session.evaluate<Placement>(placement(dialog));
        const centred = Math.abs(box.left - box.right) <= 1 && Math.abs(box.top - box.bottom) <= 1;
        assert.ok(centred, `${engine}: the dialog is centred (${JSON.stringify(box)})`);
        // The button's and the dialog's stylesheets, as the engine parsed them, keep every declaration of their source.
        const dropped = await session.evaluate<string[]>(`window.__engineProbe.stylesheetProblems(${JSON.stringify(popupSource)})`);
        assert.deepEqual(dropped, [], `${engine} parses the popup's stylesheets without these declarations`);

        const email = await bookOnce(session, embed);
        if (embed.closeWith === 'Escape') await session.press('Escape');
        else await session.click(closeButton);
        await waitUntil(session, `!${dialog}.open`, `the dialog closing with ${embed.closeWith}`);
        await waitUntil(session, launcherFocused, 'focus back on the button');

        const bookings = servers.sandbox.state.bookings.list(HANDLE).filter((stored) => stored.booking.customer?.email === email);
        assert.equal(bookings.length, 1, `${engine}: one booking in the sandbox for ${email}`);
        const errors = [...(await recordedErrors(session)), ...session.reportedErrors().slice(reportedBefore)];
        assert.deepEqual(errors, [], `${engine}: console errors or uncaught exceptions`);
      });
    }

    test("the widget's adopted stylesheet keeps every declaration of the source, in each build", { timeout: 60_000 }, async () => {
      assert.ok(source.length > 0, 'the source stylesheet has rules');
      const problems: string[] = [];
      for (const embed of EMBEDS) {
        await session.open(`${HOST_ORIGIN}/snippets/${embed.snippet}.html`);
        if (embed.frame) {
          await waitUntil(session, embed.frame, 'the iframe appearing');
          await session.enterFrame(embed.frame);
        }
        await waitUntil(session, `${ROOT}?.adoptedStyleSheets.length`, 'the widget adopting its stylesheet');
        const found = await session.evaluate<string[]>(`window.__engineProbe.stylesheetProblems(${JSON.stringify(source)})`);
        problems.push(...found.map((problem) => `${embed.name}: ${problem}`));
      }
      assert.deepEqual(problems, [], `${engine} parses the widget's stylesheet without these declarations`);
    });
  });
}
