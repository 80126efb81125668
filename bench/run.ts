/**
 * `npm run bench`: how fast the widget shows booking types and first slots on a slow phone, and
 * how close that is to what the link allows (formula in ./link.ts).
 *
 * Builds the classic script into bench/dist/ (leaving dist/ alone), starts the sandbox with a
 * pinned clock on its own port and the bench host site (./server.ts), then, in headless
 * Chromium with the throttled link and CPU, loads the page in a fresh context each run (cold
 * cache) and records medians. Each round of runs also loads the calibration page
 * (./calibration.js, a do-nothing widget) right after the first-slots page: its first slots
 * are the calibrated bound, what the link and the browser allow a script that does nothing
 * else. Prints a table with the goals (README, Benchmark) and writes every run to
 * bench/results.json.
 *
 *   npm run bench [-- --runs 7] [-- --no-build] [-- --markdown]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { de } from '../src/i18n/catalogs/de';
import { en } from '../src/i18n/catalogs/en';
import { LINK, requestTime } from './link';
import { runOnce, type Goals, type Phases, type RunOptions, type RunResult, type ScriptRun } from './measure';
import { apiBase, apiOrigin, bookingTypes, buildScript, DENSE_HANDLE, HANDLE, kb, log, mb, median, ms, OUT_DIR, SANDBOX_NOW, scriptSize as sizeOf, startBench } from './setup';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 7);
const skipBuild = args.includes('--no-build');
const markdown = args.includes('--markdown');
const CALIBRATION_PATH = '/calibration.js';

function summarize(results: RunResult[]) {
  const m = (pick: (r: RunResult) => number | null) => median(results.map((r) => pick(r) ?? NaN));
  const visible = results.map((r) => r.visibleMs);
  return {
    runs: results.length,
    visibleMs: m((r) => r.visibleMs),
    visibleMinMs: Math.min(...visible),
    visibleMaxMs: Math.max(...visible),
    domMs: m((r) => r.domMs),
    boundMs: m((r) => r.bound.ms),
    ratio: m((r) => r.visibleMs / r.bound.ms),
    scriptArrivedMs: m((r) => r.scriptArrivedMs),
    scriptLoadEventMs: m((r) => r.scriptLoadEventMs),
    scriptRun: Object.fromEntries(
      (Object.keys(results[0]!.scriptRun) as (keyof ScriptRun)[]).map((k) => [k, m((r) => r.scriptRun[k])]),
    ) as unknown as ScriptRun,
    goals: Object.fromEntries((Object.keys(results[0]!.goals) as (keyof Goals)[]).map((k) => [k, m((r) => r.goals[k])])) as unknown as Goals,
    mainThreadMs: m((r) => r.mainThread.taskMs),
    mainThreadScriptMs: m((r) => r.mainThread.scriptMs),
    mainThreadStyleLayoutMs: m((r) => r.mainThread.styleMs + r.mainThread.layoutMs),
    requestsPage: m((r) => r.requestsBefore.page),
    requestsApi: m((r) => r.requestsBefore.api),
    apiRoundTrips: m((r) => r.apiRoundTrips),
    germanMs: m((r) => r.milestones.german ?? null),
    bytesPage: m((r) => r.bytesBefore.page),
    bytesApi: m((r) => r.bytesBefore.api),
    boundBytes: { page: m((r) => r.bound.pageBytes), script: m((r) => r.bound.scriptBytes), api: m((r) => r.bound.apiBytes) },
    phases: Object.fromEntries(
      (Object.keys(results[0]!.phases) as (keyof Phases)[]).map((k) => [k, m((r) => r.phases[k])]),
    ) as unknown as Phases,
    heapAfterMount: m((r) => r.heapAfterMount),
    heapAfterBrowsing: m((r) => r.heapAfterBrowsing),
    monthsBrowsed: m((r) => r.monthsBrowsed),
    daySwitchWorkMs: median(results.flatMap((r) => r.daySwitches.map((d) => d.workMs))),
    daySwitchWorkMaxMs: Math.max(...results.flatMap((r) => r.daySwitches.map((d) => d.workMs))),
    daySwitchPaintedMs: median(results.flatMap((r) => r.daySwitches.map((d) => d.paintedMs))),
    daySwitchSlots: Math.max(...results.flatMap((r) => r.daySwitches.map((d) => d.slots))),
  };
}
type Summary = ReturnType<typeof summarize>;


type Row = string[];

/** The goals (README, Benchmark): ms, except `calibrated`, the ratio to the calibrated bound. */
const GOAL = { scriptRunMs: 30, scriptToApiRequestMs: 30, answerToPaintedMs: 40, calibrated: 1.1, daySwitchMs: 1000 / 60 };
const mark = (value: number, goal: number) => (Number.isFinite(value) ? (value <= goal ? ' ✓' : ' ✗') : '');

