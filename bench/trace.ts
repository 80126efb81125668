/**
 * The main thread's work around the first slots, in order: a DevTools performance trace
 * (`devtools.timeline`) of the bench's first-slots page on the bench's link and 4× slower CPU. Where
 * `bench/profile.ts` sees only JavaScript, this also shows the browser's own work: style, layout,
 * paint, the animation frame the widget renders in, and when each response arrived.
 *
 *   npx tsx bench/trace.ts [--runs 2] [--no-build | --baseline [<commit>]] [--from -250] [--shortest 1.5] [--day-switch] [--link mid|fast]
 *
 * Builds the widget into bench/dist-profile/ (as bench/profile.ts does), or with `--baseline`
 * traces the bench's baseline (bench/baseline-dist/, built if need be), then prints per run, timed from the availability answer's last byte (ms): every request's sending and arrival,
 * and each main-thread event of at least 1.5 ms, or `--shortest` ms (its start, its duration and
 * how much of it the thread was on the CPU: DevTools' CPU throttling busy-waits there, so a task
 * on a free CPU is on it throughout; the rest is the machine's other work). The bench's page
 * instrument shows as bench-instrument.js.
 * `--from` drops what starts earlier than that many ms from the answer.
 *
 * `--day-switch` traces the bench's day switches instead (`lisboa-desks`, 48 slots a day, five
 * clicks on other days, as `bench/measure.ts` makes them): per switch, from the click to the
 * first task after its frame, the main thread's time by kind (JavaScript, style, layout, paint
 * and the rest), then the medians.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { BASELINE_DIR, BASELINE_REV, ensureBaseline } from './baseline';
import { linkText } from './link';
import { eachDaySwitch, openPage, type OpenedPage } from './measure';
import { apiBase, apiOrigin, bookingTypes, buildWidget, DENSE_HANDLE, HANDLE, log, median, ms, option, SANDBOX_NOW, startBench } from './setup';

const args = process.argv.slice(2);
const baseline = args.includes('--baseline');
/** Served where the bench serves each: this tree's build under /new/, the baseline under /old/. */
const PREFIX = baseline ? 'old' : 'new';
const SCRIPT = `/${PREFIX}/space-booking.js`;
/** `--baseline` alone traces the default baseline, `--baseline <commit>` another. */
const baselineArg = option(args, '--baseline');
const baselineRev = baselineArg && !baselineArg.startsWith('--') ? baselineArg : BASELINE_REV;
/** This tree's build, or with `--baseline` the build the bench compares it with (./baseline.ts). */
const OUT_DIR = baseline ? BASELINE_DIR : 'bench/dist-profile';
const runs = Math.max(1, Number(option(args, '--runs')) || 2);
const fromMs = Number(option(args, '--from') ?? -Infinity);
const shortestMs = Number(option(args, '--shortest') ?? 1.5);
if (!(shortestMs >= 0)) throw new Error('--shortest takes a number of milliseconds, 0 or more');
const daySwitch = args.includes('--day-switch');
/** Day switches traced per page load with `--day-switch`. */
const SWITCHES = 5;

