/**
 * Where the widget's main-thread time goes until the first slots are visible: a V8 CPU profile
 * (DevTools protocol `Profiler`, sampled every 100 µs) of the bench page on the bench's link and
 * 4× slower CPU, from before navigation until the first slot button is painted.
 *
 *   npx tsx bench/profile.ts [--handle harbour-yoga] [--booking-type <slug or id>] [--runs 3] [--link mid|fast]
 *                            [--top 25] [--unminified] [--no-build]
 *                            [--from-answer | --from-module | --until-request]
 *                            [--timeline] [--day-switch | --slot-to-form]
 *
 * Builds the widget into bench/dist-profile/ with source maps (not referenced by the files, so
 * the served bytes are the bench's), or unminified with `--unminified` (readable names, but more
 * bytes to parse). Prints, for the functions of the widget's files only (the tag's script and
 * the modules it loads), the top ones by self time and by total
 * time (mean per run), each with its name, `file:line:column` in the served file (1-based) and
 * where the source map puts it in src/. Also prints, per run, when the script arrived, when the
 * first API request left and when the script's top-level run ended.
 *
 * `--from-answer` counts only the samples from the availability answer's last byte to the painted
 * slots (the bench's "API answer → slots painted" phase), `--from-module` only those from the
 * widget's module's last byte (on the bench's link it comes after the answers),
 * `--until-request` only those until the first API request leaves; `--timeline` prints, per run, the
 * outermost function of each stretch of the main thread's JavaScript, in order, timed from that
 * answer, with the script's arrival, the first API request and the painted slots in between.
 *
 * Preselects the handle's first booking type unless `--booking-type` names another, so the
 * first slots appear without a click.
 *
 * `--day-switch` profiles the bench's day switches instead: `lisboa-desks` (48 slots a day, its
 * only type), and once its first slots are painted, five clicks on other days, as the bench
 * makes them; each switch is profiled from its click until the first task after its frame, and
 * the tables give the mean per switch.
 *
 * `--slot-to-form` profiles a slot chosen instead: once the first slots are painted and the
 * network is quiet (the booking step's file is there), the first slot is clicked as the bench
 * clicks it, and profiled from the click until the booking form is painted.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { linkText } from './link';
import { eachDaySwitch, networkQuiet, openPage, type OpenedPage } from './measure';
import { apiBase, apiOrigin, bookingTypes, buildWidget, DENSE_HANDLE, HANDLE, log, median, ms, option, SANDBOX_NOW, startBench } from './setup';
import type { PageOptions } from './server';

const OUT_DIR = 'bench/dist-profile';
/** The build is served under /new/, as the bench serves it. */
const PREFIX = '/new';
const SCRIPT = `${PREFIX}/space-booking.js`;
const MODULE = `${PREFIX}/space-booking.mjs`;
const args = process.argv.slice(2);
const handle = option(args, '--handle') ?? HANDLE;
const typeWanted = option(args, '--booking-type');
const runs = Math.max(1, Number(option(args, '--runs')) || 3);
const top = Math.max(1, Number(option(args, '--top')) || 25);
const unminified = args.includes('--unminified');
const skipBuild = args.includes('--no-build');
const fromAnswer = args.includes('--from-answer');
const fromModule = args.includes('--from-module');
if (fromAnswer && fromModule) throw new Error('--from-answer and --from-module start the count at different times: choose one');
const untilRequest = args.includes('--until-request');
const timeline = args.includes('--timeline');
const daySwitch = args.includes('--day-switch');
const slotToForm = args.includes('--slot-to-form');
if (slotToForm && daySwitch) throw new Error('--slot-to-form and --day-switch profile different pages: choose one');
/** Day switches profiled per page load with `--day-switch`. */
const SWITCHES = 5;

/** A V8 CPU profile as the DevTools protocol returns it (Profiler.stop); times in µs. */
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** One function of the widget's files: where it is and the time it took in all runs, µs. */
interface FunctionTime {
  name: string;
  /** Served file (path), line and column, 1-based. */
  location: string;
  /** Where the source map puts it, or ''. */
  source: string;
  selfUs: number;
  totalUs: number;
}

interface RunTimes {
  /** ms after the script's last byte arrived. */
  firstApiRequest: number;
  topLevelEnd: number;
  /** ms after navigation start. */
  scriptArrived: number;
  visible: number;
  /** Main-thread time sampled in the widget's files or in built-ins they called, before visible. */
  widgetMs: number;
  /** (program), (garbage collector) and the rest of the samples before visible, ms. */
  otherMs: Record<string, number>;
}

