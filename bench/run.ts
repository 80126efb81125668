/**
 * `npm run bench`: how fast the widget shows its first slots on a slow phone, beside the build
 * before this change and beside what the link and the browser allow.
 *
 * Builds the widget into bench/dist/ (leaving dist/ alone) and the baseline, the build of an
 * earlier commit, into bench/baseline-dist/ (./baseline.ts; once per commit), starts the sandbox
 * with a pinned clock and the bench host site (./server.ts), which serves the widget under /new/,
 * the baseline under /old/ and the do-nothing widget under /cal/, then, in headless Chromium with
 * the throttled link and CPU (./link.ts), loads the first-slots page (a preselected type) in a
 * fresh context each time (cold cache). Each round loads the widget, the baseline, then the
 * do-nothing widget, so the three see the same state of the machine. The do-nothing widget loads
 * the same script bytes as the widget, in the same number of sequential requests
 * (./calibration.ts): its first slots are the calibrated bound. Prints medians, the goals
 * (CONTRIBUTING.md, Benchmark) and the machine, with the time the page's main thread was ready to
 * run but off the CPU (other work on the machine had it), so a run tells what it measured, and
 * writes every run to bench/results.json.
 *
 *   npm run bench [-- --runs 9] [-- --no-build] [-- --baseline <commit>] [-- --link mid|fast]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { BASELINE_DIR, BASELINE_REV, ensureBaseline } from './baseline';
import { describeTree, scriptTree, standIns } from './calibration';
import { GOALS_LINK, LINK, linkText } from './link';
import { runOnce, type Goals, type MainThreadStretch, type Phases, type RunOptions, type RunResult, type ScriptRun } from './measure';
import { readBuild } from './server';
import { apiBase, apiOrigin, bookingTypes, buildWidget, HANDLE, kb, log, median, ms, option, OUT_DIR, SANDBOX_NOW, startBench } from './setup';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(option(args, '--runs')) || 9);
const skipBuild = args.includes('--no-build');
const baselineRev = option(args, '--baseline') ?? BASELINE_REV;

/** The goals (CONTRIBUTING.md, Benchmark): ms, except `calibrated`, the ratio to the calibrated bound. */
const GOAL = { scriptRunMs: 5, scriptToApiRequestMs: 10, answerToPaintedMs: 40, calibrated: 1.1, slotToFormMs: 100 };

/** The three pages of a round, in the order they load: the widget, the baseline, the do-nothing widget. */
const BUILDS = ['new', 'old', 'cal'] as const;
type Build = (typeof BUILDS)[number];
const TITLE: Record<Build, string> = { new: 'This build', old: 'Baseline', cal: 'Do-nothing widget' };

function summarize(results: RunResult[]) {
  const m = (pick: (r: RunResult) => number) => median(results.map(pick));
  const visible = results.map((r) => r.visibleMs);
  const each = <T extends object>(pick: (r: RunResult) => T) =>
    Object.fromEntries(Object.keys(pick(results[0]!)).map((k) => [k, m((r) => pick(r)[k as keyof T] as number)])) as T;
  return {
    visibleMs: m((r) => r.visibleMs),
    visibleMinMs: Math.min(...visible),
    visibleMaxMs: Math.max(...visible),
    domMs: m((r) => r.domMs),
    scriptArrivedMs: m((r) => r.scriptArrivedMs),
    scriptRun: each((r): ScriptRun => r.scriptRun),
    goals: each((r): Goals => r.goals),
    answerToPainted: each((r): MainThreadStretch => r.answerToPainted),
    allThereToPaintedMs: m((r) => r.allThereToPaintedMs),
    phases: each((r): Phases => r.phases),
    mainThreadMs: m((r) => r.mainThread.taskMs),
    mainThreadScriptMs: m((r) => r.mainThread.scriptMs),
    mainThreadStyleLayoutMs: m((r) => r.mainThread.styleMs + r.mainThread.layoutMs),
    scriptFiles: m((r) => r.scriptsLoaded.length),
    scriptDepth: m((r) => r.scriptDepth),
    scriptBytes: m((r) => r.scriptBytes),
    apiRequests: m((r) => r.apiRequests),
  };
}
type Summary = ReturnType<typeof summarize>;

