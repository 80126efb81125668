/**
 * Cross-engine smoke suite: in Firefox ESR and WebKitGTK (Chromium is the Playwright suite's),
 * each embed of the docs books once, shows the visitor's own time beside the space's, and
 * logs no error; the popup and the floating button open a modal dialog that books, closes and
 * gives focus back; the class schedule (`layout="schedule"`) books from its script tag and its
 * iframe page; the stylesheets the widget adopted keep every declaration of the source; a deep
 * link opens its session's form and books it, the confirmation's Google Calendar and Outlook links
 * starting at the session's UTC minute; structured data writes the sessions into the host page's
 * head as schema.org Events; and the schedule's filters narrow a week to Tuesday evenings.
 * Run by `npm run test:engines` (Node's test runner, under xvfb-run for WebKit's window).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { fromZonedTime } from 'date-fns-tz';
import { en } from '../../src/i18n/catalogs/en';
import { seedSpace } from '../../sandbox/seed';
import { HOST_ORIGIN } from '../support/origins';
import { startEngine, type EngineName, type EngineSession } from './drivers';
import { startServers, type Servers } from './servers';
import { readPopupCss, readScheduleCss, readWidgetCss, sourceRules, type SourceRule } from './stylesheet-source';

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
  /** A snippet of the README or docs/ pasted into a blank page of the host site. */
  snippet: string;
  /** The iframe the widget lives in, for the iframe embed. */
  frame?: string;
}

const EMBEDS: Embed[] = [
  { name: 'one script tag', snippet: 'script-tag' },
  { name: 'iframe (SpaceBooking.iframe)', snippet: 'iframe-helper', frame: "document.querySelector('#booking > iframe')" },
  { name: 'ES module', snippet: 'npm-html' },
];

/** The docs' popup snippets: a button that opens the widget in a modal dialog. */
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

/**
 * The docs' class schedule snippets, on Tide Sydney (30 booking types, in Sydney: 11 hours
 * ahead of London, 15 of the New York visitor, so every session's time is the visitor's day before).
 */
const SCHEDULE = { handle: 'tide-sydney', timeZone: 'Australia/Sydney' };
const SCHEDULES: Embed[] = [
  { name: 'class schedule, one script tag (data-layout="schedule")', snippet: 'schedule' },
  { name: 'class schedule, iframe page (layout=schedule)', snippet: 'schedule-iframe', frame: "document.querySelector('iframe')" },
];
/** The fewest booking types the day the visitor books on must show sessions of. */
const SEVERAL_TYPES = 3;

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
const scheduleSection = `${ROOT}?.querySelector('[part~="schedule"]')`;
const dayButtons = `[...(${ROOT}?.querySelector(${literal(`[role="group"][aria-label="${en.scheduleDays}"]`)})?.querySelectorAll('button') ?? [])]`;
const sessionButtons = `[...(${ROOT}?.querySelectorAll('button[part~="session"]') ?? [])]`;
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

/**
 * The opening hours' chunk loads last, once the types' times have come: leaving a page while it
 * is on its way cuts its load short, which Firefox reports as an error while the next page opens,
 * in the test that opens it. A test on a space with hours waits for them before it ends.
 */
const openingHoursShown = (session: EngineSession) => waitUntil(session, `${ROOT}?.querySelector('[part="hours"]')`, 'the opening hours showing');

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
  await fillDetailsAndSubmit(session, email, fits);
  return email;
}

/** The details step takes focus once the visitor's choice shows it (after the render): typing before that would lose keys. */
const detailsFocused = `${field(en.nameLabel)} && ${ROOT}.activeElement?.closest('section')?.contains(${field(en.nameLabel)})`;

/**
 * The details step, once a time is chosen: the visitor's name and email, submitted, confirmed.
 * `ready` says when the form can take keys: by default once it has taken focus.
 */
async function fillDetailsAndSubmit(
  session: EngineSession,
  email: string,
  fits: (step: string) => Promise<void>,
  ready = { expression: detailsFocused, what: 'the details step showing and taking focus' },
): Promise<void> {
  await waitUntil(session, ready.expression, ready.what);
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
}

/** A session of the schedule as the visitor reads it: its time, the visitor's own, its type. */
interface SessionShown {
  time: string;
  yourTime: string | null;
  title: string;
}
const sessionsShown = `${sessionButtons}.map((b) => ({
  time: b.querySelector('.session-time b')?.textContent ?? '',
  yourTime: b.querySelector('.session-time small')?.textContent ?? null,
  title: b.querySelector('.session-about b')?.textContent ?? '',
}))`;

