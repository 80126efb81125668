// Size check of the built widget, run by `npm run size` (part of `npm test`, after the build).
// `dist/space-booking.js` is the first view: the element, the API reads, profile, types,
// calendar and slots, with the English text and CSS they need. The booking step (the form, the
// submit, failure messages, the confirmation) is its own file beside it, loaded while the
// visitor looks at the first slots. The other entries are printed for information.
//
// Budgets: the first view 20 kB gzip (aim 17 kB), the booking step 8 kB, and everything a
// visitor loads on the way to a booking in English 28 kB. Where the build is over a budget
// (README, Performance), the limit holds it at today's weight instead, so nothing grows unseen:
// lower it with every saving; a feature that must add to the first view writes its measured
// weight here.
// The popup's and floating button's button, its stylesheet, the dialog around the widget, its
// opening and closing and the floating button's hiding are the popup's file
// (dist/extras/popup-<hash>.js), loaded only by pages with a popup; what stays in the first view is
// the modes, loading that file, popup() and bindPopup(). The dialog's opening and closing and the
// button's hiding weigh 0.25 kB in the first view's terms, 0.44 kB in that file's.
// The schedule layout's hooks in the first view (the `layout` option, loading its file beside the
// first requests, its place and load alert, choosing a session, the runtime it shares) add 0.39 kB
// (25.68 kB before them, measured on the same build).
// Handing the components' helpers (src/ui/util.ts) to the booking step and the schedule, instead
// of each file carrying its own copy, adds 0.01 kB here and takes 0.03 kB off the way to a booking;
// the element asking for the zone rules once, when its first requests leave, takes 0.005 kB off.
// Naming the visitor's zone while the first requests are on their way adds 0.005 kB (and takes
// about 5 ms of a slow phone's work off the time between the availability answer and the slots);
// placing the next midnight after the next paint, through the renders' own wait for a frame,
// takes 0.005 kB off.
// The booking route (`createBooking` and the guest booking's body) is the booking step's alone:
// 0.21 kB the first view does not carry, 0.15 kB in the booking step.
// The runtime the first view hands the booking step and the schedule holds only what they use.
// Taking the properties a page set before the element was defined, and closing an open popup
// when its element becomes inline, add 0.04 kB. In the booking step, a send that waits out a
// Retry-After pause is dropped when the visitor leaves its time, the automatic retries wait a
// server error's Retry-After, and a gateway's own page for a rate limit or a server error asks
// to wait: 0.19 kB. Marking a popup opened from code so that every copy of the widget on a page
// reads it (a script tag beside a bundle) adds 0.02 kB. In the booking step, an idempotency key
// per exact request, and a 400 naming a field the form does not hold (the chosen time or session,
// or one only the space can look into) answered with the times again or a pointer to the space:
// 0.06 kB; the notes counted in characters of the trimmed text, as the API counts: 0.01 kB.
// The month buttons handing focus to each other at the window's ends (src/ui/Pager.tsx), where
// a disabled button would hand it to the page, add 0.13 kB; the schedule's week buttons are the
// same component, which its file takes from the first view. A month the space's midnight left
// behind giving way to today's (a widget left open): 0.01 kB.
// Back and Escape held while a booking request is out (its answer shows on its details), and the
// live region reading a message said again and the first wrong field's reason: 0.07 kB; in the
// booking step, the form checked again after a Retry-After pause: 0.07 kB on the way.
// A locale the space lists no text in giving way to the closest one it lists (a page in `en-US`
// found no sessions of a space that writes `en`), and a chosen time or a booking kept through a
// change of language to one without text for its type: 0.13 kB. Dates in the Gregorian calendar
// whatever the locale's own, an iframe heard again once put back in the page, and a new locale
// and booking type set together both applied: 0.01 kB. Content asked for in the closest
// locale the space lists while the interface keeps its own, focus waiting on "Booking…" after Try
// again, and the booking step's file failing in the background no longer shown as an alert: 0.09
// kB. In the booking step, a server's wait worded in the interface's language ("1 second") and
// said for server errors too, and the name and email limits: 0.17 kB. The booking step's view
// taking focus to its alert after each failed load of its own, and an open dialog closing when
// its element is moved: 0.03 kB. The space's own spelling of a locale and a listed locale of the
// same language preferred, a locale's empty list of types waiting for the profile's word, the
// booking step's view keeping its loads to itself, and a server's wait worded by the first view's
// cached formatters (minutes from two on): 0.10 kB. The month and week buttons counting each
// press from the month or week shown now, not the one last rendered: 0.03 kB. The interface
// speaking one language throughout (a page in a language without a catalog, or whose catalog
// cannot load, reads English as written in its region, dates and times included), and the
// space's own text marked with the language and direction of the answer it came in, aligned as
// the interface is: 0.31 kB (0.35 kB on the way). A space's name, a session's title and the
// server's words isolated within the interface's sentences (Unicode bidirectional isolates):
// 0.02 kB (0.04 kB on the way). A popup's button marked with the language of the text it shows
// before its widget starts (English in the page's region until the page's catalog is here, and
// where it cannot load): 0.01 kB. Counts in the interface's digits (the places left, the times
// found on a day: "٣" in `ar-EG`, as its dates are written): 0.09 kB.
// Components written as Preact's `h` calls (classic JSX) rather than through its JSX runtime
// take 0.24 kB off (0.05 kB off the booking step, 0.06 kB off the schedule).
// "Book another" and the way back to the times after a slot filled up, the booking step's alone
// (src/state/choose-again.ts): 0.05 kB the first view does not carry, 0.10 kB in the booking step
// (0.04 kB more on the way to a booking). Also the booking step's alone: the text "Book another
// session", typing in the form (`setField`, src/state/form.ts) and the Retry-After pause as one
// time on the booking state: 0.07 kB off the first view (0.02 kB off the way). One alert with Try
// again for a failed load of data or of a file (src/ui/RetryAlert.tsx) and the calendar's window
// named once: 0.02 kB off. The calendar's active day and the booking step view's loads held in
// component signals (`useSignal`), so Preact's state hook is not in the script: 0.26 kB off.
// Counts ungrouped in every script, and announcements re-worded by a new catalog alone: 0.01 kB.
// The popup's English ("Book a session", "Close", "Hide the booking button") in the popup's file,
// which adds it as it loads, as the booking step's and the schedule's do: 0.03 kB off (0.05 kB
// on the popup's file). A range of dates checked for its length by comparing dates, as its pieces
// are cut: 0.03 kB off. The page's preconnect links read by the widget's own check of an http(s)
// address: 0.02 kB off. The API error's properties set by its constructor alone: 0.02 kB off.
// The calendar's weeks starting where the interface locale's do (Sunday in `en-US`, Saturday in
// `ar-EG`), from the engine's week data: 0.07 kB. A failed load of the space's data while offline
// worded as a load ("try again once you are connected"), the booking's own wording of it ("your
// details are kept") in the booking step's file: a few bytes off (0.02 kB on the way). The
// schedule's file failing again after Try again: a new alert, which takes focus, as the booking
// step's: 0.02 kB. Back beside Try again when the booking step's file cannot load (to the times,
// as the details' own Back): 0.02 kB. Weekdays by their narrow names in a day's column where the
// locale's short names are the full ones (Arabic's "الخميس" fits a phone's column as "خ"), in the
// calendar and the schedule: 0.03 kB. The space's midnight read from the browser's clock where the
// zone rules did not load, and the day gone by taken out of the days of each type that holds it at
// that midnight, not when the new window's answer comes: 0.10 kB. A tag's Unicode keywords kept in
// the English a language without a catalog falls back to (`it-u-hc-h12` reads `en-IT-u-hc-h12`):
// 0.04 kB. The booking step's and the schedule's views sharing one hook for their own loads and
// Try again (src/ui/file-attempts.ts): a few bytes. A space that takes no bookings announcing no
// times (its only type's were asked for before its profile said so): 0.01 kB; in the booking step,
// a lost connection or a timeout worded as an unclear answer (the place may already be booked;
// the same details find out without booking twice): 0.06 kB on the way. In the booking step, a
// send that waits out the server's pause saying how long, and its button counting the seconds
// down ("Booking in 25 seconds…") under a steady accessible name: 0.15 kB on the way. The live
// region no longer saying "Loading…" once that load is over (shown, or an alert says what failed)
// nor "Booking…" once a failure's alert shows, and saying nothing of times a failed load's alert
// hides: 0.03 kB (0.05 kB on the way). A day switch that reads no clocks through Intl: each
// slot's description kept (src/i18n/when.ts), and the other days of the month shown described in
// idle time once its slots are painted, as many as each idle period has room for
// (src/shared/when-idle.ts): 0.20 kB. A sample of the first view's kinds of boxes (a language
// menu, a heading, a calendar's table, a time's button) laid out while the first requests are on
// their way, so that their first layout does not fall between the answers and the first slots
// (src/ui/warm-layout.tsx), once, in a task of its own, not for the schedule nor where the
// widget is not rendered (a closed dialog, its own or the page's): 0.21 kB. The idle describing
// cancelled rather than flagged when it stops, and the sample not laid out where the widget is
// not rendered: 0.02 kB. The slots' descriptions and the formatted strings sharing one bounded
// memo (src/shared/remembered.ts): 0.01 kB off. Prices read in ISO 4217's minor units rather than
// in the digits a currency is usually written with (500000 HUF is 5,000 Ft, not 500,000;
// src/i18n/minor-units.ts), and a fraction of the unit written in full: 0.17 kB. A failed load
// of the space's data that a rate limit or a server error asked to wait for (a `Retry-After`)
// saying how long ("Please try again in 2 minutes"): 0.08 kB. Right to
// left, a currency symbol written in Latin letters kept a left-to-right run ("UK£ 14.00", not
// "£UK 14.00"): 0.06 kB. `ready` said once per space and locale, not again when Try again or
// a changed offering loads them afresh: 0.02 kB. A page whose handle or api-base is missing or
// malformed saying it is not set up correctly (no Try again) and the console naming the attribute
// to mend: 0.15 kB. A locale that is no language tag ('english') counting as none, and the
// console naming a booking-type no type has: 0.07 kB. English for a region the browser has no
// English of keeping the asked locale's clock: 0.05 kB. A host's change of booking-type waiting
// while the visitor is on their details or a booking is out: 0.03 kB. A chosen day that loses its
// times giving way to the first day with times, and a page shown again five minutes or more
// after its times were answered asking for them again: 0.15 kB. A file beside the script that
// stalls counting as failed after 15 seconds (Try again, Back), and used if it comes later:
// 0.07 kB. A calendar file's end on the night the clocks go back, the language menu's name of a
// tag with extensions, keys pressed faster than the grid renders, the class importable without a
// DOM: 0.05 kB together. Then: a missing handle or api-base said only once it
// stayed missing two seconds, a page set up wrong reported once; a host's booking-type held
// until the visitor is back to choosing; a page shown again asking only for the times on screen,
// once, keeping them where that fails; a popup's button whose file comes late shown then, and
// focus following from the alert to the form a late booking step brings: 0.20 kB together. And:
// a held booking-type also waiting while a refusal shows, a page set up wrong
// keeping its alert through other attribute changes, a window asked for again in the background
// kept only where the connection failed, a late popup's file not asked for again by attribute
// changes, a stalled file said once: 0.10 kB together.
// A page's data or times that could not load for want of a connection asked for again once it
// is back (focus left where it was, or moved as by Try again from the alert): 0.17 kB. The
// interface English throughout (`lang`, direction, dates) until its language's catalog has come,
// an announcement's date worded when the announcement is, and a message not read again when only
// what surrounds it changes: 0.09 kB. Focus on a day the space's midnight leaves behind moved to
// the calendar's new tab stop: 0.03 kB. In the booking step, a refusal the API description does
// not give (a 422 marking its field as a 400 does, another 4xx pointing to the space): 0.02 kB on
// the way. A space the API does not know (404) showing no Try again, and the console naming the
// address of a profile that is not there or not the API's answer, and the attributes to check:
// 0.07 kB. A zone's name for a day asked at the day's noon, where no change of clocks adds a city
// to it: 0.03 kB. In the booking step, the calendar file ending at the booking's own end time:
// 0.02 kB on the way. The theme, mode, position and layout attributes read through one list of
// the words each takes, and a word it does not take named in the console: 0.07 kB. In the booking
// step, the form's fields read-only while a booking request is out, a value set by its change
// event taken, and a failure after an unanswered attempt told as that attempt: 0.08 kB on the way.
// A Retry-After read as at most a day, so that a date years away is a wait a visitor can be told
// and a pause can wait out: 0.02 kB. Focus following the step heading to a preselected type's
// times after Try again (the list's heading, which held it while the types loaded, leaves with
// its step), and mount() defining the element where the page has not: 0.11 kB. In the booking
// step, a name of only spaces and zero-width characters counted as none: 0.03 kB on the way.
// The four options' words listed once, and focus that follows a step heading never taken from the
// host page: 0.01 kB. In the booking step, a failure after a lost answer kept with its own wait
// and status, the consent box held while a booking is out, a name of only default-ignorable
// characters counted as none: 0.07 kB on the way.
const FIRST_VIEW = '28.21 kB';
const BOOKING_STEP = '8 kB';
// The schedule (`layout="schedule"`: every type's sessions by day, its state, text and CSS),
// loaded beside the first requests of a widget with that layout: 3.79 kB gzip when measured (opening each week on its first day with sessions, and staying there: 0.05 kB).
const SCHEDULE = '4 kB';
const ON_THE_WAY_TO_A_BOOKING = '35.49 kB';
/**
 * The popup's file, held at its weight. A dialog opened from code where the visitor hid the
 * floating button, and that button shown again for another space or mode: 0.04 kB. Its `lang`
 * and direction taken from the language of the text it shows, and a host's own button text marked
 * with the page's: 0.04 kB. Its English text, no longer in the first view: 0.05 kB. Closing leaves
 * focus where the visitor moved it after the dialog gave it back (src/shared/deep-active-element.ts): 0.10 kB.
 * The floating button in the top layer (a popover) where an ancestor holds its fixed box, so that
 * it stays in the viewport's corner whatever wraps it, shown again after a move, and back in the
 * page when it becomes an in-place button: 0.29 kB. What
 * takes focus in the dialog scrolled clear of its close button: 0.02 kB.
 */
