// Size check of the built widget, run by `npm run size` (part of `npm test`, after the build).
// The classic script holds everything needed to book in English (JS, CSS, English text). The
// other entries are printed for information, so a growing iframe page, module build, language file
// or file loaded on demand (dist/extras/: features not needed to book) shows up in every run.
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

const built = filesUnder(DIST).filter((file) => /\.(js|mjs|css)$/.test(file));
const under = (folder) => built.filter((file) => relative(DIST, file).startsWith(`${folder}/`));
/** The other interface languages and the features not needed to book, loaded on demand (see vite.config.ts). */
const catalogs = under('i18n');
const extras = under('extras');
const moduleBuild = join(DIST, 'space-booking.mjs');
const frameFiles = [join(DIST, 'embed.html'), join(DIST, 'embed.js')];
// A classic script cannot be split: this one file is all a script-tag page needs to book in English.
const script = join(DIST, 'space-booking.js');

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