/** One complete ("X") event of a Chromium trace; times in µs of the browser's monotonic clock. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time, µs: on the CPU (DevTools' CPU throttling busy-waits on the CPU, so it counts). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

/** Wrappers that only repeat the event inside them. */
const WRAPPERS =
  /^(RunTask|ThreadControllerImpl::RunTask|TimerBase::run|TimerFire|AsyncTask Run|PageAnimator::serviceScriptedAnimations|FrameRequestCallbackCollection::ExecuteFrameCallbacks|WebFrameWidgetImpl::BeginMainFrame|Blink\..*UpdateTime|Document::.*|LocalFrameView::.*|CSSParserImpl::parseStyleSheet\.parse|ScriptRunner::ExecutePendingScript|PendingScript::ExecuteScriptBlock)$/;

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: unknown }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute', 'blink'] } });
  try {
    await run();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** The kind of main-thread work a trace event is, for the events counted whole (not nested in another counted one). */
const KINDS: [kind: string, names: RegExp][] = [
  ['JavaScript', /^(FunctionCall|EventDispatch|FireAnimationFrame|TimerFire|RunMicrotasks|V8\.Execute|EvaluateScript|v8\.run)$/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/],
  ['layout', /^(Layout|UpdateLayerTree|PrePaint|Layerize)$/],
  ['paint', /^(Paint|PaintImage|CompositeLayers|Commit|RasterTask)$/],
];

/**
 * The main thread's time between `fromUs` and `toUs` by kind, each event cut to that window: an
 * event's own duration where no enclosing event was counted already (JavaScript that forces a
 * layout counts as JavaScript).
 */
function byKind(events: TraceEvent[], thread: { pid: number; tid: number }, fromUs: number, toUs: number): Record<string, number> {
  const totals: Record<string, number> = { JavaScript: 0, style: 0, layout: 0, paint: 0, 'other tasks': 0 };
  const within = (e: TraceEvent) => Math.min(e.ts + e.dur!, toUs) - Math.max(e.ts, fromUs);
  const kindOf = (e: TraceEvent) => KINDS.find(([, names]) => names.test(e.name))?.[0];
  const inRange = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && (e.dur ?? 0) > 0 && e.ts < toUs && e.ts + e.dur! > fromUs)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let countedUntil = -Infinity;
  for (const e of inRange) {
    const kind = kindOf(e);
    if (!kind || e.ts < countedUntil) continue;
    totals[kind]! += within(e);
    countedUntil = e.ts + e.dur!;
  }
  // Tasks with none of the kinds above inside them (the browser's own) are the rest.
  let taskUntil = -Infinity;
  for (const e of inRange) {
    if (e.name !== 'RunTask' || e.ts < taskUntil) continue;
    taskUntil = e.ts + e.dur!;
    if (!inRange.some((x) => x !== e && x.ts >= e.ts && x.ts < taskUntil && kindOf(x))) totals['other tasks']! += within(e);
  }
  for (const kind of Object.keys(totals)) totals[kind] = totals[kind]! / 1000;
  return totals;
}

/**
 * Traces each of the bench's day switches (`eachDaySwitch`, which first waits, as the bench does,
 * for the API to go quiet), from the click's dispatch to the first task after its frame.
 */
async function traceDaySwitches(opened: OpenedPage): Promise<Record<string, number>[]> {
  const { page, cdp } = opened;
  return eachDaySwitch(page, opened.apiInflight, SWITCHES, async (click) => {
    const events = await trace(cdp, async () => {
      await page.evaluate(() => {
        const w = window as Window & { __switchMs?: number | null };
        w.__switchMs = null;
        addEventListener(
          'click',
          () => {
            const start = performance.now();
            requestAnimationFrame(() => setTimeout(() => (w.__switchMs = performance.now() - start)));
          },
          { capture: true, once: true },
        );
      });
      await click();
      await page.waitForFunction(() => (window as Window & { __switchMs?: number | null }).__switchMs ?? false, undefined, { polling: 50 });
    });
    const lengthMs = await page.evaluate(() => (window as Window & { __switchMs?: number }).__switchMs!);
    // The click's dispatch on the renderer's main thread: where the switch starts, and whose thread it is.
    const dispatch = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    if (!dispatch) throw new Error('The trace has no click');
    return byKind(events, dispatch, dispatch.ts, dispatch.ts + lengthMs * 1000);
  });
}

