/**
 * A local, faithful implementation of the public surface of the Space Platform API, for
 * integrators, the demo and end-to-end tests. Plain `node:http`, state in memory.
 *
 *   const sandbox = createSandbox({ testMode: true, now: () => new Date('2026-03-27T09:00:00Z') });
 *   const { url } = await sandbox.listen(0);   // API base: `${url}/v1`
 *   ...
 *   await sandbox.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASSUMED_ERROR_TYPES } from '../src/api/assumptions';
import { provideZoneRules } from '../src/time/zone';
import { getTimezoneOffset } from '../src/time/zone-rules';
import { Clock, RequestLog, type RequestContext, type SandboxState } from './context';
import { createCursors } from './cursor';
import { FaultList, type FaultAction } from './faults';
import { CORS_HEADERS, PREFLIGHT_HEADERS, apiError, invalid, notFound, write, type Answer } from './http';
import { IdempotencyStore } from './idempotency';
import { CONTROL_PREFLIGHT, control, resetState } from './routes/control';
import { route } from './routes/index';
import { SEED_SPACES, type SeedSpace } from './seed';
import { BookingStore } from './store';

// Availability and bookings place wall-clock times in zones (src/time/zone.ts).
provideZoneRules(getTimezoneOffset);

export interface SandboxOptions {
  /** The sandbox's clock; real time by default. The control route can still move it. */
  now?: () => Date;
  /** Enables the control routes under /__sandbox/. */
  testMode?: boolean;
  /** Spaces to serve instead of ./seed.ts. */
  seed?: readonly SeedSpace[];
}

export interface Sandbox {
  /** Port 0 picks a free port. Resolves with the origin, e.g. `http://127.0.0.1:4010`. */
  listen(port?: number, host?: string): Promise<{ url: string }>;
  close(): Promise<void>;
  /** The origin once listening. */
  readonly url: string | null;
  /** In-process access for tests that need more than HTTP. */
  readonly state: SandboxState;
  reset(): void;
}

const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const state: SandboxState = {
    spaces: new Map((options.seed ?? SEED_SPACES).map((s) => [s.handle, s])),
    bookings: new BookingStore(),
    idempotency: new IdempotencyStore(),
    faults: new FaultList(),
    cursors: createCursors(),
    log: new RequestLog(),
    clock: new Clock(options.now ?? (() => new Date())),
    testMode: options.testMode ?? false,
  };
  const timers = new Set<NodeJS.Timeout>();
  let origin: string | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const pathWithQuery = url.pathname + url.search;
    let segments: string[];
    try {
      segments = url.pathname.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return write(res, invalid('Malformed path'), CORS_HEADERS);
    }
    const host = req.headers.host;
    const ctx: RequestContext = {
      req,
      method,
      url,
      segments,
      origin: host && HOST_HEADER.test(host) ? `http://${host}` : (origin ?? 'http://127.0.0.1'),
      log: null,
      pause: () => Promise.resolve(),
    };

    if (segments[0] === '__sandbox') {
      if (!state.testMode) return write(res, notFound(`No route ${url.pathname}`), CORS_HEADERS);
      if (method === 'OPTIONS') return write(res, empty(204), CONTROL_PREFLIGHT);
      return write(res, await control(state, ctx), { 'Access-Control-Allow-Origin': '*' });
    }

    const log = state.log.add(req, pathWithQuery, state.clock.now());
    ctx.log = log;
    res.on('finish', () => (log.status = res.statusCode));

    const fault = state.faults.take(method, pathWithQuery);
    if (fault?.type === 'drop') return void req.socket.destroy();
    if (fault?.type === 'status') return write(res, injectedStatus(fault), CORS_HEADERS);
    if (fault?.type === 'malformed') {
      const body = '{"data": [{"id": "';
      return write(res, { status: fault.status ?? 200, headers: { 'Content-Type': 'application/json' }, body }, CORS_HEADERS);
    }
    if (fault?.type === 'delay') ctx.pause = () => sleep(fault.ms);

    let answer: Answer;
    if (method === 'OPTIONS') {
      await ctx.pause();
      answer = empty(204);
    } else {
      answer = await route(state, ctx);
    }
    if (fault?.type === 'commit-then-drop') return void req.socket.destroy();
    write(res, answer, method === 'OPTIONS' ? PREFLIGHT_HEADERS : CORS_HEADERS, req);
  }

  const server = createServer((req, res) => {
    req.on('error', () => {});
    res.on('error', () => {});
    handle(req, res).catch((e: unknown) =>
      write(res, apiError(500, 'internal_error', e instanceof Error ? e.message : 'Unexpected error'), CORS_HEADERS),
    );
  });

  return {
    state,
    get url() {
      return origin;
    },
    reset: () => resetState(state),
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const h = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host;
          origin = `http://${h}:${address.port}`;
          resolve({ url: origin });
        });
      });
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function empty(status: number): Answer {
  return { status, headers: {}, body: '' };
}

const FAULT_TYPES: Record<number, string> = {
  400: 'invalid_request',
  403: 'insufficient_scope',
  404: ASSUMED_ERROR_TYPES.notFound,
  409: 'conflict',
  429: ASSUMED_ERROR_TYPES.rateLimited,
};

function injectedStatus(fault: Extract<FaultAction, { type: 'status' }>): Answer {
  const base =
    fault.body === undefined
      ? apiError(fault.status, FAULT_TYPES[fault.status] ?? (fault.status >= 500 ? 'internal_error' : 'error'), 'Injected fault')
      : {
          status: fault.status,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
          body: typeof fault.body === 'string' ? fault.body : JSON.stringify(fault.body),
        };
  return { ...base, headers: { ...base.headers, ...fault.headers } };
}