const maps = new Map<string, SourceMap | null>();
/** The source map of a served file of the widget, if the build wrote one. */
function sourceMapOf(path: string): SourceMap | null {
  if (!maps.has(path)) {
    const file = `${OUT_DIR}${path.slice(PREFIX.length)}.map`;
    maps.set(path, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(path)!;
}

/** `src/ui/App.tsx:12:5 name`: the original position of a 0-based line and column, 1-based, and the name the map gives there. */
function original(path: string, line: number, column: number): string {
  const entry = sourceMapOf(path)?.findEntry(line, column) as
    | { originalSource?: string; originalLine?: number; originalColumn?: number; name?: string }
    | undefined;
  if (!entry?.originalSource) return '';
  const source = entry.originalSource.replace(/^.*?\/(src|node_modules)\//, '$1/');
  return `${source}:${entry.originalLine! + 1}:${entry.originalColumn! + 1}${entry.name ? ` ${entry.name}` : ''}`;
}

/** Whether a profile's script URL is one of the widget's files (the bench instrument is not). */
const widgetFile = (origin: string) => (url: string) => url.startsWith(`${origin}${PREFIX}/`) && /\.m?js$/.test(url);

/** Self and total time per function of the widget's files, plus the run's milestones. */
function analyse(profile: Profile, widget: (url: string) => boolean, fromUs: number, untilUs: number, into: Map<string, FunctionTime>, others: Record<string, number>): number {
  const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = new Map<number, string>();
  const keyFor = (n: ProfileNode) => {
    let key = keyOf.get(n.id);
    if (key === undefined) {
      const { url, functionName, lineNumber, columnNumber } = n.callFrame;
      const path = new URL(url).pathname;
      key = `${path}:${lineNumber + 1}:${columnNumber + 1}`;
      keyOf.set(n.id, key);
      if (!into.has(key))
        into.set(key, { name: functionName || '(anonymous)', location: key.slice(1), source: original(path, lineNumber, columnNumber), selfUs: 0, totalUs: 0 });
    }
    return key;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let widgetUs = 0;
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    t += deltas[i] ?? 0;
    if (t < fromUs) continue;
    if (t > untilUs) break;
    // A sample stands for the time until the next one.
    const duration = (i + 1 < samples.length ? t + (deltas[i + 1] ?? 0) : profile.endTime) - t;
    const leaf = byId.get(samples[i]!)!;
    const stack: ProfileNode[] = [];
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) stack.push(byId.get(id)!);
    const ours = stack.filter((n) => widget(n.callFrame.url));
    if (!ours.length) {
      const name = leaf.callFrame.functionName;
      const kind = /^\(.*\)$/.test(name) ? name : 'other JavaScript (the page instrument, the browser)';
      others[kind] = (others[kind] ?? 0) + duration / 1000;
      continue;
    }
    widgetUs += duration;
    // A built-in the widget called (fetch, createElement...) has no file: its time is its own row.
    if (ours[0] !== leaf) {
      const key = `built-in ${leaf.callFrame.functionName || '(anonymous)'}`;
      if (!into.has(key)) into.set(key, { name: leaf.callFrame.functionName || '(anonymous)', location: '(built-in, called by the widget)', source: '', selfUs: 0, totalUs: 0 });
      into.get(key)!.selfUs += duration;
      into.get(key)!.totalUs += duration;
    } else into.get(keyFor(leaf))!.selfUs += duration;
    for (const key of new Set(ours.map(keyFor))) into.get(key)!.totalUs += duration;
  }
  return widgetUs / 1000;
}

/**
 * The main thread's run of the page as a list of the outermost JavaScript function of each
 * stretch of samples, its time (ms) relative to `zeroMs` (the availability answer's last byte),
 * source-mapped where the widget's own, with the moments in `marks` in between.
 */
function printTimeline(profile: Profile, zeroMs: number, marks: Record<string, number>): void {
  const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const pending = Object.entries(marks).sort((a, b) => a[1] - b[1]);
  const samples = profile.samples ?? [];
  let t = profile.startTime;
  let previous = '';
  for (let i = 0; i < samples.length; i++) {
    t += profile.timeDeltas?.[i] ?? 0;
    while (pending.length && pending[0]![1] * 1000 <= t) {
      const [name, at] = pending.shift()!;
      console.log(`${(at - zeroMs).toFixed(1).padStart(9)} ms  — ${name}`);
    }
    let outermost = byId.get(samples[i]!)!;
    for (let id = parent.get(outermost.id); id !== undefined; id = parent.get(id)) {
      const n = byId.get(id)!;
      if (n.callFrame.functionName !== '(root)') outermost = n;
    }
    const { url, functionName, lineNumber, columnNumber } = outermost.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const label = url ? `${functionName || '(anonymous)'} ${(URL.canParse(url) && original(new URL(url).pathname, lineNumber, columnNumber)) || url}` : functionName;
    if (label !== previous) console.log(`${(t / 1000 - zeroMs).toFixed(1).padStart(9)} ms  ${label}`);
    previous = label;
  }
}

/** The last sample, µs, whose stack holds the script's top level (line 0, column 0 of its file). */
function topLevelEnd(profile: Profile, scriptUrl: string): number {
  const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const inTopLevel = new Set<number>();
  const mark = (n: ProfileNode) => {
    inTopLevel.add(n.id);
    for (const c of n.children ?? []) mark(byId.get(c)!);
  };
  for (const n of profile.nodes)
    if (n.callFrame.url === scriptUrl && n.callFrame.lineNumber === 0 && n.callFrame.columnNumber === 0 && !inTopLevel.has(n.id)) mark(n);
  let t = profile.startTime;
  let last = NaN;
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i++) {
    t += profile.timeDeltas?.[i] ?? 0;
    if (inTopLevel.has(samples[i]!)) last = t + (profile.timeDeltas?.[i + 1] ?? 0);
  }
  return last;
}

async function profileOnce(opened: OpenedPage, url: string, origin: string, functions: Map<string, FunctionTime>): Promise<RunTimes> {
  const { cdp, page, network, reached } = opened;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await reached;
  const { profile } = await cdp.send('Profiler.stop');
  const marks = await page.evaluate(() => ({ timeOrigin: performance.timeOrigin, visible: window.__bench!.milestones.slots!.visible }));

  const requests = [...network.values()].sort((a, b) => a.sent - b.sent);
  const scriptUrl = `${origin}${SCRIPT}`;
  const script = requests.find((r) => r.url === scriptUrl);
  const firstApi = requests.find((r) => r.url.startsWith(apiOrigin));
  if (!script?.end || !firstApi) throw new Error('The script or the first API request is missing from the network log');
  // Page times (performance.now) to the browser's monotonic clock, which the profile and the network log share.
  const navigation = marks.timeOrigin - script.offset;
  const visibleMonotonic = navigation + marks.visible;
  const others: Record<string, number> = {};
  const answer = requests.find((r) => r.url.includes('/availability'));
  if (fromAnswer && !answer?.end) throw new Error('The availability answer is missing from the network log');
  const module = requests.find((r) => r.url === `${origin}${MODULE}`);
  if (fromModule && !module?.end) throw new Error("The widget's module is missing from the network log");
  const fromUs = fromAnswer ? answer!.end! * 1000 : fromModule ? module!.end! * 1000 : -Infinity;
  if (timeline) printTimeline(profile, answer?.end ?? firstApi.sent, { 'first API request sent': firstApi.sent, 'script arrived': script.end, 'slots visible': visibleMonotonic });
  const untilUs = (untilRequest ? firstApi.sent : visibleMonotonic) * 1000;
  const widgetMs = analyse(profile, widgetFile(origin), fromUs, untilUs, functions, others);
  return {
    scriptArrived: script.end - navigation,
    firstApiRequest: firstApi.sent - script.end,
    topLevelEnd: topLevelEnd(profile, scriptUrl) / 1000 - script.end,
    visible: marks.visible,
    widgetMs,
    otherMs: others,
  };
}

/**
 * Once the first slots are painted, makes the bench's day switches (`eachDaySwitch`, `SWITCHES`
 * of them) and profiles each from its click until the first task after its frame. Returns the
 * widget's JavaScript per switch, ms.
 */
async function profileDaySwitches(opened: OpenedPage, url: string, origin: string, functions: Map<string, FunctionTime>, others: Record<string, number>): Promise<number[]> {
  const { cdp, page, reached } = opened;
  await page.goto(url, { waitUntil: 'commit' });
  await reached;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  return eachDaySwitch(page, opened.apiInflight, SWITCHES, async (click) => {
    await page.evaluate(() => {
      const w = window as Window & { __switched?: boolean };
      w.__switched = false;
      addEventListener('click', () => requestAnimationFrame(() => setTimeout(() => (w.__switched = true))), { capture: true, once: true });
    });
    await cdp.send('Profiler.start');
    await click();
    await page.waitForFunction(() => (window as Window & { __switched?: boolean }).__switched);
    const { profile } = await cdp.send('Profiler.stop');
    return analyse(profile, widgetFile(origin), -Infinity, Infinity, functions, others);
  });
}

/**
 * Once the first slots are painted and the network is quiet, clicks the first slot and profiles
 * it until the booking form is painted. Returns the widget's JavaScript in that time, ms.
 */
async function profileSlotToForm(opened: OpenedPage, url: string, origin: string, functions: Map<string, FunctionTime>, others: Record<string, number>): Promise<number> {
  const { cdp, page, reached } = opened;
  await page.goto(url, { waitUntil: 'commit' });
  await reached;
  await networkQuiet(opened.inflight);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const shown = opened.painted('form');
  await cdp.send('Profiler.start');
  await page.locator('space-booking button[part~="slot"]').first().click();
  await shown;
  const { profile } = await cdp.send('Profiler.stop');
  return analyse(profile, widgetFile(origin), -Infinity, Infinity, functions, others);
}

/**
 * `profile` in `runs` fresh pages, after one whose figures are dropped (it warms the sandbox and
 * the server, not the browser: each page has a fresh context). Each run adds its functions to
 * `functions` and its other samples to `others`, and is reported by `report`.
 */
async function profiledRuns<T>(
  open: () => Promise<OpenedPage>,
  functions: Map<string, FunctionTime>,
  others: Record<string, number>,
  profile: (opened: OpenedPage, into: Map<string, FunctionTime>, others: Record<string, number>) => Promise<T>,
  report: (run: T, index: number) => void,
): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i <= runs; i++) {
    const opened = await open();
    try {
      const run = await profile(opened, i === 0 ? new Map() : functions, i === 0 ? {} : others);
      if (i === 0) continue;
      results.push(run);
      report(run, i);
    } finally {
      await opened.context.close();
    }
  }
  return results;
}

