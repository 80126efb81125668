/**
 * What of the widget's module the first slots never run: V8's precise coverage (DevTools
 * protocol `Profiler.takePreciseCoverage`, block by block) of the bench's first-slots page, on
 * the bench's link and 4× slower CPU, until the first slot button is painted.
 *
 *   npx tsx bench/coverage.ts [--top 30] [--no-build] [--link mid|fast]
 *
 * Builds the widget with source maps into bench/dist-profile/ (as bench/profile.ts does; the
 * served bytes are the bench's), then prints how many of the module's minified bytes did not
 * run, their share of its gzip weight (scaled by the file's own ratio: an estimate), and per
 * source file the bytes that did not run, marking the files none of whose code ran.
 *
 * It bounds a split of the first view by what it shows: code that did not run need not arrive
 * before the first slots, but much of it is what the first view does once it is shown (its
 * handlers, its error paths), which has to be there as soon as it can be clicked.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { gzipSync } from 'node:zlib';
import { linkText } from './link';
import { openPage } from './measure';
import { apiBase, apiOrigin, bookingTypes, buildWidget, HANDLE, kb, log, option, SANDBOX_NOW, startBench } from './setup';

const OUT_DIR = 'bench/dist-profile';
const SCRIPT = '/new/space-booking.js';
const MODULE = 'space-booking.mjs';
const args = process.argv.slice(2);
const top = Math.max(1, Number(option(args, '--top')) || 30);

interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** Whether each byte of the file ran: a function's ranges come after those of the functions around it, and its inner blocks after its own range. */
function ranBytes(length: number, functions: { ranges: CoverageRange[] }[]): Uint8Array {
  const ran = new Uint8Array(length);
  for (const covered of functions) for (const range of covered.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran;
}

/** Per source file (by the source map), its minified bytes and how many of them did not run. */
function bySource(code: string, map: SourceMap, ran: Uint8Array): Map<string, { bytes: number; notRun: number }> {
  const sources = new Map<string, { bytes: number; notRun: number }>();
  let line = 0;
  let lineStart = 0;
  for (let offset = 0; offset < code.length; offset++) {
    if (code[offset] === '\n') {
      line++;
      lineStart = offset + 1;
      continue;
    }
    const entry = map.findEntry(line, offset - lineStart);
    const source = ('originalSource' in entry ? entry.originalSource : '(no source)').replace(/^.*?\/(src|node_modules)\//, '$1/');
    const counts = sources.get(source) ?? { bytes: 0, notRun: 0 };
    counts.bytes++;
    if (!ran[offset]) counts.notRun++;
    sources.set(source, counts);
  }
  return sources;
}

async function main(): Promise<void> {
  log(linkText);
  if (!args.includes('--no-build')) {
    log(`building the widget into ${OUT_DIR}/`);
    await buildWidget(OUT_DIR, { sourcemap: true });
  }
  const { origin, browser, close } = await startBench({ new: OUT_DIR }, async () => {
    const type = (await bookingTypes(HANDLE))[0]!;
    return { slots: { handle: HANDLE, apiBase, locale: 'en', bookingType: type.id, script: SCRIPT } };
  });
  try {
    const url = `${origin}/?case=slots`;
    const opened = await openPage(browser, { url, view: 'slots', selectors: { slots: 'button[part~="slot"]' }, apiOrigin, pinnedNow: Date.parse(SANDBOX_NOW), scriptPath: SCRIPT });
    try {
      await opened.cdp.send('Profiler.enable');
      await opened.cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
      await opened.page.goto(url, { waitUntil: 'commit' });
      await opened.reached;
      const { result } = await opened.cdp.send('Profiler.takePreciseCoverage');
      const covered = result.find((script) => script.url.endsWith(`/new/${MODULE}`));
      if (!covered) throw new Error(`${MODULE} did not run before the first slots`);

      const code = readFileSync(`${OUT_DIR}/${MODULE}`, 'utf8');
      const map = new SourceMap(JSON.parse(readFileSync(`${OUT_DIR}/${MODULE}.map`, 'utf8')));
      const sources = bySource(code, map, ranBytes(code.length, covered.functions));
      const notRun = [...sources.values()].reduce((sum, source) => sum + source.notRun, 0);
      const gzipRatio = gzipSync(code).length / code.length;
      console.log(
        `\n${MODULE}: ${kb(code.length)} minified, ${kb(code.length * gzipRatio)} gzip; ` +
          `did not run before the first slots: ${kb(notRun)} minified (${Math.round((100 * notRun) / code.length)}%), about ${kb(notRun * gzipRatio)} gzip`,
      );
      console.log(`\nBytes that did not run, by source file (minified; * none of its code ran):`);
      for (const [source, counts] of [...sources].sort((a, b) => b[1].notRun - a[1].notRun).slice(0, top))
        console.log(`  ${String(counts.notRun).padStart(6)} of ${String(counts.bytes).padStart(6)} B ${counts.notRun === counts.bytes ? '*' : ' '} ${source}`);
    } finally {
      await opened.context.close();
    }
  } finally {
    await close();
  }
}

await main();
