// GETs the one-tag script (src/embed/starter.ts) sent before the widget's module came, kept for the
// client to take over so that nothing is asked twice. The two are bundled apart and meet on a page global.
const EARLY_REQUESTS = Symbol.for('space-booking.early-requests');

/** An answer and its body, read as it arrives: the widget's code finds it ready to parse. */
export type EarlyAnswer = readonly [Response, string];

interface EarlyRequest {
  sentAt: number;
  answer: Promise<EarlyAnswer>;
}

type Holder = { [EARLY_REQUESTS]?: Map<string, EarlyRequest> };

/** As long as the client reuses an answer (src/api/http.ts). */
const KEPT_MS = 30_000;

/** Only the host's origin as the referrer: its address may carry campaign parameters. */
export const GET_INIT = { method: 'GET', credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin' } as const satisfies RequestInit;

const requests = (): Map<string, EarlyRequest> => ((globalThis as Holder)[EARLY_REQUESTS] ??= new Map());

export function sendEarly(url: string): void {
  const waiting = requests().get(url);
  if (waiting && Date.now() - waiting.sentAt < KEPT_MS) return;
  const answer = fetch(url, GET_INIT).then(async (response) => [response, await response.text()] as const);
  // Whoever takes it sees the failure; one never taken is no error of the page's.
  answer.catch(() => {});
  requests().set(url, { sentAt: Date.now(), answer });
}

export function takeEarly(url: string): Promise<EarlyAnswer> | undefined {
  const early = (globalThis as Holder)[EARLY_REQUESTS]?.get(url);
  if (!early) return undefined;
  requests().delete(url);
  return Date.now() - early.sentAt < KEPT_MS ? early.answer : undefined;
}
