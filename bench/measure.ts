/**
 * One benchmark run: a fresh browser context (cold cache), the throttled link and CPU, a bench
 * page, and what happened until its first slots were painted; then, for the widget, a slot chosen
 * and the booking form shown.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { networkConditions, LINK } from './link';

const INSTRUMENT = readFileSync(new URL('./instrument.js', import.meta.url), 'utf8');

/** What ./instrument.js records in the page, ms since navigation start. */
interface PageMarks {
  milestones: Record<string, { dom: number; visible: number }>;
}

declare global {
  interface Window {
    __bench?: PageMarks;
  }
}

export interface RequestRecord {
  url: string;
  /** `page`: the host site (page, scripts); `api`: the API; `other` (data: etc.). */
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

/**
 * The tag's script in V8, from the trace events of categories `v8` and `v8.execute`, ms. An
 * `async` script is streamed: V8 parses it on a background thread while its bytes arrive, then
 * the main thread compiles what is left (`v8.compile`) and runs the top level (`v8.run`), at
 * whose end the microtasks queued so far run (`RunMicrotasks`, nested in it).
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
  /** Of compileMs + topLevelMs, the time the main thread was ready to run but off the CPU (other work on the machine). */
  offCpuMs: number;
}

/**
 * The renderer's main thread over a stretch of the run, from the trace's tasks (category
 * `toplevel`), ms. DevTools' CPU throttling makes the thread busy-wait (rate − 1) times as long
 * as it worked, on the CPU, so a task's thread time is its work times the rate; its wall time
 * beyond that is time the thread was ready but other work on the machine had the CPU.
 */
export interface MainThreadStretch {
  /** Wall time inside tasks. */
  busyMs: number;
  /** Of which off the CPU: what the machine, not the page, cost. */
  offCpuMs: number;
}

/** The figures that have goals (CONTRIBUTING.md, Benchmark), ms. */
export interface Goals {
  /** Main-thread parse + compile + top-level run of the tag's script: ScriptRun.mainThreadMs. */
  scriptRunMs: number;
  /** The tag's script's last byte to the first request to the API origin leaving. */
  scriptToApiRequestMs: number;
  /** The last byte of the availability answer to the first slots painted. */
  answerToPaintedMs: number;
  /** The click on a slot to the booking form painted (NaN where no slot was chosen). */
  slotToFormMs: number;
}

/** Where the first slots' time went, in order, ms (they add up to visibleMs). */
export interface Phases {
  /** Navigation start to the page's last byte. */
  page: number;
  /** To the tag's script requested: committing the page in a new renderer, parsing the HTML. */
  toScriptRequest: number;
  /** The tag's script's request to its last byte. */
  script: number;
  /** To the first API request: the script waiting, compiled and run. */
  toApiRequest: number;
  /** The first API request to the last byte of the availability answer. */
  api: number;
  /** To the slots in the DOM: the rest of the scripts, reading the answer, rendering. */
  render: number;
  /** To the painted frame: style, layout, paint. */
  paint: number;
}

export interface RunResult {
  /** When the first slot was painted, ms since navigation start. */
  visibleMs: number;
  /** When it entered the DOM (before style, layout and paint). */
  domMs: number;
  /** The tag's script's last byte (Resource Timing responseEnd). */
  scriptArrivedMs: number;
  /** The tag's script on the main thread, from V8's trace events (see scriptOnMainThread). */
  scriptRun: ScriptRun;
  goals: Goals;
  /** The main thread from the availability answer to the slots painted. */
  answerToPainted: MainThreadStretch;
  /**
   * From the later of the availability answer and the last script file before the slots to the
   * slots painted, ms: the widget's own work once all it needs is there.
   */
  allThereToPaintedMs: number;
  phases: Phases;
  mainThread: MainThread;
  /** The script files that arrived before the first slots were painted, in the order they were requested: paths on the site. */
  scriptsLoaded: string[];
  /** Their bytes on the wire (headers and gzip body), and the longest chain of them, each requested after the previous one's last byte. */
  scriptBytes: number;
  scriptDepth: number;
  /** API requests sent before the first slots were painted. */
  apiRequests: number;
  requests: RequestRecord[];
}