async function main(): Promise<void> {
  if (!skipBuild) {
    log(`building the widget ${unminified ? 'unminified' : 'with source maps'} into ${OUT_DIR}/`);
    await buildWidget(OUT_DIR, { minify: !unminified, sourcemap: true });
    writeFileSync(`${OUT_DIR}/build.json`, `${JSON.stringify({ minified: !unminified })}\n`);
  }
  // With --no-build, the script is whichever the last build left.
  const built = existsSync(`${OUT_DIR}/build.json`) ? (JSON.parse(readFileSync(`${OUT_DIR}/build.json`, 'utf8')) as { minified: boolean }) : null;
  if (!built) throw new Error(`No build in ${OUT_DIR}/: run without --no-build first`);
  let typeId = '';
  const { origin, browser, close } = await startBench({ [PREFIX.slice(1)]: OUT_DIR }, async (): Promise<Record<string, PageOptions>> => {
    if (daySwitch) {
      log(`profiling day switches on ${DENSE_HANDLE}`);
      return { dense: { handle: DENSE_HANDLE, apiBase, locale: 'en', script: SCRIPT } };
    }
    const types = await bookingTypes(handle);
    const type = typeWanted ? types.find((t) => t.slug === typeWanted || t.id === typeWanted) : types[0];
    if (!type) throw new Error(`${handle} has no booking type "${typeWanted}" (${types.map((t) => t.slug ?? t.id).join(', ')})`);
    typeId = type.id;
    log(`profiling ${handle}, type "${type.title}" (${type.id})`);
    return { slots: { handle, apiBase, locale: 'en', bookingType: type.id, script: SCRIPT } };
  });
  try {
    const setup = {
      url: `${origin}/?case=${daySwitch ? 'dense' : 'slots'}`,
      view: 'slots',
      selectors: { slots: 'button[part~="slot"]', form: 'form[part~="form"]' },
      apiOrigin,
      pinnedNow: Date.parse(SANDBOX_NOW),
      scriptPath: SCRIPT,
    };
    const functions = new Map<string, FunctionTime>();
    const table = (title: string, pick: (f: FunctionTime) => number, per: number, unit: string) => {
      console.log(`\n${title} (widget's files; mean per ${unit})`);
      console.log(`${'self'.padStart(8)} ${'total'.padStart(8)}  function  served file:line:column  (source file:line:column, name there)`);
      for (const f of [...functions.values()].sort((a, b) => pick(b) - pick(a)).slice(0, top)) {
        const cell = (us: number) => `${(us / 1000 / per).toFixed(1)} ms`.padStart(8);
        console.log(`${cell(f.selfUs)} ${cell(f.totalUs)}  ${f.name}  ${f.location}${f.source ? `  (${f.source})` : ''}`);
      }
    };
    const others: Record<string, number> = {};
    const open = () => openPage(browser, setup);
    if (slotToForm) {
      const choices = await profiledRuns(open, functions, others, (opened, into, rest) => profileSlotToForm(opened, setup.url, origin, into, rest), (run, i) =>
        log(`run ${i}/${runs}: the widget's JavaScript from the click to the form ${ms(run)}`),
      );
      console.log(`\n${linkText}; ${runs} runs; ${built.minified ? 'minified' : 'unminified'} script`);
      console.log(`The widget's code and the built-ins it calls, slot to form: median ${ms(median(choices))}`);
      console.log(`The rest of the profile, mean: ${Object.entries(others).map(([kind, total]) => `${kind} ${ms(total / runs)}`).join('; ')}`);
      table('Top functions by self time', (f) => f.selfUs, runs, 'run');
      table('Top functions by total time', (f) => f.totalUs, runs, 'run');
      return;
    }
    if (daySwitch) {
      const switches = (
        await profiledRuns(open, functions, others, (opened, into, rest) => profileDaySwitches(opened, setup.url, origin, into, rest), (run, i) =>
          log(`run ${i}/${runs}: the widget's JavaScript per switch ${run.map(ms).join(', ')}`),
        )
      ).flat();
      console.log(`\n${linkText}; ${runs} runs, ${switches.length} day switches; ${built.minified ? 'minified' : 'unminified'} script`);
      console.log(`The widget's code and the built-ins it calls, per day switch: median ${ms(median(switches))}, mean ${ms(switches.reduce((a, b) => a + b, 0) / switches.length)}`);
      console.log(`The rest of each switch's profile, mean: ${Object.entries(others).map(([kind, total]) => `${kind} ${ms(total / switches.length)}`).join('; ')}`);
      table('Top functions by self time', (f) => f.selfUs, switches.length, 'switch');
      table('Top functions by total time', (f) => f.totalUs, switches.length, 'switch');
      return;
    }
    const times = await profiledRuns(open, functions, others, (opened, into) => profileOnce(opened, setup.url, origin, into), (run, i) =>
      log(
        `run ${i}/${runs}: script arrived ${ms(run.scriptArrived)}; after it: first API request +${ms(run.firstApiRequest)}, top-level run ended +${ms(run.topLevelEnd)}; slots visible ${ms(run.visible)}; widget's JavaScript ${ms(run.widgetMs)}`,
      ),
    );

    const m = (pick: (r: RunTimes) => number) => median(times.map(pick));
    console.log(`\n${linkText}; ${runs} runs; booking type ${typeId}; ${built.minified ? 'minified' : 'unminified'} script`);
    console.log(`Script arrived (median):                          ${ms(m((r) => r.scriptArrived))} after navigation start`);
    console.log(`Script arrival → first API request sent (median): ${ms(m((r) => r.firstApiRequest))}`);
    console.log(`Script arrival → end of its top-level run (median): ${ms(m((r) => r.topLevelEnd))}`);
    console.log(`First slots visible (median):                     ${ms(m((r) => r.visible))}`);
    const kinds = [...new Set(times.flatMap((r) => Object.keys(r.otherMs)))];
    console.log(
      `Main thread until visible, mean per run: the widget's code and the built-ins it calls ${ms(times.reduce((s, r) => s + r.widgetMs, 0) / runs)}; ` +
        kinds.map((k) => `${k} ${ms(times.reduce((s, r) => s + (r.otherMs[k] ?? 0), 0) / runs)}`).join('; '),
    );

    table('Top functions by self time', (f) => f.selfUs, runs, 'run');
    table('Top functions by total time', (f) => f.totalUs, runs, 'run');
  } finally {
    await close();
  }
}

await main();