const POPUP = '2.51 kB';

const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

const DIST = 'dist';

function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const built = filesUnder(DIST).filter((file) => /\.(js|mjs|css)$/.test(file));
const under = (folder) => built.filter((file) => relative(DIST, file).startsWith(`${folder}/`));
/** The other interface languages and the features not needed to book, loaded on demand (src/shared/beside-script-files.ts). */
const catalogs = under('i18n');
const popupFile = under('extras').filter((file) => /^extras\/popup-[\w-]+\.js$/.test(relative(DIST, file)));
const extras = under('extras').filter((file) => !popupFile.includes(file));
const bookingStep = built.filter((file) => /^booking-step-[\w-]+\.js$/.test(relative(DIST, file)));
const schedule = built.filter((file) => /^schedule-[\w-]+\.js$/.test(relative(DIST, file)));
const moduleBuild = join(DIST, 'space-booking.mjs');
const frameFiles = [join(DIST, 'embed.html'), join(DIST, 'embed.js')];
const script = join(DIST, 'space-booking.js');

const exists = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};
const gzipSize = (file) => require('node:zlib').gzipSync(readFileSync(file), { level: 9 }).length;

if (bookingStep.length !== 1) throw new Error(`Expected one dist/booking-step-<hash>.js, found ${bookingStep.length}: build first`);
if (schedule.length !== 1) throw new Error(`Expected one dist/schedule-<hash>.js, found ${schedule.length}: build first`);

