/**
 * What is in dist/space-booking.js: builds the classic script in memory with the project's
 * vite.config.ts and lists the biggest contributors, per module and per group (package or
 * src/ folder). Each module's code is minified and gzipped on its own, so the figures are
 * estimates (gzip shares a dictionary across the file: the real total is smaller than the sum);
 * the "share" column scales them to the real gzip size of the whole file.
 *
 *   npx tsx bench/analyze.ts [--top 25]
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { minifySync } from 'rolldown/experimental';

interface Row {
  id: string;
  group: string;
  minified: number;
  gzip: number;
}

const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 25;
const gz = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;

/** `preact`, `date-fns-tz`, `src/ui`, `src/i18n/catalogs (other languages)`, ... */
function groupOf(id: string): string {
  const path = relative(process.cwd(), id.replace(/\?.*$/, ''));
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  // English is the script's own (`en.ts` and its parts, `en-first-view.ts` and the others).
  if (/^src\/i18n\/catalogs\/(?!en[.-])/.test(path)) return 'src/i18n/catalogs (other languages)';
  const parts = path.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : path;
}

let chunk: Rollup.OutputChunk | null = null;
const capture: Plugin = {
  name: 'capture-modules',
  generateBundle(_options, bundle) {
    chunk = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.fileName === 'space-booking.js') ?? null;
  },
};

// The files beside the script first, into a scratch directory: the script needs their hashed names.
const scratch = mkdtempSync(join(tmpdir(), 'space-booking-analyze-'));
let besideFiles: Rollup.OutputChunk[] = [];
const collect: Plugin = {
  name: 'collect-beside-script',
  generateBundle(_options, bundle) {
    besideFiles = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  },
};
await build({ configFile: 'vite.config.ts', mode: 'beside-script', logLevel: 'silent', build: { outDir: scratch }, plugins: [collect] });
await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir: scratch, write: false }, plugins: [capture] });
rmSync(scratch, { recursive: true, force: true });
if (!chunk) throw new Error('The build produced no space-booking.js');
const out: Rollup.OutputChunk = chunk;

const rows: Row[] = [];
for (const [id, module] of Object.entries(out.modules)) {
  const code = module.code ?? '';
  if (!code.trim()) continue;
  let min = code;
  try {
    min = minifySync(id.replace(/\?.*$/, '') + '.js', code, { compress: true, mangle: true }).code;
  } catch {
    // Keep the unminified code: the estimate is then an upper bound.
  }
  rows.push({ id: relative(process.cwd(), id), group: groupOf(id), minified: min.length, gzip: gz(min) });
}

const total = gz(out.code);
const sum = rows.reduce((s, r) => s + r.gzip, 0);
const kb = (n: number) => (n / 1000).toFixed(2).padStart(7);
const share = (n: number) => `${((n / sum) * total / 1000).toFixed(2).padStart(6)} kB`;

const groups = new Map<string, { minified: number; gzip: number; modules: number }>();
for (const r of rows) {
  const g = groups.get(r.group) ?? { minified: 0, gzip: 0, modules: 0 };
  g.minified += r.minified;
  g.gzip += r.gzip;
  g.modules += 1;
  groups.set(r.group, g);
}

console.log(`dist/space-booking.js: ${kb(out.code.length)} kB minified, ${kb(total)} kB gzip, ${rows.length} modules\n`);
console.log('By group                                   minified    gzip*   share of real gzip');
for (const [name, g] of [...groups].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${`${name} (${g.modules})`.padEnd(42)} ${kb(g.minified)} kB ${kb(g.gzip)} kB ${share(g.gzip)}`);
}
console.log(`\nTop ${top} modules`);
for (const r of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top)) {
  console.log(`${r.id.padEnd(60)} ${kb(r.minified)} kB ${kb(r.gzip)} kB`);
}
console.log('\n* each module gzipped alone; "share" scales the sum to the real gzip size of the file.');

// The other languages' catalogs are files of their own: none of their modules may be in the script.
const inside = groups.get('src/i18n/catalogs (other languages)');
console.log(
  inside
    ? `The other languages' catalogs are inside the script: ${inside.modules} modules, ${kb(inside.gzip)} kB gzip each alone.`
    : "The other languages' catalogs are not inside the script (loaded on demand).",
);

// The files the script loads on demand from beside itself (src/shared/beside-script-files.ts): not
// in the figures above.
const files = besideFiles;
console.log('\nLoaded on demand from beside the script (gzip each):');
for (const f of files.sort((a, b) => a.fileName.localeCompare(b.fileName))) console.log(`  ${f.fileName.padEnd(58)} ${kb(gz(f.code))} kB`);