export interface RunOptions extends PageSetup {
  /** The API response the first slots need: the one "answer → painted" counts from. */
  apiNeeded: (url: URL) => boolean;
  /** Once the first slots are painted and the network is quiet, click the first slot and time this milestone. */
  chooseSlot?: { form: string };
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
export async function networkQuiet(inflight: () => number, quietMs = 500, maxMs = 15_000): Promise<void> {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 50));
    if (inflight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

/** What a benchmarked page needs, whatever is measured on it. */
export interface PageSetup {
  url: string;
  /** The milestone that is timed. */
  view: string;
  /** Selectors (inside the widget's shadow root) of the milestones, by name. */
  selectors: Record<string, string>;
  apiOrigin: string;
  pinnedNow: number;
  /** Path of the script the page's tag loads, e.g. `/new/space-booking.js`. */
  scriptPath: string;
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
  /** Requests of any kind in flight now. */
  inflight(): number;
  /** Resolves once the view has been painted. */
  reached: Promise<void>;
  /** Resolves once the milestone `name` has been painted. */
  painted(name: string): Promise<void>;
  /** The main thread's counters (Performance.getMetrics) the moment each milestone was painted. */
  sampled: Map<string, Record<string, number>>;
}

/**
 * A fresh context (cold cache) with the throttled link and CPU, the page instrument and a
 * network log, not yet navigated: the caller starts what it records, then navigates to
 * `opts.url` (`page.goto(url, { waitUntil: 'commit' })`) and awaits `reached`. The caller closes
 * the context before opening the next: DevTools' CPU throttling busy-waits on the renderer's main
 * thread, so a throttled page left open keeps about three quarters of a core busy, idle or not,
 * and on a small machine slows every page measured after it.
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
    const inflightOf = (side: (url: string) => boolean) => () => [...network.values()].filter((r) => side(r.url) && r.end === null).length;

    // Sample the main thread's counters the moment a milestone is painted.
    const sampled = new Map<string, Record<string, number>>();
    const waiters = new Map<string, { promise: Promise<void>; resolve(): void }>();
    const timeout = opts.timeoutMs ?? 30_000;
    const waiterOf = (name: string) => {
      let waiter = waiters.get(name);
      if (!waiter) {
        let resolve = () => {};
        const promise = new Promise<void>((ok, reject) => {
          resolve = ok;
          // Unref'd: a timer still pending after the run must not keep Node alive.
          setTimeout(() => reject(new Error(`${name} not painted after ${timeout} ms`)), timeout).unref();
        });
        // Awaited by the caller; marked handled now so a failure before that point is not an unhandled rejection.
        promise.catch(() => undefined);
        waiter = { promise, resolve };
        waiters.set(name, waiter);
      }
      return waiter;
    };
    const painted = (name: string) => waiterOf(name).promise;
    await page.exposeBinding('__benchReached', async (_source, name: string) => {
      sampled.set(name, await metrics(cdp));
      waiterOf(name).resolve();
    });
    const reached = painted(opts.view);
    await page.addInitScript(`window.__benchConfig = ${JSON.stringify({ now: opts.pinnedNow, selectors: opts.selectors })};\n${INSTRUMENT}`);
    return {
      context,
      page,
      cdp,
      network,
      apiInflight: inflightOf((url) => url.startsWith(opts.apiOrigin)),
      inflight: inflightOf(() => true),
      reached,
      painted,
      sampled,
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname);

export async function runOnce(browser: Browser, opts: RunOptions): Promise<RunResult> {
  const opened = await openPage(browser, opts);
  const { context, page, cdp, network: raw, reached, sampled } = opened;
  try {
    const trace = await startTrace(cdp);
    await page.goto(opts.url, { waitUntil: 'commit' });
    await reached;
    const events = await trace.stop();
    const atView = sampled.get(opts.view)!;
    const fromPage = await page.evaluate(
      (script) => {
        const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === script) as PerformanceResourceTiming | undefined;
        return { timeOrigin: performance.timeOrigin, marks: window.__bench!, scriptEnd: entry?.responseEnd ?? NaN };
      },
      opts.scriptPath,
    );
    const milestone = fromPage.marks.milestones[opts.view]!;

    const origin = new URL(opts.url).origin;
    const requests: RequestRecord[] = [...raw.values()].map((r) => ({
      url: r.url,
      side: r.url.startsWith(opts.apiOrigin) ? 'api' : r.url.startsWith(origin) ? 'page' : 'other',
      method: r.method,
      type: r.type,
      status: r.status,
      start: r.wall - fromPage.timeOrigin,
      end: r.end === null ? null : r.end + r.offset - fromPage.timeOrigin,
      bytes: r.bytes,
    }));
    requests.sort((a, b) => a.start - b.start);
    // The script files whose last byte arrived before the first slots were painted.
    const scripts = requests.filter((r) => r.side === 'page' && isScript(r.url) && r.end !== null && r.end <= milestone.visible);

    const documentRequest = requests.find((r) => r.type === 'Document');
    const scriptRequest = requests.find((r) => new URL(r.url).pathname === opts.scriptPath);
    const answer = requests.find((r) => r.side === 'api' && r.method === 'GET' && opts.apiNeeded(new URL(r.url)));
    const firstApi = requests.find((r) => r.side === 'api');
    const at = [
      0,
      documentRequest?.end ?? NaN,
      scriptRequest?.start ?? NaN,
      scriptRequest?.end ?? NaN,
      firstApi?.start ?? NaN,
      answer?.end ?? NaN,
      milestone.dom,
      milestone.visible,
    ];
    const step = (i: number) => at[i + 1]! - at[i]!;
    const phases: Phases = { page: step(0), toScriptRequest: step(1), script: step(2), toApiRequest: step(3), api: step(4), render: step(5), paint: step(6) };

    const scriptRaw = [...raw.values()].find((r) => new URL(r.url).pathname === opts.scriptPath);
    const answerRaw = [...raw.values()].find((r) => r.url === answer?.url);
    const { run: scriptRun, thread } = scriptOnMainThread(events, scriptRaw?.url ?? '', scriptRaw?.end ?? NaN);
    // Page times (performance.now) to the browser's monotonic clock, which the trace and the network log share.
    const navigation = fromPage.timeOrigin - (scriptRaw?.offset ?? NaN);
    const ms = (name: string) => (atView[name] ?? NaN) * 1000;
    return {
      visibleMs: milestone.visible,
      domMs: milestone.dom,
      scriptArrivedMs: fromPage.scriptEnd,
      scriptRun,
      goals: {
        scriptRunMs: scriptRun.mainThreadMs,
        scriptToApiRequestMs: phases.toApiRequest,
        answerToPaintedMs: milestone.visible - (answer?.end ?? NaN),
        slotToFormMs: opts.chooseSlot ? await chooseSlot(opened, opts.selectors[opts.view]!, opts.chooseSlot.form) : NaN,
      },
      answerToPainted: mainThreadStretch(events, thread, answerRaw?.end ?? NaN, navigation + milestone.visible),
      allThereToPaintedMs: milestone.visible - Math.max(answer?.end ?? NaN, ...scripts.map((r) => r.end ?? NaN)),
      phases,
      mainThread: { taskMs: ms('TaskDuration'), scriptMs: ms('ScriptDuration'), styleMs: ms('RecalcStyleDuration'), layoutMs: ms('LayoutDuration') },
      scriptsLoaded: scripts.map((r) => new URL(r.url).pathname),
      scriptBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      scriptDepth: chainLength(scripts),
      apiRequests: requests.filter((r) => r.side === 'api' && r.start <= milestone.visible).length,
      requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * Once the network has been quiet for half a second (the booking step's file, fetched once the
 * first slots are painted, has arrived), clicks the first slot as a visitor would (the pointer
 * moves onto it first: hover prefetches too) and times the click event to the milestone `form`
 * painted, ms.
 */
async function chooseSlot(opened: OpenedPage, slotSelector: string, form: string): Promise<number> {
  const { page } = opened;
  await networkQuiet(opened.inflight);
  await page.evaluate(() => {
    addEventListener('click', (e) => ((window as Window & { __benchClick?: number }).__benchClick = e.timeStamp), { capture: true, once: true });
  });
  const shown = opened.painted(form);
  await page.locator(slotSelector).first().click();
  await shown;
  const { click, painted } = await page.evaluate(
    (name) => ({ click: (window as Window & { __benchClick?: number }).__benchClick ?? NaN, painted: window.__bench!.milestones[name]!.visible }),
    form,
  );
  return painted - click;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** µs of the browser's monotonic clock (the DevTools network log's too). */
  ts: number;
  dur?: number;
  /** Thread time, µs: on the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string }; fileName?: string };
}

/** Starts a trace of V8's compile and run events and of every thread's tasks; `stop` ends it and returns its events. */
async function startTrace(cdp: CDPSession): Promise<{ stop(): Promise<TraceEvent[]> }> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: object[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  // Light categories: V8's compile and run events and the microtasks, and each thread's tasks, not the whole timeline.
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['v8', 'v8.execute', 'toplevel'] } });
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

