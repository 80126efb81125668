/** What a running sandbox holds, and what each request handler is given. */
import type { IncomingMessage } from 'node:http';
import type { Cursors } from './cursor';
import type { FaultList } from './faults';
import type { IdempotencyStore } from './idempotency';
import type { SeedSpace } from './seed';
import type { BookingStore } from './store';

export interface RequestLogEntry {
  seq: number;
  method: string;
  /** Path with query string. */
  path: string;
  idempotency_key: string | null;
  origin: string | null;
  /** Sandbox clock when the request arrived. */
  time: string;
  content_type: string | null;
  /** The public surface needs no credential; a widget must never send one. */
  has_authorization: boolean;
  has_cookie: boolean;
  /** Status answered; null while in flight or when the connection was dropped. */
  status: number | null;
  /** How the Idempotency-Key was used on a booking request. */
  idempotency: 'new' | 'replayed' | 'waited' | 'mismatch' | null;
}

const LOG_LIMIT = 2000;

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private seq = 0;

  add(req: IncomingMessage, path: string, time: Date): RequestLogEntry {
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : (v ?? null);
    };
    const entry: RequestLogEntry = {
      seq: ++this.seq,
      method: req.method ?? 'GET',
      path,
      idempotency_key: header('idempotency-key'),
      origin: header('origin'),
      time: time.toISOString(),
      content_type: header('content-type'),
      has_authorization: req.headers.authorization !== undefined,
      has_cookie: req.headers.cookie !== undefined,
      status: null,
      idempotency: null,
    };
    this.entries.push(entry);
    if (this.entries.length > LOG_LIMIT) this.entries.shift();
    return entry;
  }

  list(): RequestLogEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  clear(): void {
    this.entries = [];
  }
}

/** Real time, a pinned instant (SANDBOX_NOW), or an instant moved by the control route. */
export class Clock {
  private pinned: Date | null = null;
  constructor(private readonly base: () => Date) {}

  now(): Date {
    return this.pinned ? new Date(this.pinned) : this.base();
  }

  set(instant: Date | null): void {
    this.pinned = instant;
  }
}

export interface SandboxState {
  spaces: Map<string, SeedSpace>;
  bookings: BookingStore;
  idempotency: IdempotencyStore;
  faults: FaultList;
  cursors: Cursors;
  log: RequestLog;
  clock: Clock;
  testMode: boolean;
}

export interface RequestContext {
  req: IncomingMessage;
  method: string;
  url: URL;
  /** Decoded path segments. */
  segments: string[];
  /** Scheme, host and port clients reach the sandbox at, for absolute URLs it hands out. */
  origin: string;
  log: RequestLogEntry | null;
  /** An injected delay; resolves at once when there is none. */
  pause: () => Promise<void>;
}
