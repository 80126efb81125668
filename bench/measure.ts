/**
 * One benchmark run: a fresh browser context (cold cache), the throttled link and CPU, the
 * bench page, and what happened until the view appeared; optionally the heap after browsing.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { lowerBound, networkConditions, LINK, type Bound } from './link';

const INSTRUMENT = readFileSync(new URL('./instrument.js', import.meta.url), 'utf8');
export const SCRIPT_PATH = '/space-booking.js';

/** What ./instrument.js records in the page, ms since navigation start. */
interface PageMarks {
  milestones: Record<string, { dom: number; visible: number }>;
  scriptLoaded: number | null;
}

declare global {
  interface Window {
    __bench?: PageMarks;
  }
}

export interface RequestRecord {
  url: string;
  /** `page`: the host site (page, script, sibling files); `api`: the API; `other` (data: etc.). */
  side: 'page' | 'api' | 'other';
  method: string;
  type: string;
  status: number;
  /** ms since navigation start. */
  start: number;
  end: number | null;
  /** Encoded bytes received: headers + body as sent (gzip where used). */
  bytes: number;
}

export interface MainThread {
  /** Busy time of the renderer's main thread since navigation (DevTools TaskDuration), ms. */
  taskMs: number;
  /** Of which running JavaScript (ScriptDuration), style and layout, ms. */
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
}

export interface RunResult {
  view: string;
  /** Every watched milestone that was reached: ms since navigation start (painted). */
  milestones: Record<string, number>;
  /** When the view's first element was painted, ms since navigation start. */
  visibleMs: number;
  /** When it entered the DOM (before style, layout and paint). */
  domMs: number;
  /** The script's bytes had arrived (Resource Timing responseEnd). */
  scriptArrivedMs: number;
  /** The page's own timeline (Navigation and Resource Timing), ms since navigation start. */
  page: { responseEnd: number; scriptRequested: number; domInteractive: number };
  /** From the script's arrival to its load event: waiting for the main thread, compiling, the top-level run and the microtasks it queued. */
  scriptLoadEventMs: number;
  /** The script on the main thread, from V8's trace events (see scriptOnMainThread). */
  scriptRun: ScriptRun;
  /** The goals' phases, ms (see Goals). */
  goals: Goals;
  mainThread: MainThread;
  requestsBefore: { page: number; api: number };
  /** Sequential API round trips up to and including the response the view needs. */
  apiRoundTrips: number;
  bytesBefore: { page: number; api: number };
  bound: Bound;
  /** Where the time went, in order (ms each; they add up to visibleMs). */
  phases: Phases;
  heapAfterMount: number | null;
  heapAfterBrowsing: number | null;
  monthsBrowsed: number;
  /** Each day switch (see switchDays). */
  daySwitches: DaySwitch[];
  requests: RequestRecord[];
}

/**
 * The widget's script in V8, from the trace events of categories `v8` and `v8.execute`, ms.
 * An `async` script is streamed: V8 parses it on a background thread while its bytes arrive,
 * then the main thread compiles what is left (`v8.compile`) and runs the top level
 * (`v8.run`), at whose end the microtasks queued so far run (`RunMicrotasks`, nested in it).
 */
export interface ScriptRun {
  /** v8.compile on the main thread: finishing the streamed parse and compiling the top level. */
  compileMs: number;
  /** v8.run without the microtasks nested in it: the top-level code, functions it calls compiled lazily included. */
  topLevelMs: number;
  /** The microtasks run at the end of v8.run (promise callbacks, queueMicrotask). */
  microtasksMs: number;
  /** compileMs + topLevelMs: the goal's "parse + compile + top-level run" on the main thread. */
  mainThreadMs: number;
  /** Parsing on the streaming thread (off the main thread, while the bytes arrive). */
  backgroundParseMs: number;
  /** From the script's last byte to v8.compile: the main thread busy or the task not yet scheduled. */
  waitMs: number;
}

/** The phases that have goals (README, Benchmark), ms. */
export interface Goals {
  /** Main-thread parse + compile + top-level run of the script: ScriptRun.mainThreadMs. */
  scriptRunMs: number;
  /** The script's last byte to the first request to the API origin leaving. */
  scriptToApiRequestMs: number;
  /** The last byte of the API response the view needs to the view painted. */
  answerToPaintedMs: number;
}