/**
 * The first compile and run of the script at `url` on the main thread (see ScriptRun), and that
 * thread; `arrivedMs` on the monotonic clock.
 */
function scriptOnMainThread(events: TraceEvent[], url: string, arrivedMs: number): { run: ScriptRun; thread?: TraceEvent } {
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
  // Time off the CPU, µs; the top level's share of v8.run's (the microtasks at its end are not the top level).
  const offCpu = (e: TraceEvent | undefined) => (e ? e.dur! - (e.tdur ?? e.dur!) : NaN);
  return {
    run: {
      compileMs,
      topLevelMs,
      microtasksMs: run ? microtasks / 1000 : NaN,
      mainThreadMs: compileMs + topLevelMs,
      backgroundParseMs: streaming ? parsing / 1000 : NaN,
      waitMs: compile ? compile.ts / 1000 - arrivedMs : NaN,
      offCpuMs: (offCpu(compile) + (run ? (offCpu(run) * (run.dur! - microtasks)) / run.dur! : NaN)) / 1000,
    },
    thread: run ?? compile,
  };
}

/** The tasks of `thread` (the pid and tid of one of its events) between two times of the monotonic clock, ms (see MainThreadStretch). */
function mainThreadStretch(events: TraceEvent[], thread: TraceEvent | undefined, fromMs: number, toMs: number): MainThreadStretch {
  let busy = 0;
  let offCpu = 0;
  for (const e of events) {
    if (e.name !== 'ThreadControllerImpl::RunTask' || e.ph !== 'X' || e.pid !== thread?.pid || e.tid !== thread.tid || !e.dur) continue;
    const inside = Math.min(e.ts + e.dur, toMs * 1000) - Math.max(e.ts, fromMs * 1000);
    if (inside <= 0) continue;
    busy += inside;
    // A task cut by the stretch counts its share of the time off the CPU.
    offCpu += ((e.dur - (e.tdur ?? e.dur)) * inside) / e.dur;
  }
  return thread ? { busyMs: busy / 1000, offCpuMs: offCpu / 1000 } : { busyMs: NaN, offCpuMs: NaN };
}

/** The longest chain of `requests`, each sent after the previous one's last byte: the sequential requests among them. */
function chainLength(requests: RequestRecord[]): number {
  const depth = new Map<RequestRecord, number>();
  for (const r of requests) {
    let d = 1;
    for (const q of requests) if (q !== r && q.end !== null && q.end <= r.start) d = Math.max(d, (depth.get(q) ?? 1) + 1);
    depth.set(r, d);
  }
  return Math.max(0, ...depth.values());
}

/**
 * Clicks up to `count` other days with times, once the API has been quiet for half a second:
 * every other open day from the start of the window, so each click changes the selection.
 * `measure` makes the click (`click`) with whatever it records around it; a switch counts only
 * when the clicked day is selected afterwards. `bench/profile.ts --day-switch` profiles these
 * switches, and `bench/trace.ts --day-switch` traces them.
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
