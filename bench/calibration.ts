/**
 * The calibrated bound's scripts: the do-nothing widget (./calibration.js) made to load the same
 * script bytes as the widget, in the same number of sequential requests.
 *
 * From a run of the widget, the script files that had arrived when its first slots were painted
 * (the tag's file, the ES entry it imports, and whatever else the widget had loaded by then):
 * each gets a stand-in of the same name and the same gzip size (what it weighs on the wire),
 * which does nothing but load its own stand-ins and report that it ran. A file is
 * loaded by the stand-in of the file that names it, statically (`import ... from`) where that file
 * imports it statically and by `import()` otherwise, so each stand-in is requested at the depth
 * of the chain its file was. The tag's own stand-in is ./calibration.js, padded; it paints the
 * first slots once the availability answer is in and every stand-in has run.
 */
import { readFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import { gzip } from './server';

/** One script file the widget loaded before its first slots. */
export interface ScriptFile {
  /** Path in the build (`space-booking.mjs`, `i18n/de-<hash>.js`). */
  path: string;
  /** What it weighs on the wire: its gzip body, as the bench site serves it. */
  gzipBytes: number;
  /** The file that loads it, or null for the tag's file. */
  parent: string | null;
  /** Whether `parent` imports it statically (fetched before the parent runs) rather than by `import()`. */
  isStatic: boolean;
}

/** `./x.js`, `../x.js` or `sub/x.js`: how `from` names `to` in its code. */
const relativePath = (from: string, to: string) => {
  const path = posix.relative(dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The files the widget loaded (paths in `build`, in the order they were requested) as a tree,
 * each under the file requested before it whose code names it (a static import before any other
 * mention), or under the tag's file when none does (an address built at run time).
 */
export function scriptTree(build: Map<string, Buffer>, loaded: string[]): ScriptFile[] {
  const [tag, ...others] = loaded;
  if (!tag) throw new Error('The widget loaded no script before its first slots');
  const code = (path: string) => build.get(path)?.toString('utf8') ?? '';
  const files: ScriptFile[] = [{ path: tag, gzipBytes: gzip(build.get(tag)!).length, parent: null, isStatic: false }];
  for (const [index, path] of others.entries()) {
    let parent: string | null = null;
    let isStatic = false;
    // Only a file requested earlier can have loaded it (a chunk loaded later may import the entry back).
    for (const candidate of loaded.slice(0, index + 1)) {
      // The starter names the entry without `./` (`new URL('space-booking.mjs', src)`).
      const name = relativePath(candidate, path);
      const quoted = `[\`'"](?:${escape(name)}|${escape(name.replace(/^\.\//, ''))})[\`'"]`;
      if (new RegExp(`(?:\\bfrom|\\bimport)\\s*${quoted}`).test(code(candidate))) {
        parent = candidate;
        isStatic = true;
        break;
      }
      // The first file to name it loaded it: the tag's script and the entry both name the zone
      // rules, and the tag's script asks for them first.
      if (parent === null && new RegExp(quoted).test(code(candidate))) parent = candidate;
    }
    files.push({ path, gzipBytes: gzip(build.get(path)!).length, parent: parent ?? tag, isStatic });
  }
  return files;
}

// xorshift32 from a fixed seed: the same padding on every run.
let noiseState = 0x9e3779b9;
let noiseText = '';
/** Pseudo-random text for padding (no `*` or `/`, so it cannot end the comment it is in): gzip cannot shrink it much. */
function noise(length: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  while (noiseText.length < length) {
    let chunk = '';
    for (let i = 0; i < 4096; i++) {
      noiseState ^= noiseState << 13;
      noiseState ^= noiseState >>> 17;
      noiseState ^= noiseState << 5;
      chunk += letters[(noiseState >>> 0) % 64];
    }
    noiseText += chunk;
  }
  return noiseText.slice(0, length);
}

/** `code` with a comment of padding after it, as near `gzipBytes` gzipped as can be (never less, unless `code` alone is more). */
function padded(code: string, gzipBytes: number): string {
  const withPadding = (length: number) => (length ? `${code}\n/*${noise(length)}*/\n` : code);
  let [low, high] = [0, gzipBytes * 2];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (gzip(withPadding(mid)).length < gzipBytes) low = mid + 1;
    else high = mid;
  }
  return withPadding(low);
}

/** The stand-ins of `tree` by path, the tag's file (./calibration.js) included. */
export function standIns(tree: ScriptFile[]): Map<string, Buffer> {
  const childrenOf = (path: string) => tree.filter((f) => f.parent === path);
  const files = new Map<string, Buffer>();
  const [tag, ...others] = tree;
  const calibration = readFileSync(new URL('./calibration.js', import.meta.url), 'utf8');
  const slot = '(/* children */ [], /* stand-ins */ 0);';
  if (!calibration.includes(slot)) throw new Error(`bench/calibration.js must end with ${slot}`);
  const children = childrenOf(tag!.path).map((f) => relativePath(tag!.path, f.path));
  files.set(tag!.path, Buffer.from(padded(calibration.replace(slot, `(${JSON.stringify(children)}, ${others.length});`), tag!.gzipBytes)));
  for (const file of others) {
    const below = childrenOf(file.path);
    const code = [
      ...below.filter((f) => f.isStatic).map((f) => `import ${JSON.stringify(relativePath(file.path, f.path))};`),
      ...below.filter((f) => !f.isStatic).map((f) => `import(${JSON.stringify(relativePath(file.path, f.path))});`),
      'globalThis.__calibrationRan();',
    ].join('\n');
    files.set(file.path, Buffer.from(padded(code, file.gzipBytes)));
  }
  return files;
}

/** The tree as text: `space-booking.js 3.3 kB → space-booking.mjs 29.2 kB (import())`. */
export function describeTree(tree: ScriptFile[]): string {
  const line = (file: ScriptFile, depth: number): string[] => [
    `${'  '.repeat(depth)}${depth ? '→ ' : ''}${file.path} ${(file.gzipBytes / 1000).toFixed(1)} kB${file.parent ? (file.isStatic ? ' (static import)' : ' (import())') : ' (the tag)'}`,
    ...tree.filter((f) => f.parent === file.path).flatMap((f) => line(f, depth + 1)),
  ];
  return line(tree[0]!, 0).join('\n');
}