export interface DaySwitch {
  /** Main-thread work: handlers, then the frame's render, style, layout and paint, ms. */
  workMs: number;
  /** From the click to the frame with the new day's slots, waiting for the display included, ms. */
  paintedMs: number;
  /** Slot buttons the new day shows. */
  slots: number;
}

export interface Phases {
  /** Navigation start to the page's last byte. */
  page: number;
  /** To the script's request: committing the page in a new renderer, parsing the HTML. */
  toScriptRequest: number;
  /** The script's request to its last byte. */
  script: number;
  /** To the first API request: parsing, compiling and running the script, mounting. */
  toApiRequest: number;
  /** The first API request to the last byte of the response the view needs. */
  api: number;
  /** To the view in the DOM: reading the response, state, rendering with Preact. */
  render: number;
  /** To the painted frame: style, layout, paint. */
  paint: number;
}

export interface RunOptions extends PageSetup {
  /** Which API response the view needs, for the lower bound. */
  apiNeeded: (url: URL) => boolean;
  /** Also measure the heap after mount and after browsing months with this button (aria-label). */
  browse?: { nextMonthLabel: string; months: number };
  /** Also time switching to this many other days of the first month that have slots. */
  daySwitches?: number;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Resolves once no API request has been in flight for `quietMs` (or after `maxMs`). */
async function networkQuiet(inflight: () => number, quietMs = 500, maxMs = 15_000): Promise<void> {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 50));
    if (inflight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await metrics(cdp)).JSHeapUsedSize ?? NaN;
}

/** What a benchmarked page needs, whatever is measured on it. */
export interface PageSetup {
  url: string;
  /** The milestone that is timed. */
  view: string;
  /** Further milestones to wait for (all of them must be reached). */
  alsoWaitFor?: string[];
  /** Selectors (inside the widget's shadow root) of the views to time. */
  selectors: Record<string, string>;
  apiOrigin: string;
  pinnedNow: number;
  /** Path of the script the page's tag loads: the widget's by default. */
  scriptPath?: string;
  timeoutMs?: number;
}

/** One request as the DevTools protocol saw it; times in ms of the browser's monotonic clock. */
export interface RawRequest {
  url: string;
  method: string;
  type: string;
  /** Sent (wall clock, ms since the epoch). */
  wall: number;
  /** Wall clock minus monotonic clock at the time it was sent. */
  offset: number;
  /** Sent and finished (monotonic clock, ms). */
  sent: number;
  end: number | null;
  status: number;
  bytes: number;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Every request by DevTools id, as it happens. */
  network: Map<string, RawRequest>;
  /** API requests in flight now. */
  apiInflight(): number;
  /** Resolves once the view and `alsoWaitFor` have been painted. */
  reached: Promise<void>;
  /** The main thread's counters (Performance.getMetrics) the moment each milestone was painted. */
  sampled: Map<string, Record<string, number>>;
}

/**
 * A fresh context (cold cache) with the throttled link and CPU, the page instrument and a
 * network log, not yet navigated: the caller starts what it records, then navigates to
 * `opts.url` (`page.goto(url, { waitUntil: 'commit' })`) and awaits `reached`. The caller closes
 * the context.
 */