/** A column of the table: a case's summary, and the calibration's when its first slots compare. */
interface Column {
  summary: Summary;
  /** The do-nothing widget's summary, for the cases with the same first slots. */
  calibration?: Summary;
  /** The do-nothing widget itself: its figures, without goals. */
  isCalibration?: boolean;
}

function rows(columns: Column[]): Row[] {
  const row = (label: string, f: (s: Summary, c: Column) => string): Row => [label, ...columns.map((c) => f(c.summary, c))];
  const goal = (value: (s: Summary) => number, limit: number, text: (v: number) => string) => (s: Summary, c: Column) =>
    `${text(value(s))}${c.isCalibration ? '' : mark(value(s), limit)}`;
  const calibrated = (s: Summary, c: Column) => (c.calibration ? s.visibleMs / c.calibration.visibleMs : NaN);
  return [
    row('Visible (median; min–max)', (s) => `${ms(s.visibleMs)} (${Math.round(s.visibleMinMs)}–${Math.round(s.visibleMaxMs)})`),
    row('Calibrated bound (do-nothing widget, same link)', (_s, c) => (c.calibration ? ms(c.calibration.visibleMs) : '–')),
    row(`Measured / calibrated bound (goal ≤ ${GOAL.calibrated.toFixed(2)}×)`, (s, c) =>
      c.calibration ? `${calibrated(s, c).toFixed(2)}×${mark(calibrated(s, c), GOAL.calibrated)}` : '–',
    ),
    row('Lower bound from the bytes on this link', (s) => ms(s.boundMs)),
    row('Measured / bound', (s) => `${s.ratio.toFixed(2)}×`),
    row('In the DOM (before style, layout, paint)', (s) => ms(s.domMs)),
    row('Interface text in German', (s) => (Number.isFinite(s.germanMs) ? ms(s.germanMs) : '–')),
    row('Script arrived', (s) => ms(s.scriptArrivedMs)),
    row(`Script parse + compile + top-level run (goal ≤ ${GOAL.scriptRunMs} ms)`, goal((s) => s.goals.scriptRunMs, GOAL.scriptRunMs, ms)),
    row('  compile / top level; then microtasks', (s) =>
      `${ms(s.scriptRun.compileMs)} / ${ms(s.scriptRun.topLevelMs)}; ${ms(s.scriptRun.microtasksMs)}`,
    ),
    row('  parsed off the main thread; wait for it', (s) => `${ms(s.scriptRun.backgroundParseMs)}; ${ms(s.scriptRun.waitMs)}`),
    row(`Script arrived → first API request (goal ≤ ${GOAL.scriptToApiRequestMs} ms)`, goal((s) => s.goals.scriptToApiRequestMs, GOAL.scriptToApiRequestMs, ms)),
    row(`API answer → view painted (goal ≤ ${GOAL.answerToPaintedMs} ms)`, goal((s) => s.goals.answerToPaintedMs, GOAL.answerToPaintedMs, ms)),
    row('Main thread busy until visible', (s) => ms(s.mainThreadMs)),
    row('  of which JavaScript / style + layout', (s) => `${ms(s.mainThreadScriptMs)} / ${ms(s.mainThreadStyleLayoutMs)}`),
    row('API round trips to the view', (s) => String(s.apiRoundTrips)),
    row('Requests sent before visible: page / API', (s) => `${s.requestsPage} / ${s.requestsApi}`),
    row('Bytes received before visible: page / API', (s) => `${kb(s.bytesPage)} / ${kb(s.bytesApi)}`),
    row('JS heap after mount', (s) => mb(s.heapAfterMount)),
    row(`Switching days: main-thread work (median; max; goal ≤ ${GOAL.daySwitchMs.toFixed(1)} ms)`, (s) =>
      Number.isFinite(s.daySwitchWorkMaxMs)
        ? `${ms(s.daySwitchWorkMs)} (${ms(s.daySwitchWorkMaxMs)}${mark(s.daySwitchWorkMaxMs, GOAL.daySwitchMs)}; ${s.daySwitchSlots} slots a day)`
        : '–',
    ),
    row('Switching days: click to painted frame', (s) => (Number.isFinite(s.daySwitchPaintedMs) ? ms(s.daySwitchPaintedMs) : '–')),
    row('JS heap after browsing 3 months', (s) => (Number.isFinite(s.heapAfterBrowsing) ? `${mb(s.heapAfterBrowsing)} (${s.monthsBrowsed} × next month)` : '–')),
  ];
}

