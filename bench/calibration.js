// The calibration widget of `npm run bench`: what the first slots cost on the bench's link and
// CPU when the scripts do nothing else. Served by the bench host site in place of the widget's
// script (same page, async tag, data attributes, CSP and gzip), padded to that script's gzip
// size, with a stand-in of the same size for each other script file the widget loaded before its
// first slots, each requested as early as that file was (./calibration.ts). It sends the widget's
// first requests with the same queries (profile, booking types, and the preselected type's
// availability from the day before today's UTC date, 62 days on), loads the stand-ins,
// and once the answer is in and every stand-in has run, paints the first day's slots as plain
// buttons in a shadow root, which the bench's page instrument watches like the widget's.
((children, standIns) => {
  const script = document.currentScript;
  const { handle, apiBase, bookingType, locale = 'en' } = script.dataset;
  const base = `${apiBase.replace(/\/$/, '')}/public/${encodeURIComponent(handle)}`;
  const init = { credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin' };
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const from = day(Date.now() - 86_400_000);
  const to = day(Date.parse(from) + 62 * 86_400_000);

  fetch(`${base}?locale=${encodeURIComponent(locale)}`, init).then((response) => response.text());
  fetch(`${base}/booking-types?locale=${encodeURIComponent(locale)}&limit=100`, init).then((response) => response.text());
  const availability = fetch(`${base}/booking-types/${encodeURIComponent(bookingType)}/availability?from=${from}&to=${to}`, init).then((response) =>
    response.json(),
  );

  // Each stand-in calls this once it has run.
  let left = standIns;
  const ran = new Promise((resolve) => {
    globalThis.__calibrationRan = () => --left || resolve();
    if (!left) resolve();
  });
  for (const path of children) import(new URL(path, script.src).href);

  const host = document.createElement('div');
  script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  Promise.all([availability, ran]).then(([{ slots }]) => {
    const first = slots[0]?.date;
    for (const slot of slots.filter((s) => s.date === first)) {
      const button = document.createElement('button');
      button.setAttribute('part', 'slot');
      button.textContent = slot.start_time;
      root.append(button);
    }
  });
  // The stand-ins this file loads itself, and how many there are in all: ./calibration.ts fills them in.
})(/* children */ [], /* stand-ins */ 0);
