/** Helpers for the sandbox's conformance tests: a real server on a free port, spoken to over HTTP. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Booking, ErrorBody, GuestBookingRequest } from '../src/api/types';
import type { RequestLogEntry } from './context';
import { seedTypeId } from './seed';
import { createSandbox, type Sandbox, type SandboxOptions } from './server';

/** The instant the e2e tests pin: Friday, two days before London's clocks go forward. */
export const PINNED_NOW = '2026-03-27T09:00:00.000Z';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestSandbox {
  sandbox: Sandbox;
  url: string;
  get<T = unknown>(path: string, init?: RequestInit): Promise<Reply<T>>;
  post<T = unknown>(path: string, body: unknown, headers?: Record<string, string>): Promise<Reply<T>>;
  book(handle: string, body: unknown, key?: string): Promise<Reply<Booking & ErrorBody>>;
  /** Control routes (test mode). */
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = createSandbox({ testMode: true, now: () => new Date(PINNED_NOW), ...options });
  const { url } = await sandbox.listen(0);

  async function reply<T>(res: Response): Promise<Reply<T>> {
    const text = await res.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, body: body as T, text };
  }

  const get = async <T>(path: string, init?: RequestInit) => reply<T>(await fetch(url + path, init));
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    reply<T>(
      await fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  return {
    sandbox,
    url,
    get,
    post,
    book: (handle, body, key) =>
      post<Booking & ErrorBody>(`/v1/public/${handle}/bookings`, body, key === undefined ? {} : { 'Idempotency-Key': key }),
    async control<T>(path: string, body?: unknown) {
      const res = await fetch(`${url}/__sandbox/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    close: () => sandbox.close(),
  };
}

let guestNumber = 0;

/** A valid guest booking body for a seed type; each call is a new guest unless `customer` is given. */
export function guest(
  handle: string,
  slug: string,
  date: string,
  time: string,
  extra: Partial<GuestBookingRequest> & Record<string, unknown> = {},
): GuestBookingRequest & Record<string, unknown> {
  guestNumber += 1;
  return {
    booking_type_id: seedTypeId(handle, slug),
    scheduled_date: date,
    scheduled_start_time: time,
    customer: { name: `Guest ${guestNumber}`, email: `guest${guestNumber}@example.com` },
    source: 'external_partner',
    marketing_consent: false,
    ...extra,
  };
}

export type { ControlBooking } from './routes/control';
/** An entry of GET /__sandbox/requests. */
export type LoggedRequest = RequestLogEntry;

/**
 * Polls the request log until `match` holds (the sandbox is in-process, so this is quick), on the
 * real clock whatever clock the test fakes.
 */
export async function waitForRequest(t: TestSandbox, match: (r: LoggedRequest) => boolean): Promise<LoggedRequest> {
  for (let i = 0; i < 500; i++) {
    const { data } = await t.control<{ data: LoggedRequest[] }>('requests');
    const hit = data.find(match);
    if (hit) return hit;
    await sleep(5);
  }
  throw new Error('request never logged');
}