export async function openPage(browser: Browser, opts: PageSetup): Promise<OpenedPage> {
  const context = await browser.newContext({
    timezoneId: 'Europe/London',
    locale: 'en-GB',
    viewport: { width: 412, height: 915 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', networkConditions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: LINK.cpuSlowdown });
    await cdp.send('Performance.enable');

    const network = new Map<string, RawRequest>();
    cdp.on('Network.requestWillBeSent', (e) => {
      const sent = e.timestamp * 1000;
      const wall = (e.wallTime ?? e.timestamp) * 1000;
      network.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type ?? '', wall, offset: wall - sent, sent, end: null, status: 0, bytes: 0 });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = network.get(e.requestId);
      if (r) r.status = e.response.status;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = network.get(e.requestId);
      if (r) ((r.end = e.timestamp * 1000), (r.bytes = e.encodedDataLength));
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = network.get(e.requestId);
      if (r) r.end = e.timestamp * 1000;
    });
    const apiInflight = () => [...network.values()].filter((r) => r.url.startsWith(opts.apiOrigin) && r.end === null).length;

    // Sample the main thread's counters the moment a view is painted.
    const sampled = new Map<string, Record<string, number>>();
    const waiters = new Map<string, () => void>();
    await page.exposeBinding('__benchReached', async (_source, name: string) => {
      sampled.set(name, await metrics(cdp));
      waiters.get(name)?.();
    });
    const timeout = opts.timeoutMs ?? 30_000;
    const reached = Promise.all(
      [opts.view, ...(opts.alsoWaitFor ?? [])].map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            waiters.set(name, resolve);
            // Unref'd: a timer still pending after the run must not keep Node alive.
            setTimeout(() => reject(new Error(`${name} not visible after ${timeout} ms`)), timeout).unref();
          }),
      ),
    ).then(() => undefined);
    // Awaited by the caller; marked handled now so a failure before that point is not an unhandled rejection.
    reached.catch(() => undefined);
    const script = opts.scriptPath ?? SCRIPT_PATH;
    await page.addInitScript(`window.__benchConfig = ${JSON.stringify({ now: opts.pinnedNow, selectors: opts.selectors, script })};\n${INSTRUMENT}`);
    return { context, page, cdp, network, apiInflight, reached, sampled };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export async function runOnce(browser: Browser, opts: RunOptions): Promise<RunResult> {
  const { context, page, cdp, network: raw, apiInflight, reached, sampled } = await openPage(browser, opts);
  try {
    await cdp.send('HeapProfiler.enable');
    const trace = await startTrace(cdp);
    await page.goto(opts.url, { waitUntil: 'commit' });
    await reached;
    const events = await trace.stop();
    const atView = sampled.get(opts.view)!;
    const fromPage = await page.evaluate((script) => {
      const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === script) as PerformanceResourceTiming | undefined;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        timeOrigin: performance.timeOrigin,
        marks: window.__bench!,
        scriptEnd: entry?.responseEnd ?? NaN,
        page: {
          responseEnd: nav?.responseEnd ?? NaN,
          scriptRequested: entry?.startTime ?? NaN,
          domInteractive: nav?.domInteractive ?? NaN,
        },
      };
    }, opts.scriptPath ?? SCRIPT_PATH);
    const milestone = fromPage.marks.milestones[opts.view]!;

    const requests: RequestRecord[] = [...raw.values()].map((r) => ({
      url: r.url,
      side: r.url.startsWith(opts.apiOrigin) ? 'api' : r.url.startsWith(new URL(opts.url).origin) ? 'page' : 'other',
      method: r.method,
      type: r.type,
      status: r.status,
      start: r.wall - fromPage.timeOrigin,
      end: r.end === null ? null : r.end + r.offset - fromPage.timeOrigin,
      bytes: r.bytes,
    }));
    requests.sort((a, b) => a.start - b.start);
    const before = requests.filter((r) => r.side !== 'other' && r.start <= milestone.visible);
    const count = (side: 'page' | 'api') => before.filter((r) => r.side === side).length;
    const bytes = (side: 'page' | 'api') =>
      before.filter((r) => r.side === side && r.end !== null && r.end <= milestone.visible).reduce((s, r) => s + r.bytes, 0);

    const documentRequest = requests.find((r) => r.type === 'Document');
    const scriptRequest = requests.find((r) => r.side === 'page' && new URL(r.url).pathname === (opts.scriptPath ?? SCRIPT_PATH));
    const apiRequest = requests.find((r) => r.side === 'api' && r.method === 'GET' && opts.apiNeeded(new URL(r.url)));
    const bound = lowerBound(documentRequest?.bytes ?? NaN, scriptRequest?.bytes ?? NaN, apiRequest?.bytes ?? NaN);

    const firstApi = requests.find((r) => r.side === 'api');
    const at = [
      0,
      documentRequest?.end ?? NaN,
      scriptRequest?.start ?? NaN,
      scriptRequest?.end ?? NaN,
      firstApi?.start ?? NaN,
      apiRequest?.end ?? NaN,
      milestone.dom,
      milestone.visible,
    ];
    const step = (i: number) => at[i + 1]! - at[i]!;
    const phases: Phases = {
      page: step(0),
      toScriptRequest: step(1),
      script: step(2),
      toApiRequest: step(3),
      api: step(4),
      render: step(5),
      paint: step(6),
    };

    const scriptRaw = [...raw.values()].find((r) => new URL(r.url).pathname === (opts.scriptPath ?? SCRIPT_PATH));
    const scriptRun = scriptOnMainThread(events, scriptRaw?.url ?? '', scriptRaw?.end ?? NaN);
    const ms = (name: string) => (atView[name] ?? NaN) * 1000;
    const result: RunResult = {
      view: opts.view,
      milestones: Object.fromEntries(Object.entries(fromPage.marks.milestones).map(([name, m]) => [name, m.visible])),
      visibleMs: milestone.visible,
      domMs: milestone.dom,
      scriptArrivedMs: fromPage.scriptEnd,
      page: fromPage.page,
      scriptLoadEventMs: (fromPage.marks.scriptLoaded ?? NaN) - fromPage.scriptEnd,
      scriptRun,
      goals: {
        scriptRunMs: scriptRun.mainThreadMs,
        scriptToApiRequestMs: phases.toApiRequest,
        answerToPaintedMs: milestone.visible - (apiRequest?.end ?? NaN),
      },
      mainThread: { taskMs: ms('TaskDuration'), scriptMs: ms('ScriptDuration'), styleMs: ms('RecalcStyleDuration'), layoutMs: ms('LayoutDuration') },
      requestsBefore: { page: count('page'), api: count('api') },
      apiRoundTrips: apiRequest ? roundTrips(requests, apiRequest) : NaN,
      bytesBefore: { page: bytes('page'), api: bytes('api') },
      bound,
      phases,
      heapAfterMount: null,
      heapAfterBrowsing: null,
      monthsBrowsed: 0,
      daySwitches: [],
      requests,
    };

    if (opts.daySwitches) {
      result.daySwitches = await switchDays(page, apiInflight, opts.daySwitches, opts.selectors[opts.view]!);
    }
    if (opts.browse) {
      await networkQuiet(apiInflight);
      result.heapAfterMount = await heapUsed(cdp);
      result.monthsBrowsed = await browseMonths(page, opts.browse, apiInflight);
      result.heapAfterBrowsing = await heapUsed(cdp);
    }
    return result;
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** µs of the browser's monotonic clock (the DevTools network log's too). */
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string }; fileName?: string };
}

