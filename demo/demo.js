// The demo page: the same widget embedded three ways, with controls and an event log.
// It loads the built files (dist/) from the widget's origin, like any host site would.
const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
const query = new URLSearchParams(location.search);

/**
 * A `?widget-origin=` / `?api-base=` override (other ports, see scripts/demo.mjs), taken only
 * when it points at this machine: the demo runs whatever script the widget origin serves and
 * sends the visitor's details to the API, so a link must not be able to choose another host.
 */
function localOverride(name) {
  try {
    const url = new URL(query.get(name) ?? '');
    if (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname)) return url;
  } catch {
    // absent or not a URL
  }
  return new URL(meta(name));
}
const WIDGET = localOverride('widget-origin').origin;
const API_BASE = localOverride('api-base').href;
const FIELDS = ['handle', 'locale', 'theme', 'time-zone'];
const EVENTS = [
  'space-booking:ready', 'space-booking:type-selected', 'space-booking:slot-selected', 'space-booking:submit',
  'space-booking:booked', 'space-booking:failed', 'space-booking:error', 'space-booking:resize',
];

const form = document.getElementById('controls');
const stage = (mode) => document.querySelector(`[data-stage="${mode}"]`);
for (const field of FIELDS) {
  const value = query.get(field);
  if (value !== null && [...form.elements[field].options].some((o) => o.value === value)) form.elements[field].value = value;
}

// The module build first: it defines <space-booking>; the script tag's copy then finds it defined.
const widget = await import(`${WIDGET}/space-booking.mjs`);
widget.defineSpaceBooking();

function settings() {
  const s = Object.fromEntries(FIELDS.map((f) => [f, form.elements[f].value]));
  return { handle: s.handle, apiBase: API_BASE, locale: s.locale, theme: s.theme, timeZone: s['time-zone'] };
}

function withTimeZone(element, s) {
  if (s.timeZone) element.setAttribute('time-zone', s.timeZone);
  else element.removeAttribute('time-zone');
}

/** Script tag: a fresh tag each time, exactly as a website builder would paste it. */
function renderScript(s) {
  const script = document.createElement('script');
  script.src = `${WIDGET}/space-booking.js`;
  script.async = true;
  script.dataset.handle = s.handle;
  script.dataset.apiBase = s.apiBase;
  if (s.locale) script.dataset.locale = s.locale;
  script.dataset.theme = s.theme;
  if (s.timeZone) script.dataset.timeZone = s.timeZone;
  stage('script').replaceChildren(script);
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
}

function renderSnippets(s) {
  const attrs = (prefix) =>
    [['handle', s.handle], ['api-base', s.apiBase], ['locale', s.locale], ['theme', s.theme], ['time-zone', s.timeZone]]
      .filter(([, v]) => v)
      .map(([k, v]) => `${prefix}${k}="${v}"`)
      .join(' ');
  const options = [
    `handle: '${s.handle}'`,
    `apiBase: '${s.apiBase}'`,
    s.locale && `locale: '${s.locale}'`,
    `theme: '${s.theme}'`,
    s.timeZone && `timeZone: '${s.timeZone}'`,
  ]
    .filter(Boolean)
    .join(', ');
  const code = {
    script: `<script async src="${WIDGET}/space-booking.js" ${attrs('data-')}></script>`,
    iframe: `<div id="booking"></div>\n<script src="${WIDGET}/space-booking.js"></script>\n<script>\n  SpaceBooking.iframe(document.getElementById('booking'), { ${options} });\n</script>`,
    module: `import { defineSpaceBooking } from 'space-booking';\ndefineSpaceBooking();\n\n<space-booking ${attrs('')}></space-booking>`,
  };
  for (const [mode, text] of Object.entries(code)) document.querySelector(`[data-snippet="${mode}"]`).textContent = text;
}

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
  history.replaceState(null, '', url);
  renderScript(s);
  renderIframe(s);
  renderModule(s);
  renderSnippets(s);
  zoneNote();
}

// The event log: everything a host page can observe, newest first; resizes are coalesced.
const log = document.getElementById('event-log');
function logEvent(event) {
  const mode = event.target.closest?.('[data-mode]')?.dataset.mode ?? '?';
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

form.addEventListener('change', render);
render();
