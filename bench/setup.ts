/**
 * What `npm run bench` (./run.ts), the trace (./trace.ts) and the profiler (./profile.ts) share:
 * the build of the widget into a folder of its own, the sandbox with a pinned clock, the bench
 * host site with its pages, headless Chromium, and small helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium-path.mjs';
import { startBenchServer, type BenchServer, type PageOptions } from './server';

export const SANDBOX_PORT = 4110;
export const PAGE_PORT = 4111;
export const SANDBOX_NOW = '2026-03-27T09:00:00Z';
export const HANDLE = 'harbour-yoga';
export const DENSE_HANDLE = 'lisboa-desks';
export const OUT_DIR = 'bench/dist';

export const apiOrigin = `http://127.0.0.1:${SANDBOX_PORT}`;
export const apiBase = `${apiOrigin}/v1`;

/** The value after `--name` on the command line, or undefined. */
export function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const started = Date.now();
export const log = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${text}`);

export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
export const kb = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(1)} kB` : '–');

/**
 * Builds the widget into `outDir` as `npm run build` builds dist/ (one `vite build` with the
 * project's vite.config.ts writes every file the browser loads), leaving dist/ alone.
 * `minify: false` keeps the names readable (for profiling); `sourcemap` writes a `.map` beside each
 * file without pointing the file at it, so the served bytes are unchanged.
 */
export async function buildWidget(outDir = OUT_DIR, opts: { minify?: boolean; sourcemap?: boolean } = {}): Promise<void> {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, minify: opts.minify ?? true, sourcemap: opts.sourcemap ? 'hidden' : false },
  });
}

export async function startSandbox(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], {
    env: { ...process.env, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_HOST: '127.0.0.1', SANDBOX_NOW },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The sandbox exited (${code}); is port ${SANDBOX_PORT} free?`))));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${apiOrigin}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The sandbox did not answer /health within 30 s');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
  }
}

export interface BookingTypeSummary {
  id: string;
  slug?: string;
  title: string;
}

/** The handle's booking types as the sandbox lists them (English). */
export async function bookingTypes(handle: string): Promise<BookingTypeSummary[]> {
  const list = (await (await fetch(`${apiBase}/public/${handle}/booking-types?locale=en`)).json()) as { data: BookingTypeSummary[] };
  if (!list.data.length) throw new Error(`${handle} has no booking types`);
  return list.data;
}

export interface BenchHost {
  origin: string;
  browser: Browser;
  /** Serves other files under a path of the site (see BenchServer.mount). */
  mount: BenchServer['mount'];
  /** Runs every clean-up step, last started first. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox, the bench host site serving each of `builds` (path prefix -> folder) and
 * `pages`, and headless Chromium. `pages` is called once the sandbox answers, so it can ask the
 * sandbox for ids.
 */
export async function startBench(builds: Record<string, string>, pages: () => Promise<Record<string, PageOptions>>): Promise<BenchHost> {
  log(`starting the sandbox on ${apiOrigin} (now = ${SANDBOX_NOW})`);
  const cleanup: (() => unknown)[] = [];
  const close = async () => {
    for (const step of cleanup.reverse()) await step();
  };
  try {
    const sandbox = await startSandbox();
    cleanup.push(() => sandbox.kill());
    const { origin, server, mount } = await startBenchServer({ port: PAGE_PORT, builds, pages: await pages() });
    cleanup.push(() => closeServer(server));
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
    cleanup.push(() => browser.close());
    return { origin, browser, mount, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function closeServer(server: Server): void {
  server.closeAllConnections();
  server.close();
}
