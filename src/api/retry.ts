import { ApiError } from './errors';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const aborted = () => new ApiError({ kind: 'aborted', message: 'Aborted' });

/** Ends early, without an error, when `signal` aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const id = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(id), resolve()), { once: true });
  });

/** A random share of the step above `floor` (0: full jitter, 0.5: equal jitter) keeps clients that failed together apart. */
export const backoffMs = (attempt: number, random: () => number, base: number, cap: number, floor = 0): number =>
  Math.min(cap, base * 2 ** attempt) * (floor + (1 - floor) * random());

export async function retry<T>(
  attempt: () => Promise<T>,
  delay: (error: ApiError, n: number) => number | undefined,
  wait: Sleep,
  signal?: AbortSignal,
): Promise<T> {
  for (let n = 0; ; n++) {
    if (signal?.aborted) throw aborted();
    try {
      return await attempt();
    } catch (e) {
      const ms = delay(e as ApiError, n);
      if (ms === undefined) throw e;
      await wait(ms, signal);
    }
  }
}