const checks = [
  { name: 'First view: the script tag (dist/space-booking.js; budget 20 kB, aim 17 kB)', path: script, gzip: true, limit: FIRST_VIEW },
  { name: `Booking step (${relative(DIST, bookingStep[0])}; budget 8 kB)`, path: bookingStep, gzip: true, limit: BOOKING_STEP },
  {
    name: 'On the way to a booking in English: the first view and the booking step (budget 28 kB)',
    path: [script, ...bookingStep],
    gzip: true,
    limit: ON_THE_WAY_TO_A_BOOKING,
  },
  { name: `Schedule, layout="schedule" (${relative(DIST, schedule[0])}; budget 4 kB)`, path: schedule, gzip: true, limit: SCHEDULE },
];

if (catalogs.length > 0) {
  // One other language is what a visitor ever loads on top; report the largest.
  const largest = catalogs.reduce((a, b) => (gzipSize(b) > gzipSize(a) ? b : a));
  checks.push({
    name: `One more interface language, largest file (${relative(DIST, largest)}, ${catalogs.length} language files)`,
    path: largest,
    gzip: true,
  });
}

if (popupFile.length !== 1) throw new Error(`Expected one dist/extras/popup-<hash>.js, found ${popupFile.length}: build first`);
checks.push(
  { name: `The popup's file (${relative(DIST, popupFile[0])}: the button, the dialog and their stylesheets)`, path: popupFile, gzip: true, limit: POPUP },
  { name: 'A page with a popup, before the visitor shows intent: the first view and the popup’s file', path: [script, ...popupFile], gzip: true },
);

if (extras.length > 0) {
  // Each is loaded only by the pages that use its feature; together they are the most any page adds.
  checks.push({
    name: `Loaded on demand, all together (${extras.map((f) => relative(DIST, f)).join(' + ')})`,
    path: extras,
    gzip: true,
  });
}

if (exists(moduleBuild)) {
  checks.push({ name: 'ES module for bundlers, English (dist/space-booking.mjs)', path: moduleBuild, gzip: true });
}

if (frameFiles.every(exists)) {
  checks.push({ name: 'Iframe page (dist/embed.html + dist/embed.js)', path: frameFiles, gzip: true });
}

module.exports = checks;