function printTable(head: Row, table: Row[]): void {
  const widths = head.map((_, i) => Math.max(...[head, ...table].map((r) => r[i]!.length)));
  for (const r of [head, ...table]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd());
}

function markdownTable(head: Row, table: Row[]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...table.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The requests of one run as a text waterfall, ms since navigation start. */
function waterfall(result: RunResult): string {
  return result.requests
    .filter((r) => r.side !== 'other')
    .map((r) => {
      const u = new URL(r.url);
      const name = `${r.method} ${u.pathname.replace('/v1/public/', '').slice(0, 60)}${u.search ? ' ?' + u.searchParams.toString().slice(0, 30) : ''}`;
      const mark = r.start <= result.visibleMs ? ' ' : '*';
      return `${mark} ${String(Math.round(r.start)).padStart(5)} → ${r.end === null ? '  ...' : String(Math.round(r.end)).padStart(5)} ms  ${String(r.bytes).padStart(6)} B  ${name}`;
    })
    .join('\n');
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > os.cpus().length / 2)
    console.warn(`Load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores: other work competes for the CPU, figures will be slower and noisier.`);
  if (!skipBuild) {
    log(`building the classic script into ${OUT_DIR}/`);
    await buildScript(OUT_DIR);
  }
  const scriptSize = sizeOf(OUT_DIR);

  let type = { id: '', title: '' };
  const { origin, browser, close } = await startBench(OUT_DIR, async () => {
    type = (await bookingTypes(HANDLE))[0]!;
    return {
      types: { handle: HANDLE, apiBase, locale: 'en' },
      slots: { handle: HANDLE, apiBase, locale: 'en', bookingType: type.id },
      'slots-de': { handle: HANDLE, apiBase, locale: 'de', bookingType: type.id },
      // One booking type bookable every half hour: 48 slots a day across the window.
      dense: { handle: DENSE_HANDLE, apiBase, locale: 'en' },
      // The do-nothing widget, in place of ours on the first-slots page.
      calibration: { handle: HANDLE, apiBase, locale: 'en', bookingType: type.id, script: CALIBRATION_PATH },
    };
  }, { [CALIBRATION_PATH]: 'bench/calibration.js' });
  try {
    log(`Chromium ${browser.version()}; page on ${origin}; preselected type "${type.title}" (${type.id})`);

    const selectors = {
      types: 'button[part~="type"]',
      slots: 'button[part~="slot"]',
      // The calendar's "next month" button named in German: the German catalog has arrived.
      german: `button[aria-label="${de.nextMonth}"]`,
    };
    const common = { selectors, apiOrigin, pinnedNow: Date.parse(SANDBOX_NOW) };
    const availability = (u: URL) => u.pathname.endsWith('/availability');
    // In the order they run in each round: the calibration right after the first slots it is compared with.
    const cases: { name: string; title: string; options: RunOptions }[] = [
      {
        name: 'slots',
        title: 'First slots (preselected type)',
        options: { ...common, url: `${origin}/?case=slots`, view: 'slots', apiNeeded: availability, browse: { nextMonthLabel: en.nextMonth, months: 3 } },
      },
      {
        name: 'calibration',
        title: 'Calibration: do-nothing widget, first slots',
        options: { ...common, url: `${origin}/?case=calibration`, view: 'slots', apiNeeded: availability, scriptPath: CALIBRATION_PATH },
      },
      {
        name: 'types',
        title: 'Booking types visible',
        options: { ...common, url: `${origin}/?case=types`, view: 'types', apiNeeded: (u) => u.pathname.endsWith('/booking-types') },
      },
      {
        name: 'slotsGerman',
        title: 'First slots, German interface',
        options: { ...common, url: `${origin}/?case=slots-de`, view: 'slots', alsoWaitFor: ['german'], apiNeeded: availability },
      },
      {
        name: 'dense',
        title: 'First slots, 48 a day (only type)',
        options: { ...common, url: `${origin}/?case=dense`, view: 'slots', apiNeeded: availability, daySwitches: 5 },
      },
    ];

    // One unmeasured run of each warms the sandbox and the server, not the browser (fresh contexts).
    for (const c of cases) await runOnce(browser, c.options);
    const results = new Map<string, RunResult[]>(cases.map((c) => [c.name, []]));
    for (let i = 0; i < runs; i++) {
      const line: string[] = [];
      for (const c of cases) {
        const r = await runOnce(browser, c.options);
        results.get(c.name)!.push(r);
        line.push(`${c.name} ${Math.round(r.visibleMs)} ms`);
      }
      log(`run ${i + 1}/${runs}: ${line.join(', ')}`);
    }
    const slots = results.get('slots')!;

    const summary = Object.fromEntries(cases.map((c) => [c.name, summarize(results.get(c.name)!)]));
    const machine = {
      node: process.version,
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      cores: os.cpus().length,
      memoryGB: Math.round(os.totalmem() / 1e9),
      os: `${os.type()} ${os.release()}`,
      chromium: browser.version(),
      // 1-minute load average before and after: anything else running skews a CPU-bound measurement.
      loadAverage: [Number(loadBefore.toFixed(2)), Number(os.loadavg()[0]!.toFixed(2))],
    };
    const calibration = summary.calibration!;
    // The table's columns: the widget's cases, then the calibration; it calibrates the cases with its first slots.
    const shown = ['types', 'slots', 'slotsGerman', 'dense', 'calibration'];
    const columns: Column[] = shown.map((name) => ({
      summary: summary[name]!,
      calibration: name === 'slots' || name === 'slotsGerman' ? calibration : undefined,
      isCalibration: name === 'calibration',
    }));
    const head = ['', ...shown.map((name) => cases.find((c) => c.name === name)!.title)];
    const table = rows(columns);
    console.log(`\nspace-booking.js: ${kb(scriptSize.bytes)} minified, ${kb(scriptSize.gzip)} gzip`);
    console.log(`Link: ${LINK.rttMs} ms RTT, ${LINK.downBitsPerSecond / 1e6} Mbit/s down, ${LINK.upBitsPerSecond / 1e3} kbit/s up; CPU ${LINK.cpuSlowdown}× slower; ${runs} runs, medians\n`);
    printTable(head, table);

    const first = summary.slots!;
    const dense = summary.dense!;
    const ratio = first.visibleMs / calibration.visibleMs;
    const goals: [string, boolean, string][] = [
      [`Script parse + compile + top-level run ≤ ${GOAL.scriptRunMs} ms`, first.goals.scriptRunMs <= GOAL.scriptRunMs, ms(first.goals.scriptRunMs)],
      [
        `First API request ≤ ${GOAL.scriptToApiRequestMs} ms after the script arrived`,
        first.goals.scriptToApiRequestMs <= GOAL.scriptToApiRequestMs,
        ms(first.goals.scriptToApiRequestMs),
      ],
      [`Availability answer to slots painted ≤ ${GOAL.answerToPaintedMs} ms`, first.goals.answerToPaintedMs <= GOAL.answerToPaintedMs, ms(first.goals.answerToPaintedMs)],
      [
        `First slots ≤ ${GOAL.calibrated.toFixed(2)}× the calibrated bound`,
        ratio <= GOAL.calibrated,
        `${ratio.toFixed(2)}× (${ms(first.visibleMs)} against ${ms(calibration.visibleMs)})`,
      ],
      [
        `A day switch's work within one frame (${GOAL.daySwitchMs.toFixed(1)} ms at 60 Hz)`,
        dense.daySwitchWorkMaxMs <= GOAL.daySwitchMs,
        `slowest ${ms(dense.daySwitchWorkMaxMs)}, median ${ms(dense.daySwitchWorkMs)}, ${dense.daySwitchSlots} slots a day`,
      ],
    ];
    console.log(`\nGoals (first slots with a preselected type; ${LINK.cpuSlowdown}× slower CPU; medians):`);
    for (const [name, met, figure] of goals) console.log(`  ${met ? '✓' : '✗'} ${name.padEnd(58)} ${figure}`);

    const typical = [...slots].sort((a, b) => a.visibleMs - b.visibleMs)[slots.length >> 1]!;
    const p = first.phases;
    const q = calibration.phases;
    const b = first.boundBytes;
    const phaseRows: [string, number, number, number][] = [
      ['Page (request + transfer)', p.page, q.page, requestTime(b.page)],
      ['Page commit + HTML parse, to script request', p.toScriptRequest, q.toScriptRequest, 0],
      ['Script (request + transfer)', p.script, q.script, requestTime(b.script)],
      ['Script parse/compile/run + mount, to first API request', p.toApiRequest, q.toApiRequest, 0],
      ['API, first request to the availability response', p.api, q.api, requestTime(b.api)],
      ['Response to slots in the DOM (state, Preact render)', p.render, q.render, 0],
      ['Style, layout, paint', p.paint, q.paint, 0],
    ];
    console.log('\nWhere the time goes, first slots (medians of each phase; they need not add up to the median total):');
    console.log(`  ${''.padEnd(56)} ${'widget'.padStart(7)}   ${'do-nothing'.padStart(10)}   ${'bound'.padStart(6)}`);
    for (const [name, measured, calibrated, bound] of phaseRows)
      console.log(`  ${name.padEnd(56)} ${ms(measured).padStart(7)}   ${ms(calibrated).padStart(10)}   ${ms(bound).padStart(6)}`);
    console.log(`\nRequests of the median first-slots run (visible at ${Math.round(typical.visibleMs)} ms; * = after):`);
    console.log(waterfall(typical));
    console.log(
      `\nBound for first slots = (${LINK.rttMs} + page ${b.page} B) + (${LINK.rttMs} + script ${b.script} B) + (${LINK.rttMs} + availability ${b.api} B) at ${LINK.downBitsPerSecond / 1e6} Mbit/s` +
        ` = ${Math.round(requestTime(b.page))} + ${Math.round(requestTime(b.script))} + ${Math.round(requestTime(b.api))} ms`,
    );
    console.log(
      `Machine: Node ${machine.node}, ${machine.cpu} (${machine.cores} cores), Chromium ${machine.chromium}; load average ${machine.loadAverage.join(' → ')}`,
    );
    if (markdown)
      console.log(`\n${markdownTable(head, table)}\n\n${goals.map(([name, met, figure]) => `- ${met ? '✓' : '✗'} **${name}:** ${figure}`).join('\n')}\n`);

    writeFileSync(
      'bench/results.json',
      `${JSON.stringify({ date: new Date().toISOString(), machine, link: LINK, sandboxNow: SANDBOX_NOW, script: scriptSize, preselectedType: type, goals: goals.map(([goal, met, figure]) => ({ goal, met, figure })), summary, runs: Object.fromEntries(results) }, null, 2)}\n`,
    );
    log('wrote bench/results.json');
  } finally {
    await close();
  }
}

await main();
