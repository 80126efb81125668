/**
 * What is on the way to the first slots: builds the widget in memory with the project's
 * vite.config.ts and lists the biggest contributors to its ES entry, `space-booking.mjs` (what
 * the tag's starter imports), per module and per group (package or src/ folder). Each module's
 * code is minified and gzipped on its own, so the figures are estimates (gzip shares a
 * dictionary across the file: the real total is smaller than the sum); the "share" column
 * scales them to the real gzip size of the whole file. Then the starter and every file loaded
 * on demand, gzip each.
 *
 *   npx tsx bench/analyze.ts [--top 25]
 */
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
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

let files: (Rollup.OutputChunk | Rollup.OutputAsset)[] = [];
const capture: Plugin = {
  name: 'capture-files',
  generateBundle(_options, bundle) {
    files = Object.values(bundle);
  },
};
await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { write: false }, plugins: [capture] });
const entry = files.find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.fileName === 'space-booking.mjs');
if (!entry) throw new Error('The build produced no space-booking.mjs');
const out: Rollup.OutputChunk = entry;

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

console.log(`space-booking.mjs: ${kb(out.code.length)} kB minified, ${kb(total)} kB gzip, ${rows.length} modules\n`);
console.log('By group                                   minified    gzip*   share of real gzip');
for (const [name, g] of [...groups].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${`${name} (${g.modules})`.padEnd(42)} ${kb(g.minified)} kB ${kb(g.gzip)} kB ${share(g.gzip)}`);
}
console.log(`\nTop ${top} modules`);
for (const r of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top)) {
  console.log(`${r.id.padEnd(60)} ${kb(r.minified)} kB ${kb(r.gzip)} kB`);
}
console.log('\n* each module gzipped alone; "share" scales the sum to the real gzip size of the file.');

// The other languages' catalogs are files of their own: none of their modules may be in the entry.
const inside = groups.get('src/i18n/catalogs (other languages)');
console.log(
  inside
    ? `The other languages' catalogs are inside the entry: ${inside.modules} modules, ${kb(inside.gzip)} kB gzip each alone.`
    : "The other languages' catalogs are not inside the entry (loaded on demand).",
);

// Every other file the browser may load: not in the figures above.
const source = (f: Rollup.OutputChunk | Rollup.OutputAsset) => (f.type === 'chunk' ? f.code : f.source);
console.log('\nThe other script files (gzip each):');
for (const f of files.filter((f) => f !== out && /\.m?js$/.test(f.fileName)).sort((a, b) => a.fileName.localeCompare(b.fileName)))
  console.log(`  ${f.fileName.padEnd(58)} ${kb(gz(source(f)))} kB`);
