/** How long to wait where the browser has no idle callbacks: a task of its own, with room for input before it. */
export const NO_IDLE_WAIT_MS = 50;

/**
 * Runs `task` when the browser has nothing better to do, or within a second at the latest; where
 * the browser has no idle callbacks, in a task of its own a moment later (without a deadline).
 */
export function whenIdle(task: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, NO_IDLE_WAIT_MS);
}

/**
 * Runs `work` on each item in turn in idle time (`whenIdle`): as many items in an idle period as
 * it has time left for, at least one. Returns what stops it.
 */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void): () => void {
  let next = 0;
  let stopped = false;
  const run = (deadline?: IdleDeadline) => {
    if (stopped) return;
    do work(items[next++]!);
    while (next < items.length && deadline && deadline.timeRemaining() > 0);
    if (next < items.length) whenIdle(run);
  };
  if (items.length) whenIdle(run);
  return () => {
    stopped = true;
  };
}
