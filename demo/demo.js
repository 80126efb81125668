// The demo page: the same widget embedded in the page three ways, behind a button three ways and
// as a class schedule, with controls and an event log.
// It loads the built files (dist/) from the widget's origin, like any host site would.
import { API_BASE, WIDGET } from './addresses.js';

const query = new URLSearchParams(location.search);
const FIELDS = ['handle', 'locale', 'theme', 'time-zone', 'success-url'];
const EVENTS = [
  'space-booking:ready', 'space-booking:type-selected', 'space-booking:slot-selected', 'space-booking:submit',
  'space-booking:booked', 'space-booking:failed', 'space-booking:error', 'space-booking:resize',
  'space-booking:open', 'space-booking:close',
];
const POSITIONS = ['bottom-right', 'bottom-left'];
/** The schedule shows a space of its own, the one with the most booking types unless chosen. */
const SCHEDULE_HANDLE = 'tide-sydney';

const form = document.getElementById('controls');
const floatingForm = document.getElementById('floating-controls');
const scheduleForm = document.getElementById('schedule-controls');
const stage = (mode) => document.querySelector(`[data-stage="${mode}"]`);
for (const field of FIELDS) {
  const value = query.get(field);
  if (value !== null && [...form.elements[field].options].some((o) => o.value === value)) form.elements[field].value = value;
}
if (POSITIONS.includes(query.get('position'))) floatingForm.elements.position.value = query.get('position');
// The schedule's space: any of the demo's spaces.
const scheduleSpaces = scheduleForm.elements['schedule-handle'];
scheduleSpaces.append(...[...form.elements.handle.options].map((option) => new Option(option.text, option.value)));
const scheduleHandle = query.get('schedule-handle');
scheduleSpaces.value = [...scheduleSpaces.options].some((o) => o.value === scheduleHandle) ? scheduleHandle : SCHEDULE_HANDLE;

// The module build first: it defines <space-booking>; the script tag's copy then finds it defined.
const widget = await import(`${WIDGET}/space-booking.mjs`);
widget.defineSpaceBooking();

function settings() {
  const s = Object.fromEntries(FIELDS.map((f) => [f, form.elements[f].value]));
  return {
    handle: s.handle,
    apiBase: API_BASE,
    locale: s.locale,
    theme: s.theme,
    timeZone: s['time-zone'],
    successUrl: s['success-url'],
    position: floatingForm.elements.position.value,
    scheduleHandle: scheduleSpaces.value,
  };
}

function withTimeZone(element, s) {
  if (s.timeZone) element.setAttribute('time-zone', s.timeZone);
  else element.removeAttribute('time-zone');
}

/**
 * Script tag: a fresh tag each time, exactly as a website builder would paste it; `extra` are
 * the tag's other `data-` attributes (the popup's mode, the floating button's corner).
 */
function renderScript(s, mode = 'script', extra = {}) {
  const script = document.createElement('script');
  script.src = `${WIDGET}/space-booking.js`;
  script.async = true;
  Object.assign(script.dataset, extra);
  script.dataset.handle = s.handle;
  script.dataset.apiBase = s.apiBase;
  if (s.locale) script.dataset.locale = s.locale;
  script.dataset.theme = s.theme;
  if (s.timeZone) script.dataset.timeZone = s.timeZone;
  if (s.successUrl) script.dataset.successUrl = s.successUrl;
  stage(mode).replaceChildren(script);
}

/** iframe: the helper builds the frame and resizes it; the frame page runs its own copy. */
function renderIframe(s) {
  stage('iframe').replaceChildren();
  widget.createIframe(stage('iframe'), {
    src: `${WIDGET}/embed.html`,
    handle: s.handle,
    apiBase: s.apiBase,
    locale: s.locale || undefined,
    theme: s.theme,
    timeZone: s.timeZone || undefined,
    successUrl: s.successUrl || undefined,
    title: 'Book a session',
  });
}