/**
 * Books the first session of the schedule's first day with sessions of several booking types,
 * as a visitor does (the space's today may have none left); returns the email used and the
 * session chosen.
 */
async function bookThroughSchedule(session: EngineSession): Promise<{ email: string; chosen: SessionShown; shown: SessionShown[] }> {
  visitorNumber += 1;
  const email = `ada.${session.name}.schedule.${visitorNumber}@example.com`;
  await waitUntil(session, `${scheduleSection} && ${dayButtons}.length === 7`, 'the schedule and its seven days showing', 15_000);
  let shown: SessionShown[] = [];
  for (let day = 0; day < 7; day += 1) {
    await session.click(`${dayButtons}[${day}]`);
    const settled = `${dayButtons}[${day}].getAttribute('aria-pressed') === 'true' && ${scheduleSection}.getAttribute('aria-busy') === 'false'`;
    await waitUntil(session, settled, `day ${day + 1} of the week showing its sessions`, 15_000);
    shown = await session.evaluate<SessionShown[]>(sessionsShown);
    if (new Set(shown.map((s) => s.title)).size >= SEVERAL_TYPES) break;
  }
  const types = new Set(shown.map((s) => s.title));
  assert.ok(types.size >= SEVERAL_TYPES, `${session.name}: a day of the first week shows sessions of several types (last day: ${[...types].join(', ')})`);
  const chosen = shown[0]!;
  await session.click(`${sessionButtons}[0]`);
  await fillDetailsAndSubmit(session, email, async () => {});
  return { email, chosen, shown };
}

/** A time of day in either of the hour cycles an engine may pick for the visitor's language (en-US). */
const clockPattern = (hour: number, minute: string) =>
  `(0?${hour}:${minute}|${hour % 12 === 0 ? 12 : hour % 12}:${minute}\\s?${hour < 12 ? 'AM' : 'PM'})`;

/** How the schedule shows a space's wall-clock time (`HH:MM`): the space's clock, as is. */
function spaceTimeOf(time: string): RegExp {
  const [hour, minute] = time.split(':');
  return new RegExp(`^${clockPattern(Number(hour), minute!)}$`);
}

/** How the visitor's clock reads a space's wall-clock time, with the weekday first when the date differs. */
function visitorTimeOf(date: string, time: string, spaceZone: string): RegExp {
  const instant = fromZonedTime(`${date}T${time.slice(0, 5)}:00`, spaceZone);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: VISITOR.timeZone, ...options }).format(instant);
  const clock = clockPattern(Number(part({ hour: 'numeric', hourCycle: 'h23' })), part({ minute: '2-digit' }).padStart(2, '0'));
  const localDate = part({ year: 'numeric', month: '2-digit', day: '2-digit' }).replace(/(\d+)\/(\d+)\/(\d+)/, '$3-$1-$2');
  const weekday = localDate === date ? '' : `${part({ weekday: 'short' })}\\b.*`;
  return new RegExp(`^${en.yourTime.replace('{time}', `${weekday}${clock}`)}$`);
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

/** The day London's clocks go forward (GMT to BST, UTC+1). */
const LONDON_SUMMER_TIME = '2026-03-29';
/** The step a `deep-link` widget wrote into the page's address (`<type slug>/<date>/<HH:MM>` on the details form). */
const deepLinkValue = "new URLSearchParams(location.search).get('space-booking')";
const link = (text: string) => `[...(${ROOT}?.querySelectorAll('a') ?? [])].find((a) => a.textContent.trim() === ${literal(text)})`;
/** Google Calendar's form of a UTC instant: `20260328T103000Z`. */
const googleCalendarTime = (instant: Date) => instant.toISOString().replace(/\.\d{3}/, '').replace(/[-:]/g, '');

/** The 24-hour clock of a time as the schedule shows it (`9:00 PM`, or `21:00` in engines that pick that cycle). */
function hourOf(shown: string): number {
  const clock = /^(\d{1,2}):\d{2}(?:\s?(AM|PM))?$/.exec(shown.trim());
  if (!clock) return Number.NaN;
  const hour = Number(clock[1]);
  if (!clock[2]) return hour;
  return (hour % 12) + (clock[2] === 'PM' ? 12 : 0);
}
/** The evening's first hour in the space's clock (docs/filters.md: evening is from 17:00). */
const EVENING_FROM = 17;
const filterPanel = `${ROOT}?.querySelector('#schedule-filter-panel')`;
/** The checkboxes of the filter panel's fieldset with that legend. */
const filterBoxes = (legend: string) =>
  `[...([...(${filterPanel}?.querySelectorAll('fieldset') ?? [])].find((set) => set.querySelector('legend')?.textContent.trim() === ${literal(legend)})?.querySelectorAll('input[type="checkbox"]') ?? [])]`;
