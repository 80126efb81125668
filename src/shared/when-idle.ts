/** How long to wait where the browser has no idle callbacks: a task of its own, with room for input before it. */
export const NO_IDLE_WAIT_MS = 50;

/**
 * Runs `task` when the browser has nothing better to do, or within a second at the latest; where
 * the browser has no idle callbacks, in a task of its own a moment later (without a deadline).
 * Returns what cancels it.
 */
export function whenIdle(task: (deadline?: IdleDeadline) => void): () => void {
  if ('requestIdleCallback' in globalThis) {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, NO_IDLE_WAIT_MS);
  return () => clearTimeout(id);
}

/**
 * Runs `work` on each item in turn in idle time (`whenIdle`): as many items in an idle period as
 * it has time left for, at least one. Returns what stops it, leaving nothing scheduled.
 */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void): () => void {
  let next = 0;
  let cancel = () => {};
  const run = (deadline?: IdleDeadline) => {
    do work(items[next++]!);
    while (next < items.length && deadline && deadline.timeRemaining() > 0);
    if (next < items.length) cancel = whenIdle(run);
  };
  if (items.length) cancel = whenIdle(run);
  return () => cancel();
}
