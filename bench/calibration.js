// The calibration widget of `npm run bench`: what the first slots cost on the bench's link and
// CPU when a script does nothing else. Served by the bench host site in place of the widget's
// script (same async tag, data attributes, CSP and gzip), it sends the widget's two requests for
// the first slots with the same query (booking types, and the preselected type's availability
// from the day before today's UTC date, 62 days on) and paints the first day's slots as plain
// buttons in a shadow root, which the bench's page instrument watches like the widget's.
(() => {
  const script = document.currentScript;
  const { handle, apiBase, bookingType, locale = 'en' } = script.dataset;
  const base = `${apiBase.replace(/\/$/, '')}/public/${encodeURIComponent(handle)}`;
  const init = { credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin' };
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const from = day(Date.now() - 86_400_000);
  const to = day(Date.parse(from) + 62 * 86_400_000);

  fetch(`${base}/booking-types?locale=${encodeURIComponent(locale)}&limit=100`, init).then((response) => response.text());
  const availability = fetch(`${base}/booking-types/${encodeURIComponent(bookingType)}/availability?from=${from}&to=${to}`, init).then((response) =>
    response.json(),
  );

  const host = document.createElement('div');
  script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  availability.then(({ slots }) => {
    const first = slots[0]?.date;
    for (const slot of slots.filter((s) => s.date === first)) {
      const button = document.createElement('button');
      button.setAttribute('part', 'slot');
      button.textContent = slot.start_time;
      root.append(button);
    }
  });
})();