const eveningBox = `${filterBoxes(en.filterPartOfDay)}.find((box) => box.closest('label').textContent.trim().startsWith(${literal(en.partEvening.split('{time}')[0]!)}))`;
const tuesdayBox = `${filterBoxes(en.filterWeekday)}.find((box) => box.getAttribute('aria-label') === 'Tuesday')`;

let servers: Servers;
let source: SourceRule[];
let popupSource: SourceRule[];
let scheduleSource: SourceRule[];

before(async () => {
  // The suite exercises dist/, what users get (`npm test` builds first; this covers running it alone).
  buildIfStale();
  servers = await startServers();
  source = sourceRules(await readWidgetCss());
  popupSource = sourceRules(await readPopupCss());
  scheduleSource = sourceRules(await readScheduleCss());
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

    for (const embed of SCHEDULES) {
      const what = `${embed.name}: shows several types' sessions, books one through the details form, shows the visitor's time, keeps the schedule's stylesheet, logs no error`;
      test(what, { timeout: 90_000 }, async () => {
        const reportedBefore = session.reportedErrors().length;
        await session.open(`${HOST_ORIGIN}/snippets/${embed.snippet}.html`);
        if (embed.frame) {
          await waitUntil(session, embed.frame, 'the iframe appearing');
          await session.enterFrame(embed.frame);
        }
        // The schedule's sheet joins the first view's (the booking step's may follow): both keep every declaration.
        await waitUntil(session, `${scheduleSection} && ${ROOT}.adoptedStyleSheets.length >= 2`, "the schedule adopting its stylesheet", 15_000);
        const dropped = await session.evaluate<string[]>(`window.__engineProbe.stylesheetProblems(${JSON.stringify(scheduleSource)})`);
        assert.deepEqual(dropped, [], `${engine} parses the schedule's stylesheets without these declarations`);

        const { email, chosen, shown } = await bookThroughSchedule(session);
        const errors: string[] = [];
        if (embed.frame) {
          errors.push(...(await recordedErrors(session)));
          await session.leaveFrame();
        }
        errors.push(...(await recordedErrors(session)), ...session.reportedErrors().slice(reportedBefore));

        const bookings = servers.sandbox.state.bookings.list(SCHEDULE.handle).filter((stored) => stored.booking.customer?.email === email);
        assert.equal(bookings.length, 1, `${engine}: one booking in the sandbox for ${email}`);
        const { booking } = bookings[0]!;
        assert.equal(booking.booking_type_title, chosen.title, `${engine}: the session chosen is the one booked`);
        assert.match(chosen.time, spaceTimeOf(booking.scheduled_start_time), `${engine}: the session shows the space's time`);
        // New York is never on Sydney's clock: every session shows the visitor's own time too.
        assert.match(chosen.yourTime ?? '', visitorTimeOf(booking.scheduled_date, booking.scheduled_start_time, SCHEDULE.timeZone), `${engine}: the session shows the visitor's time`);
        assert.deepEqual(shown.filter((s) => !s.yourTime), [], `${engine}: every session shows the visitor's time`);
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
        await openingHoursShown(session);
      }
      assert.deepEqual(problems, [], `${engine} parses the widget's stylesheet without these declarations`);
    });
    test('deep link: a link to an open session opens its details form, books it, and the confirmation offers Google Calendar and Outlook at its UTC start, logs no error', { timeout: 90_000 }, async () => {
      const reportedBefore = session.reportedErrors().length;
      const page = `${HOST_ORIGIN}/snippets/deep-link.html`;
      // An open session, as the time step offers it: its link is what the widget writes on choosing
      // it. One on London's summer time, so its UTC start is not its wall-clock time.
      await session.open(page);
      await waitUntil(session, typeButton, 'the booking types showing');
      await session.click(typeButton);
      const summerDay = `[...(${ROOT}?.querySelectorAll('[part~="day"].has-times') ?? [])].find((day) => day.dataset.d >= ${literal(LONDON_SUMMER_TIME)})`;
      await waitUntil(session, summerDay, 'a day with times on summer time showing');
      const day = await session.evaluate<string>(`${summerDay}.dataset.d`);
      await session.click(summerDay);
      await waitUntil(session, `${ROOT}.querySelector('[part~="day"][data-d="${day}"]')?.getAttribute('aria-selected') === 'true' && ${slotButton}`, `${day}'s times showing`);
      await session.click(slotButton);
      await waitUntil(session, `${deepLinkValue}?.startsWith(${literal(`/${day}/`)}, ${deepLinkValue}.indexOf('/'))`, `the address naming a session of ${day}`);
      const value = await session.evaluate<string>(deepLinkValue);
      const [slug, date, time] = value.split('/') as [string, string, string];
      assert.match(time, /^\d{2}:\d{2}$/, `${engine}: the address names the session's time (${value})`);
      await openingHoursShown(session);
      const errors = [...(await recordedErrors(session))];

      await session.open(`${page}?space-booking=${value}`);
      const formShown = `${heading(en.formHeading)} && ${field(en.nameLabel)} && ${ROOT}.querySelector('.summary')`;
      await waitUntil(session, formShown, 'the details form opening from the link', 15_000);
      const summary = await session.evaluate<string>(`${ROOT}.querySelector('.summary').textContent`);
      const space = seedSpace(HANDLE);
      const title = space.booking_types.find((type) => type.slug === slug)?.text.en?.title;
      assert.ok(title, `${engine}: the link names a booking type of ${HANDLE} (${value})`);
      assert.ok(summary.includes(title), `${engine}: the form is for ${title} (summary: ${summary})`);
      const [hour, minute] = time.split(':');
      assert.match(summary, new RegExp(clockPattern(Number(hour), minute!)), `${engine}: the form is for ${time} (summary: ${summary})`);

      visitorNumber += 1;
      const email = `ada.${engine}.deep-link.${visitorNumber}@example.com`;
      // Opening a link never takes focus from the host page: the form takes keys once it shows.
      await fillDetailsAndSubmit(session, email, async () => {}, { expression: formShown, what: 'the details form showing' });
      const bookings = servers.sandbox.state.bookings.list(HANDLE).filter((stored) => stored.booking.customer?.email === email);
      assert.equal(bookings.length, 1, `${engine}: one booking in the sandbox for ${email}`);
      const { booking } = bookings[0]!;
      assert.deepEqual([booking.scheduled_date, booking.scheduled_start_time.slice(0, 5)], [date, time], `${engine}: the session linked is the one booked`);

      // The space's wall-clock start, in its zone, as one instant.
      const start = fromZonedTime(`${date}T${time}:00`, space.timezone);
      await waitUntil(session, `${link(en.addToGoogleCalendar)} && ${link(en.addToOutlook)}`, 'the calendar links showing');
      const [google, outlook] = await session.evaluate<[string, string]>(`[${link(en.addToGoogleCalendar)}.href, ${link(en.addToOutlook)}.href]`);
      const googleUrl = new URL(google);
      assert.equal(googleUrl.origin + googleUrl.pathname, 'https://calendar.google.com/calendar/render', `${engine}: the Google Calendar link`);
      assert.equal(googleUrl.searchParams.get('dates')?.split('/')[0], googleCalendarTime(start), `${engine}: Google Calendar's start is the session's UTC start`);
      const outlookUrl = new URL(outlook);
      assert.equal(outlookUrl.origin + outlookUrl.pathname, 'https://outlook.live.com/calendar/0/action/compose', `${engine}: the Outlook link`);
      const outlookStart = outlookUrl.searchParams.get('startdt');
      assert.equal(outlookStart && new Date(outlookStart).toISOString(), start.toISOString(), `${engine}: Outlook's start is the session's UTC start`);

      errors.push(...(await recordedErrors(session)), ...session.reportedErrors().slice(reportedBefore));
      assert.deepEqual(errors, [], `${engine}: console errors or uncaught exceptions`);
    });

    test("structured data: the space's sessions are written into the host page's head as schema.org Events, logs no error", { timeout: 90_000 }, async () => {
      const reportedBefore = session.reportedErrors().length;
      await session.open(`${HOST_ORIGIN}/snippets/structured-data.html`);
      await waitUntil(session, typeButton, 'the booking types showing');
      const written = "document.head.querySelector('script[type=\"application/ld+json\"]')";
      // Written once the first slots are answered and every type's times are in.
      await waitUntil(session, `${written} && JSON.parse(${written}.textContent).length > 0`, 'the structured data written into the head', 30_000);
      const events = await session.evaluate<unknown>(`JSON.parse(${written}.textContent)`);
      assert.ok(Array.isArray(events) && events.length > 0, `${engine}: the structured data is a non-empty array`);
      const notEvents = events.filter((event: Record<string, unknown>) => {
        const location = event.location as Record<string, unknown> | undefined;
        return !(
          event['@type'] === 'Event' &&
          typeof event.name === 'string' &&
          event.name.length > 0 &&
          typeof event.startDate === 'string' &&
          !Number.isNaN(Date.parse(event.startDate)) &&
          typeof location === 'object' &&
          location !== null &&
          ['Place', 'VirtualLocation'].includes(location['@type'] as string)
        );
      });
      assert.deepEqual(notEvents, [], `${engine}: every item is an Event with a name, a start date and a location`);
      await openingHoursShown(session);
      const errors = [...(await recordedErrors(session)), ...session.reportedErrors().slice(reportedBefore)];
      assert.deepEqual(errors, [], `${engine}: console errors or uncaught exceptions`);
    });

    test("filters: Tuesday and evening narrow tide-sydney's schedule to Tuesday evenings in Sydney, logs no error", { timeout: 90_000 }, async () => {
      const reportedBefore = session.reportedErrors().length;
      await session.open(`${HOST_ORIGIN}/snippets/filters-schedule.html`);
      const settled = `${scheduleSection}?.getAttribute('aria-busy') === 'false'`;
      await waitUntil(session, `${dayButtons}.length === 7 && ${settled}`, 'the schedule and its seven days showing', 15_000);
      await session.click(button(en.filters));
      await waitUntil(session, `${button(en.filters)}?.getAttribute('aria-expanded') === 'true' && !${filterPanel}.hidden`, 'the Filters panel opening');
      for (const [box, what] of [[eveningBox, 'the evening box'], [tuesdayBox, 'the Tuesday box']] as const) {
        await waitUntil(session, box, `${what} showing`);
        await session.toggle(box);
        await waitUntil(session, `${box}.checked`, `${what} checked`);
      }
      await waitUntil(session, `${button(en.filtersOn.replace('{count}', '2'))} && ${settled}`, 'the two filters on and the schedule settled', 15_000);

      const shown = await session.evaluate<{ heading: string; times: string[]; matchingDays: string[]; empty: boolean; clear: boolean }>(`({
        heading: ${ROOT}.querySelector('[part~="schedule"] h4')?.textContent ?? '',
        times: ${sessionButtons}.map((b) => b.querySelector('.session-time b')?.textContent ?? ''),
        matchingDays: ${dayButtons}.filter((b) => b.classList.contains('has-matches')).map((b) => b.querySelector('.visually-hidden')?.textContent ?? ''),
        empty: Boolean(${ROOT}.querySelector('.filter-empty')?.textContent.includes(${literal(en.noSessionsMatch)})),
        clear: Boolean([...(${ROOT}.querySelectorAll('.filter-empty button'))].find((b) => b.textContent.trim() === ${literal(en.clearFilters)})),
      })`);
      if (shown.times.length === 0) {
        assert.ok(shown.empty && shown.clear, `${engine}: no session shown, and the schedule says none match with Clear filters (${JSON.stringify(shown)})`);
      } else {
        // The schedule's days and times are the space's (Sydney's), the visitor's only beside them.
        assert.ok(shown.heading.startsWith(en.sessionsHeading.replace('{date}', 'Tuesday, ')), `${engine}: the day shown is a Tuesday (${shown.heading})`);
        assert.deepEqual(shown.times.filter((time) => !(hourOf(time) >= EVENING_FROM)), [], `${engine}: every session shown starts in the evening (${shown.times.join(', ')})`);
        assert.ok(shown.matchingDays.length > 0, `${engine}: the days with matches are marked`);
        assert.deepEqual(shown.matchingDays.filter((day) => !day.startsWith('Tuesday,')), [], `${engine}: only Tuesdays have matches`);
      }
      const errors = [...(await recordedErrors(session)), ...session.reportedErrors().slice(reportedBefore)];
      assert.deepEqual(errors, [], `${engine}: console errors or uncaught exceptions`);
    });
  });
}
