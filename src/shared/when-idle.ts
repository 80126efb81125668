/** How long to wait where the browser has no idle callbacks: a task of its own, with room for input before it. */
export const NO_IDLE_WAIT_MS = 50;

export function whenIdle(task: (deadline?: IdleDeadline) => void): () => void {
  if ('requestIdleCallback' in globalThis) {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, NO_IDLE_WAIT_MS);
  return () => clearTimeout(id);
}

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