async function mainDaySwitch(): Promise<void> {
  const { origin, browser, close } = await startBench({ [PREFIX]: OUT_DIR }, async () => {
    log(`tracing day switches on ${DENSE_HANDLE}`);
    return { dense: { handle: DENSE_HANDLE, apiBase, locale: 'en', script: SCRIPT } };
  });
  try {
    const url = `${origin}/?case=dense`;
    const all: Record<string, number>[] = [];
    for (let i = 0; i <= runs; i++) {
      const opened = await openPage(browser, { url, view: 'slots', selectors: { slots: 'button[part~="slot"]' }, apiOrigin, pinnedNow: Date.parse(SANDBOX_NOW), scriptPath: SCRIPT });
      try {
        await opened.page.goto(url, { waitUntil: 'commit' });
        await opened.reached;
        const switches = await traceDaySwitches(opened);
        if (i === 0) continue;
        for (const s of switches) log(`run ${i}/${runs}: ${Object.entries(s).map(([kind, t]) => `${kind} ${ms(t)}`).join(', ')}`);
        all.push(...switches);
      } finally {
        await opened.context.close();
      }
    }
    console.log(`\n${all.length} day switches on ${DENSE_HANDLE}, medians per kind of the main thread's work from the click to the first task after its frame:`);
    for (const kind of Object.keys(all[0] ?? {})) console.log(`  ${kind.padEnd(12)} ${ms(median(all.map((s) => s[kind]!)))}`);
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  log(linkText);
  if (baseline) ensureBaseline(baselineRev);
  else if (!args.includes('--no-build')) {
    log(`building the widget into ${OUT_DIR}/`);
    await buildWidget(OUT_DIR, { sourcemap: true });
    writeFileSync(`${OUT_DIR}/build.json`, `${JSON.stringify({ minified: true })}\n`);
  }
  if (daySwitch) return mainDaySwitch();
  const { origin, browser, close } = await startBench({ [PREFIX]: OUT_DIR }, async () => {
    const type = (await bookingTypes(HANDLE))[0]!;
    return { slots: { handle: HANDLE, apiBase, locale: 'en', bookingType: type.id, script: SCRIPT } };
  });
  try {
    const url = `${origin}/?case=slots`;
    // One run first, untraced: it warms the sandbox and the server, not the browser (fresh contexts).
    for (let i = 0; i <= runs; i++) {
      const opened = await openPage(browser, { url, view: 'slots', selectors: { slots: 'button[part~="slot"]' }, apiOrigin, pinnedNow: Date.parse(SANDBOX_NOW), scriptPath: SCRIPT });
      try {
        const events = await trace(opened.cdp, async () => {
          await opened.page.goto(url, { waitUntil: 'commit' });
          await opened.reached;
        });
        if (i === 0) continue;
        const marks = await opened.page.evaluate(() => ({ timeOrigin: performance.timeOrigin, ...window.__bench!.milestones.slots! }));
        const requests = [...opened.network.values()];
        const script = requests.find((r) => new URL(r.url).pathname === SCRIPT);
        const answer = requests.find((r) => r.url.includes('/availability'));
        if (!script || !answer?.end) throw new Error('The script or the availability answer is missing from the network log');
        // Page times (performance.now) to the monotonic clock the trace and the network log share.
        const navigation = marks.timeOrigin - script.offset;
        const zeroUs = answer.end * 1000;
        // The main thread that ran the tag's script (the trace also holds the browser's other renderers).
        const main = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url === script.url);
        const rows: { us: number; text: string }[] = [];
        for (const r of requests) {
          const name = r.url.replace(/^https?:\/\/[^/]+/, '').slice(-60);
          rows.push({ us: r.sent * 1000, text: `sent    ${name}` });
          if (r.end) rows.push({ us: r.end * 1000, text: `arrived ${name}` });
        }
        rows.push({ us: (navigation + marks.dom) * 1000, text: 'slots in the DOM' }, { us: (navigation + marks.visible) * 1000, text: 'slots painted' });
        for (const e of events) {
          if (e.pid !== main?.pid || e.tid !== main.tid || e.ph !== 'X' || (e.dur ?? 0) < shortestMs * 1000 || WRAPPERS.test(e.name)) continue;
          const detail = e.args?.data?.functionName || e.args?.data?.url?.replace(origin, '') || '';
          const cpu = e.tdur === undefined ? '' : ` (${(e.tdur / 1000).toFixed(1)} on the CPU)`;
          rows.push({ us: e.ts, text: `${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms${cpu}  ${e.name}${detail ? ` ${detail}` : ''}` });
        }
        console.log(`\nrun ${i}/${runs}: slots painted ${(marks.visible - (zeroUs / 1000 - navigation)).toFixed(0)} ms after the availability answer`);
        for (const row of rows.sort((a, b) => a.us - b.us)) {
          const ms = (row.us - zeroUs) / 1000;
          if (ms >= fromMs && row.us <= (navigation + marks.visible) * 1000) console.log(`${ms.toFixed(1).padStart(8)}  ${row.text}`);
        }
      } finally {
        await opened.context.close();
      }
    }
  } finally {
    await close();
  }
}

await main();