/** Starts a trace of V8's compile and run events; `stop` ends it and returns its events. */
async function startTrace(cdp: CDPSession): Promise<{ stop(): Promise<TraceEvent[]> }> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: object[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  // Two light categories: V8's compile and run events and the microtasks, not the whole timeline.
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['v8', 'v8.execute'] } });
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      return events;
    },
  };
}

/** The first compile and run of the script at `url` on the main thread (see ScriptRun); `arrivedMs` on the monotonic clock. */
function scriptOnMainThread(events: TraceEvent[], url: string, arrivedMs: number): ScriptRun {
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const compile = complete.find((e) => e.name === 'v8.compile' && e.args?.data?.url === url);
  const run = complete.find((e) => e.name === 'v8.run' && e.args?.fileName === url);
  const within = (outer: TraceEvent | undefined, e: TraceEvent) =>
    outer !== undefined && e.tid === outer.tid && e.ts >= outer.ts && e.ts + e.dur! <= outer.ts + outer.dur!;
  const microtasks = complete.filter((e) => e.name === 'RunMicrotasks' && within(run, e)).reduce((sum, e) => sum + e.dur!, 0);
  const streaming = complete.find((e) => e.name === 'v8.parseOnBackground' && e.args?.data?.url === url);
  const parsing = complete.filter((e) => e.name === 'v8.parseOnBackgroundParsing' && within(streaming, e)).reduce((sum, e) => sum + e.dur!, 0);
  const compileMs = compile ? compile.dur! / 1000 : NaN;
  const topLevelMs = run ? (run.dur! - microtasks) / 1000 : NaN;
  return {
    compileMs,
    topLevelMs,
    microtasksMs: run ? microtasks / 1000 : NaN,
    mainThreadMs: compileMs + topLevelMs,
    backgroundParseMs: streaming ? parsing / 1000 : NaN,
    waitMs: compile ? compile.ts / 1000 - arrivedMs : NaN,
  };
}

