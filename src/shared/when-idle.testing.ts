import { vi } from 'vitest';

/**
 * Test helper (never imported by the widget): the browser's idle callbacks held until the test
 * runs them, each idle period with `left` milliseconds to spare. A cancelled callback leaves the
 * queue, as the browser's does. Undo with `vi.unstubAllGlobals()`.
 */
export function holdIdlePeriods() {
  const asked: { callback: IdleRequestCallback; timeout?: number; pending: boolean }[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    asked.push({ callback, timeout: options?.timeout, pending: true });
    return asked.length;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    const request = asked[id - 1];
    if (request) request.pending = false;
  });
  const pending = () => asked.filter((request) => request.pending);
  const next = (left = 0) => {
    const request = pending()[0]!;
    request.pending = false;
    request.callback({ didTimeout: false, timeRemaining: () => left });
  };
  return {
    /** The callbacks still to run. */
    get waiting() {
      return pending().map((request) => request.callback);
    },
    /** The `timeout` each callback was asked with. */
    get timeouts() {
      return asked.map((request) => request.timeout);
    },
    /** Runs the first callback still to run. */
    next,
    /** Runs idle periods until none is asked for; how many ran. */
    runAll(left = 0): number {
      let periods = 0;
      for (; pending().length; periods++) next(left);
      return periods;
    },
  };
}
