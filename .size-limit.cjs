// Size check of the built widget (`npm run size`, part of `npm test`, after the build): each
// file or chunk gzip-compressed, each limit a round figure about 10% above its weight, so that
// nothing grows unseen. What a visitor waits for is measured by `npm run bench`.
const chunk = (name, path, limit) => ({ name, path: `dist/${path}`, gzip: true, limit });

module.exports = [
  chunk('The one-tag script (starter)', 'space-booking.js', '4.3 kB'),
  chunk('The first view’s warm-up, loaded by the one-tag script', 'warm-up-*.js', '1.7 kB'),
  chunk('The widget’s module (entry chunk: everything on the way to the first slots)', 'space-booking.mjs', '37 kB'),
  chunk('The iframe page’s module', 'embed.js', '0.2 kB'),
  chunk('The booking step', 'booking-step-*.js', '10.4 kB'),
  chunk('The schedule', 'schedule-*.js', '6 kB'),
  chunk('The zone rules', 'zone-rules-*.js', '1.2 kB'),
  chunk('The popup', 'extras/popup-*.js', '2.6 kB'),
  chunk('The accent fitting', 'extras/contrast-*.js', '0.7 kB'),
  chunk('The data layer', 'extras/data-layer-*.js', '0.7 kB'),
  chunk('The deep links (deep-link)', 'extras/deep-link-*.js', '1.3 kB'),
  chunk('The opening hours and posts', 'extras/profile-details-*.js', '2.8 kB'),
  chunk('The structured data', 'extras/structured-data-*.js', '1.9 kB'),
  chunk('The iframe helper’s listener', 'extras/iframe-*.js', '0.5 kB'),
  chunk('The configurator’s module (configure.html only: no page with the widget loads it)', 'configure.js', '23 kB'),
  ...['ar', 'de', 'es', 'fr', 'he', 'ja'].map((language) => chunk(`Interface language: ${language}`, `i18n/${language}-*.js`, '3.1 kB')),
];
