// Size check of the built widget, run by `npm run size` (part of `npm test`, after the build).
// The classic script holds everything needed to book in English (JS, CSS, English text); should
// the build ever split English parts into sibling files, their sum gets the same limit. The other
// entries are printed for information, so a growing iframe page, module build, language file or
// file loaded on demand (dist/extras/: features not needed to book) shows up in every run. Entries
// are derived from dist/ so they keep working when the build emits more files.
//
// The budget we aim for is 20 kB gzip (15 kB ideally). The script is not there yet (see the
// README's Performance section): until it is, LIMIT holds it at what it weighs today, so that
// nothing makes it heavier. Lower LIMIT with every saving; never raise it.
const TARGET = '20 kB';
const LIMIT = '26.5 kB';

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

/** Interface languages other than English, named after src/i18n/catalogs/<locale>.ts. */
const locales = readdirSync('src/i18n/catalogs')
  .filter((name) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.ts$/.test(name) && name !== 'en.ts')
  .map((name) => name.slice(0, -'.ts'.length));

const isCatalog = (file) => {
  const base = file.slice(file.lastIndexOf('/') + 1);
  return locales.some((locale) => new RegExp(`^${locale}([.-]|$)`).test(base) || file.includes(`/${locale}/`));
};

const built = filesUnder(DIST).filter((file) => /\.(js|mjs|css)$/.test(file) && !file.includes(`${DIST}/types/`));
/** Features not needed to book, which the scripts load on demand (see vite.config.ts). */
const extras = built.filter((file) => relative(DIST, file).startsWith('extras/'));
const catalogs = built.filter((file) => !extras.includes(file) && isCatalog(file));
const moduleBuild = join(DIST, 'space-booking.mjs');
const frameFiles = [join(DIST, 'embed.html'), join(DIST, 'embed.js')];
const script = join(DIST, 'space-booking.js');
// What a script-tag page needs to book in English: the script, any sibling the build names after
// it (`space-booking.<part>.js` / `.css`), and an English catalog if English is ever split out.
// Not the files in extras/, which only add to a booking (a calendar link, analytics, a framed
// widget's events, a host accent's fitting) and are reported on their own below.
const scriptPath = built.filter(
  (file) => file === script || /^space-booking\.[^/]+\.(js|css)$/.test(relative(DIST, file)) || /(^|\/)en\.js$/.test(relative(DIST, file)),
);

const exists = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};
const gzipSize = (file) => require('node:zlib').gzipSync(readFileSync(file), { level: 9 }).length;

const checks = [
  {
    name: `Script tag: everything to book in English (dist/space-booking.js; target ${TARGET})`,
    path: script,
    gzip: true,
    limit: LIMIT,
  },
];

if (scriptPath.length > 1) {
  // The budget is for everything an English visitor loads, so it holds for the sum as well.
  checks.push({
    name: `Script tag: all files of an English page (${scriptPath.map((f) => relative(DIST, f)).join(' + ')})`,
    path: scriptPath,
    gzip: true,
    limit: LIMIT,
  });
}

if (catalogs.length > 0) {
  // One other language is what a visitor ever loads on top; report the largest.
  const largest = catalogs.reduce((a, b) => (gzipSize(b) > gzipSize(a) ? b : a));
  checks.push({
    name: `One more interface language, largest file (${relative(DIST, largest)}, ${catalogs.length} language files)`,
    path: largest,
    gzip: true,
  });
}

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