const mark = (met: boolean) => (met ? '✓' : '✗');

/** The requests of a run as a text waterfall, ms since navigation start; `*` marks those sent after the first slots. */
function waterfall(result: RunResult): string {
  return result.requests
    .filter((r) => r.side !== 'other')
    .map((r) => {
      const u = new URL(r.url);
      const name = `${u.pathname.replace('/v1/public/', '').slice(-60)}${u.search ? ` ?${u.searchParams.toString().slice(0, 30)}` : ''}`;
      const after = r.start > result.visibleMs ? '*' : ' ';
      const end = r.end === null ? '  ...' : String(Math.round(r.end)).padStart(5);
      return `  ${after} ${String(Math.round(r.start)).padStart(5)} → ${end} ms  ${String(r.bytes).padStart(6)} B  ${name}`;
    })
    .join('\n');
}

function printTable(head: string[], table: string[][]): void {
  const widths = head.map((_, i) => Math.max(...[head, ...table].map((r) => r[i]!.length)));
  for (const r of [head, ...table]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd());
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > os.cpus().length / 2)
    console.warn(`Load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores: other work competes for the CPU, figures will be slower and noisier.`);
  if (!skipBuild) {
    log(`building the widget into ${OUT_DIR}/`);
    await buildWidget(OUT_DIR);
  }
  const baseline = ensureBaseline(baselineRev);

  let type = { id: '', title: '' };
  const { origin, browser, mount, close } = await startBench({ new: OUT_DIR, old: BASELINE_DIR }, async () => {
    type = (await bookingTypes(HANDLE))[0]!;
    const page = (build: Build) => ({ handle: HANDLE, apiBase, locale: 'en', bookingType: type.id, script: `/${build}/space-booking.js` });
    return { new: page('new'), old: page('old'), cal: page('cal') };
  });
  try {
    log(`Chromium ${browser.version()}; page on ${origin}; preselected type "${type.title}" (${type.id}); baseline ${baseline.slice(0, 7)}`);
    const options = (build: Build): RunOptions => ({
      url: `${origin}/?case=${build}`,
      view: 'slots',
      selectors: build === 'cal' ? { slots: 'button[part~="slot"]' } : { slots: 'button[part~="slot"]', form: 'form[part~="form"]' },
      apiOrigin,
      pinnedNow: Date.parse(SANDBOX_NOW),
      scriptPath: `/${build}/space-booking.js`,
      apiNeeded: (u) => u.pathname.endsWith('/availability'),
      chooseSlot: build === 'cal' ? undefined : { form: 'form' },
    });

    // One unmeasured run of each warms the sandbox and the server, not the browser (fresh
    // contexts). The widget's shows which script files it loads before its first slots: the
    // do-nothing widget's stand-ins are made from them.
    const first = await runOnce(browser, options('new'));
    const tree = scriptTree(
      readBuild(OUT_DIR),
      first.scriptsLoaded.map((path) => path.replace(/^\/new\//, '')),
    );
    mount('cal', standIns(tree));
    log(`the do-nothing widget stands in for ${tree.map((f) => f.path).join(', ')}`);
    for (const build of ['old', 'cal'] as const) await runOnce(browser, options(build));

    const results: Record<Build, RunResult[]> = { new: [], old: [], cal: [] };
    for (let i = 0; i < runs; i++) {
      for (const build of BUILDS) results[build].push(await runOnce(browser, options(build)));
      log(`round ${i + 1}/${runs}: first slots ${BUILDS.map((b) => `${b} ${ms(results[b].at(-1)!.visibleMs)}`).join(', ')}`);
    }
    const summary = Object.fromEntries(BUILDS.map((b) => [b, summarize(results[b])])) as Record<Build, Summary>;
    const { new: widget, old, cal } = summary;
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

    const ratio = (s: Summary) => s.visibleMs / cal.visibleMs;
    const row = (label: string, cell: (s: Summary, build: Build) => string) => [label, ...BUILDS.map((b) => cell(summary[b], b))];
    const table = [
      row('First slots painted (median; min–max)', (s) => `${ms(s.visibleMs)} (${Math.round(s.visibleMinMs)}–${Math.round(s.visibleMaxMs)})`),
      row('  / calibrated bound (the do-nothing widget)', (s, b) => (b === 'cal' ? '–' : `${ratio(s).toFixed(2)}×`)),
      row('  in the DOM (before style, layout, paint)', (s) => ms(s.domMs)),
      row("Tag's script arrived", (s) => ms(s.scriptArrivedMs)),
      row('  parse + compile + top-level run; off the CPU', (s) => `${ms(s.goals.scriptRunMs)}; ${ms(s.scriptRun.offCpuMs)}`),
      row('  compile / top level; then microtasks', (s) => `${ms(s.scriptRun.compileMs)} / ${ms(s.scriptRun.topLevelMs)}; ${ms(s.scriptRun.microtasksMs)}`),
      row('  parsed off the main thread; wait for it', (s) => `${ms(s.scriptRun.backgroundParseMs)}; ${ms(s.scriptRun.waitMs)}`),
      row('  → first API request', (s) => ms(s.goals.scriptToApiRequestMs)),
      row('Availability answer → slots painted', (s) => ms(s.goals.answerToPaintedMs)),
      row('  main thread in tasks; of which off the CPU', (s) => `${ms(s.answerToPainted.busyMs)}; ${ms(s.answerToPainted.offCpuMs)}`),
      row('Answer and every script file there → slots painted', (s) => ms(s.allThereToPaintedMs)),
      row('Slot chosen → booking form painted', (s, b) => (b === 'cal' ? '–' : ms(s.goals.slotToFormMs))),
      row('Main thread busy until the slots', (s) => ms(s.mainThreadMs)),
      row('  of which JavaScript / style + layout', (s) => `${ms(s.mainThreadScriptMs)} / ${ms(s.mainThreadStyleLayoutMs)}`),
      row('Script files before the slots: files, chain, bytes', (s) => `${s.scriptFiles}, ${s.scriptDepth}, ${kb(s.scriptBytes)}`),
      row('API requests before the slots', (s) => String(s.apiRequests)),
    ];
    console.log(`\n${linkText}; ${runs} rounds, medians`);
    console.log(`Baseline: ${baseline.slice(0, 7)}; the do-nothing widget loads, in place of this build's files:\n${describeTree(tree).replace(/^/gm, '  ')}\n`);
    printTable(['', ...BUILDS.map((b) => TITLE[b])], table);

    const phaseNames: [keyof Phases, string][] = [
      ['page', 'Page (request + transfer)'],
      ['toScriptRequest', "Page commit + HTML parse, to the tag's script requested"],
      ['script', "Tag's script (request + transfer)"],
      ['toApiRequest', 'Its wait, compile and run, to the first API request'],
      ['api', 'First API request to the availability answer'],
      ['render', 'Answer to slots in the DOM'],
      ['paint', 'Style, layout, paint'],
    ];
    console.log('\nWhere the first slots’ time goes (medians of each phase; they need not add up to the median total):');
    printTable(['', ...BUILDS.map((b) => TITLE[b])], phaseNames.map(([key, name]) => [`  ${name}`, ...BUILDS.map((b) => ms(summary[b].phases[key]))]));

    for (const build of ['new', 'old'] as const) {
      const typical = [...results[build]].sort((a, b) => a.visibleMs - b.visibleMs)[results[build].length >> 1]!;
      console.log(`\n${TITLE[build]}: the requests of its median run (first slots at ${ms(typical.visibleMs)}; * sent after them):\n${waterfall(typical)}`);
    }

    const both = (pick: (s: Summary) => number, text = ms) => `${text(pick(widget))} (baseline ${text(pick(old))})`;
    // The do-nothing widget's own figure is the floor of a goal on this link and machine: the
    // same bytes, the same requests, and no work of the widget's.
    const withFloor = (pick: (s: Summary) => number) => `${ms(pick(widget))} (baseline ${ms(pick(old))}; do-nothing widget ${ms(pick(cal))})`;
    const goals: [string, boolean, string][] = [
      [`The starter's own run ≤ ${GOAL.scriptRunMs} ms`, widget.goals.scriptRunMs <= GOAL.scriptRunMs, withFloor((s) => s.goals.scriptRunMs)],
      [
        `Its first API request ≤ ${GOAL.scriptToApiRequestMs} ms after it arrived`,
        widget.goals.scriptToApiRequestMs <= GOAL.scriptToApiRequestMs,
        withFloor((s) => s.goals.scriptToApiRequestMs),
      ],
      [`Availability answer to slots painted ≤ ${GOAL.answerToPaintedMs} ms`, widget.goals.answerToPaintedMs <= GOAL.answerToPaintedMs, withFloor((s) => s.goals.answerToPaintedMs)],
      [
        `First slots ≤ ${GOAL.calibrated.toFixed(2)}× the calibrated bound (${ms(cal.visibleMs)})`,
        ratio(widget) <= GOAL.calibrated,
        `${ratio(widget).toFixed(2)}×, ${ms(widget.visibleMs)} (baseline ${ratio(old).toFixed(2)}×, ${ms(old.visibleMs)})`,
      ],
      ['First slots no later than the baseline', widget.visibleMs <= old.visibleMs, both((s) => s.visibleMs)],
      [`A slot chosen to the form shown ≤ ${GOAL.slotToFormMs} ms`, widget.goals.slotToFormMs <= GOAL.slotToFormMs, both((s) => s.goals.slotToFormMs)],
    ];
    console.log(`\nGoals (first slots with a preselected type; ${linkText}; medians of ${runs}):`);
    if (!LINK.setsGoals) console.log(`  (set for the ${GOALS_LINK} link: on this one, for comparison only)`);
    for (const [name, met, figure] of goals) console.log(`  ${mark(met)} ${name.padEnd(52)} ${figure}`);
    // What the figures cannot tell by themselves: whether they measure the widget or the machine.
    const offCpuShare = widget.answerToPainted.offCpuMs / widget.goals.answerToPaintedMs;
    if (offCpuShare > 0.2)
      console.warn(
        `\nThe main thread was ready but off the CPU for ${Math.round(offCpuShare * 100)} % of the answer → painted phase (median): other work on the machine (another throttled page, a test run) took it, so these figures measure the machine too.`,
      );
    if (Math.abs(widget.scriptBytes - cal.scriptBytes) > 1000 || widget.scriptDepth !== cal.scriptDepth)
      console.warn(
        `The widget's script files before its first slots (median ${kb(widget.scriptBytes)}, a chain of ${widget.scriptDepth}) differ from the do-nothing widget's (${kb(cal.scriptBytes)}, ${cal.scriptDepth}), made from the first run: the bound counts other bytes than the widget loaded.`,
      );
    console.log(
      `\nMachine: ${machine.cpu} (${machine.cores} cores, ${machine.memoryGB} GB), ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}; load average ${machine.loadAverage.join(' → ')}`,
    );

    writeFileSync(
      'bench/results.json',
      `${JSON.stringify({ date: new Date().toISOString(), machine, link: LINK, sandboxNow: SANDBOX_NOW, baseline, preselectedType: type, calibration: tree, goals: goals.map(([goal, met, figure]) => ({ goal, met, figure })), summary, runs: results }, null, 2)}\n`,
    );
    log('wrote bench/results.json');
  } finally {
    await close();
  }
}

await main();