/** npm module: one element whose attributes change (they are reactive). */
function renderModule(s) {
  let element = stage('module').querySelector('space-booking');
  if (!element) element = widget.mount(stage('module'), { handle: s.handle, apiBase: s.apiBase });
  element.setAttribute('handle', s.handle);
  element.setAttribute('api-base', s.apiBase);
  if (s.locale) element.setAttribute('locale', s.locale);
  else element.removeAttribute('locale');
  element.setAttribute('theme', s.theme);
  withTimeZone(element, s);
  if (s.successUrl) element.setAttribute('success-url', s.successUrl);
  else element.removeAttribute('success-url');
}

/** The popup a host button opens (`bindPopup`); replaced, with its button, when the settings change. */
let boundPopup = null;

/** The host page's own button, bound to a popup with the current settings. */
function renderBindPopup(s) {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'book-now';
  button.className = 'host-button';
  button.textContent = 'Book a class';
  boundPopup?.remove();
  stage('bind-popup').replaceChildren(button);
  boundPopup = widget.bindPopup(button, {
    handle: s.handle,
    apiBase: s.apiBase,
    locale: s.locale || undefined,
    theme: s.theme,
    timeZone: s.timeZone || undefined,
    successUrl: s.successUrl || undefined,
  });
}

/** The floating button's corner, said in words in its section. */
function renderFloating(s) {
  renderScript(s, 'floating', { mode: 'floating', position: s.position });
  document.getElementById('floating-corner').textContent = s.position.replace('-', ' ');
}

/** The class schedule: the script tag with `data-layout="schedule"`, for the schedule's own space. */
function renderSchedule(s) {
  renderScript({ ...s, handle: s.scheduleHandle }, 'schedule', { layout: 'schedule' });
}

/** The attributes of a script tag or element, and the options of a call, for the snippets. */
/** The space's posts and its sessions for search engines: the script tag with both attributes. */
function renderDiscovery(s) {
  renderScript(s, 'discovery', { announcements: '', structuredData: '' });
}

function snippetParts(s) {
  const attributes = (prefix) =>
    [['handle', s.handle], ['api-base', s.apiBase], ['locale', s.locale], ['theme', s.theme], ['time-zone', s.timeZone], ['success-url', s.successUrl]]
      .filter(([, v]) => v)
      .map(([k, v]) => `${prefix}${k}="${v}"`)
      .join(' ');
  const options = [
    `handle: '${s.handle}'`,
    `apiBase: '${s.apiBase}'`,
    s.locale && `locale: '${s.locale}'`,
    `theme: '${s.theme}'`,
    s.timeZone && `timeZone: '${s.timeZone}'`,
    s.successUrl && `successUrl: '${s.successUrl}'`,
  ]
    .filter(Boolean)
    .join(', ');
  return { attributes, options };
}

/**
 * Every stage of the page: how it shows the current settings, and the snippet that does the
 * same on a host site. A section with `data-stage` and `data-snippet` of a name here shows it;
 * another section (a layout, say) is one more entry.
 */
const STAGES = {
  script: {
    render: (s) => renderScript(s),
    snippet: (s, { attributes }) => `<script async src="${WIDGET}/space-booking.js" ${attributes('data-')}></script>`,
  },
  iframe: {
    render: renderIframe,
    snippet: (s, { options }) =>
      `<div id="booking"></div>\n<script src="${WIDGET}/space-booking.js"></script>\n<script>\n  SpaceBooking.iframe(document.getElementById('booking'), { ${options} });\n</script>`,
  },
  module: {
    render: renderModule,
    snippet: (s, { attributes }) =>
      `import { defineSpaceBooking } from 'space-booking';\ndefineSpaceBooking();\n\n<space-booking ${attributes('')}></space-booking>`,
  },
  popup: {
    render: (s) => renderScript(s, 'popup', { mode: 'popup' }),
    snippet: (s, { attributes }) => `<script async src="${WIDGET}/space-booking.js" data-mode="popup" ${attributes('data-')}></script>`,
  },
  'bind-popup': {
    render: renderBindPopup,
    snippet: (s, { options }) =>
      `<button type="button" id="book-now">Book a class</button>\n<script src="${WIDGET}/space-booking.js"></script>\n<script>\n  SpaceBooking.bindPopup('#book-now', { ${options} });\n</script>`,
  },
  floating: {
    render: renderFloating,
    snippet: (s, { attributes }) =>
      `<script async src="${WIDGET}/space-booking.js" data-mode="floating" data-position="${s.position}" ${attributes('data-')}></script>`,
  },
  discovery: {
    render: renderDiscovery,
    snippet: (s, { attributes }) => `<script async src="${WIDGET}/space-booking.js" data-announcements data-structured-data ${attributes('data-')}></script>`,
  },
  schedule: {
    render: renderSchedule,
    snippet: (s) =>
      `<script async src="${WIDGET}/space-booking.js" data-layout="schedule" ${snippetParts({ ...s, handle: s.scheduleHandle }).attributes('data-')}></script>`,
  },
};

