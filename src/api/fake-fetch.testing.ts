/** Test helper (never imported by the widget): a recording stand-in for `fetch`. */
export interface Call {
  url: string;
  init: RequestInit;
  signal: AbortSignal;
}

export function fakeFetch(reply: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, signal: init.signal! };
    calls.push(call);
    return reply(call, calls.length - 1);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const errorBody = (status: number, type: string, extra: Record<string, unknown> = {}) =>
  json({ error: { type, message: `${type} happened`, ...extra } }, status);

/** A response that never comes, until the request's signal aborts. */
export const hang = (call: Call) =>
  new Promise<Response>((_, reject) =>
    call.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true }),
  );

/** Resolves the caught rejection of a promise (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}