/**
 * Length of the longest chain of API requests, each sent after the previous one's response,
 * that ends with `target`: 1 when nothing the view needs waited for another API response.
 */
function roundTrips(requests: RequestRecord[], target: RequestRecord): number {
  const api = requests.filter((r) => r.side === 'api' && r.start <= target.start);
  const depth = new Map<RequestRecord, number>();
  for (const r of api) {
    let d = 1;
    for (const q of api) if (q !== r && q.end !== null && q.end <= r.start) d = Math.max(d, (depth.get(q) ?? 1) + 1);
    depth.set(r, d);
  }
  return depth.get(target) ?? NaN;
}

/**
 * Clicks up to `count` other days with times, the bench's day switches, once the API has been
 * quiet for half a second: every other open day from the start of the window, so each click
 * changes the selection. `measure` makes the click (`click`) with whatever it records around it;
 * a switch counts only when the clicked day is selected afterwards. `bench/profile.ts
 * --day-switch` profiles the same switches, and `bench/trace.ts --day-switch` traces them.
 */
export async function eachDaySwitch<T>(page: Page, apiInflight: () => number, count: number, measure: (click: () => Promise<void>) => Promise<T>): Promise<T[]> {
  await networkQuiet(apiInflight);
  const open = page.locator('space-booking td[part~="day"][aria-disabled="false"]');
  const results: T[] = [];
  for (let i = 0; i < count; i++) {
    const available = await open.count();
    if (available < 2) break;
    const day = await open.nth((2 * i + 1) % available).elementHandle();
    if (!day || (await day.getAttribute('aria-selected')) === 'true') continue;
    const result = await measure(() => day.click());
    if ((await day.getAttribute('aria-selected')) !== 'true') throw new Error('a day was clicked but is not selected');
    results.push(result);
  }
  return results;
}

/**
 * Times each day switch (`eachDaySwitch`) in the page, on the throttled CPU. `workMs` is what the
 * switch costs the main thread: the click's handlers (up to a microtask queued behind them), plus
 * the next frame from its first animation-frame callback to the first task after it: the render
 * the handlers scheduled for that frame (the widget renders in animation frames), then its style,
 * layout and paint. `paintedMs` runs from the click to that task, so it also holds the wait for the
 * display's next frame.
 */
function switchDays(page: Page, apiInflight: () => number, count: number, slotSelector: string): Promise<DaySwitch[]> {
  return eachDaySwitch(page, apiInflight, count, async (click) => {
    await page.evaluate(() => {
      const w = window as Window & { __daySwitch?: { workMs: number; paintedMs: number } | null };
      w.__daySwitch = null;
      let start = 0;
      let scripted = 0;
      // Capturing on window runs before the widget's own handlers, so this frame callback comes
      // before the render they schedule for the same frame: the frame's work counts from here.
      addEventListener(
        'click',
        (e) => {
          start = performance.now();
          requestAnimationFrame(() => {
            const frame = performance.now();
            setTimeout(() => {
              const end = performance.now();
              w.__daySwitch = { workMs: scripted + (end - frame), paintedMs: end - e.timeStamp };
            });
          });
        },
        { capture: true, once: true },
      );
      // Bubbling on window runs after the widget's own handlers; the microtask after those they queued.
      addEventListener('click', () => queueMicrotask(() => (scripted = performance.now() - start)), { once: true });
    });
    await click();
    const handle = await page.waitForFunction(() => (window as Window & { __daySwitch?: unknown }).__daySwitch ?? false);
    const timing = (await handle.jsonValue()) as { workMs: number; paintedMs: number };
    return { ...timing, slots: await page.locator(`space-booking ${slotSelector}`).count() };
  });
}

/** Clicks "next month" up to `months` times, waiting for each month's availability. */
async function browseMonths(page: Page, browse: { nextMonthLabel: string; months: number }, inflight: () => number): Promise<number> {
  const next = page.locator(`space-booking button[aria-label="${browse.nextMonthLabel}"]`).first();
  let clicks = 0;
  for (; clicks < browse.months; clicks++) {
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
    await networkQuiet(inflight, 300);
  }
  return clicks;
}