function zoneNote() {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const chosen = form.elements['time-zone'].value;
  document.getElementById('zone-note').textContent =
    `Times show in the space’s zone and, when it differs, in the visitor’s: ${chosen || `this browser’s, ${own}`}.`;
}

function render() {
  const s = settings();
  document.documentElement.dataset.theme = s.theme;
  const url = new URL(location.href);
  for (const field of FIELDS) {
    const value = form.elements[field].value;
    if (value) url.searchParams.set(field, value);
    else url.searchParams.delete(field);
  }
  if (s.position !== POSITIONS[0]) url.searchParams.set('position', s.position);
  else url.searchParams.delete('position');
  if (s.scheduleHandle !== SCHEDULE_HANDLE) url.searchParams.set('schedule-handle', s.scheduleHandle);
  else url.searchParams.delete('schedule-handle');
  history.replaceState(null, '', url);
  const parts = snippetParts(s);
  for (const [name, { render: show, snippet }] of Object.entries(STAGES)) {
    show(s);
    document.querySelector(`[data-snippet="${name}"]`).textContent = snippet(s, parts);
  }
  zoneNote();
  configureLink(s);
}

/** The configurator beside the widget's files, on the space shown here and this demo's API. */
function configureLink(s) {
  const link = new URL('/configure.html', WIDGET);
  link.searchParams.set('api-base', API_BASE);
  link.searchParams.set('handle', s.handle);
  document.getElementById('configure-link').href = link.href;
  // The deep-link page keeps this demo's addresses of the widget and the API.
  const deepLinkPage = new URL('deep-link.html', location.href);
  deepLinkPage.searchParams.set('widget-origin', WIDGET);
  deepLinkPage.searchParams.set('api-base', API_BASE);
  document.getElementById('deep-link-page').href = deepLinkPage.href;
}

// The event log: everything a host page can observe, newest first; resizes are coalesced.
const log = document.getElementById('event-log');
function logEvent(event) {
  const mode = event.target === boundPopup ? 'bind-popup' : (event.target.closest?.('[data-mode]')?.dataset.mode ?? '?');
  const detail = JSON.stringify(event.detail ?? {});
  const first = log.firstElementChild;
  if (event.type === 'space-booking:resize' && first?.dataset.key === `${mode} ${event.type}`) {
    first.querySelector('.detail').textContent = detail;
    return;
  }
  const item = document.createElement('li');
  item.dataset.key = `${mode} ${event.type}`;
  const cell = (cls, text) => {
    const span = document.createElement('span');
    span.className = cls;
    span.textContent = text;
    return span;
  };
  item.append(
    cell('mode-tag', mode),
    cell('name', event.type.replace('space-booking:', '')),
    cell('detail', detail.length > 240 ? `${detail.slice(0, 240)}…` : detail),
  );
  log.prepend(item);
  while (log.children.length > 60) log.lastElementChild.remove();
}
for (const type of EVENTS) document.addEventListener(type, logEvent);
document.getElementById('clear-events').addEventListener('click', () => log.replaceChildren());

/**
 * The floating button's × hides it for the rest of the visit (per tab and space, under this
 * key in sessionStorage); the demo can bring it back.
 */
const hiddenFloatingKey = (handle) => `space-booking:hide-launcher:${handle}`;
document.getElementById('show-floating').addEventListener('click', () => {
  const s = settings();
  sessionStorage.removeItem(hiddenFloatingKey(s.handle));
  renderFloating(s);
});

form.addEventListener('change', render);
floatingForm.addEventListener('change', render);
scheduleForm.addEventListener('change', render);
render();
