/**
 * GET requests sent before the widget's code has come (by the one-tag snippet's classic script,
 * src/embed/starter.ts), kept by address for the client to take over, so that nothing is asked
 * twice. The script and the widget's module are bundled apart: they meet on a global of the page.
 */
const EARLY_REQUESTS = Symbol.for('space-booking.early-requests');

interface EarlyRequest {
  sentAt: number;
  response: Promise<Response>;
}

type Holder = { [EARLY_REQUESTS]?: Map<string, EarlyRequest> };

/** How long an early answer waits to be taken: as long as the client reuses an answer (src/api/http.ts). */
const KEPT_MS = 30_000;

/**
 * How every GET of the widget goes out: without cookies or credentials, with CORS, and only the
 * host's origin as the referrer (its address may carry campaign parameters).
 */
export const GET_INIT = { method: 'GET', credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin' } as const satisfies RequestInit;

const requests = (): Map<string, EarlyRequest> => ((globalThis as Holder)[EARLY_REQUESTS] ??= new Map());

/** Sends a GET of `url` now, unless one is already waiting to be taken. */
export function sendEarly(url: string): void {
  const waiting = requests().get(url);
  if (waiting && Date.now() - waiting.sentAt < KEPT_MS) return;
  const response = fetch(url, GET_INIT);
  // Whoever takes it sees the failure; one never taken is no error of the page's.
  response.catch(() => {});
  requests().set(url, { sentAt: Date.now(), response });
}

/** The answer to an early GET of `url` still on its way or recent enough, once: the next asks anew. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = (globalThis as Holder)[EARLY_REQUESTS]?.get(url);
  if (!early) return undefined;
  requests().delete(url);
  return Date.now() - early.sentAt < KEPT_MS ? early.response : undefined;
}
