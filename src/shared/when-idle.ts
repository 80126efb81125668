/**
 * Runs `task` when the browser has nothing better to do, and within a second at the latest: for
 * work that can wait until the first slots are painted. Where the browser cannot tell idle time
 * (Safari), in a task of its own.
 */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 1);
}
