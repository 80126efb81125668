/** Runs `task` when the browser has nothing better to do, or within a second at the latest. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 1);
}

/** Runs `work` on each item in turn, one item per idle period (`whenIdle`). Returns what stops it. */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void): () => void {
  let stopped = false;
  const from = (index: number) =>
    whenIdle(() => {
      if (stopped || index >= items.length) return;
      work(items[index]!);
      from(index + 1);
    });
  from(0);
  return () => {
    stopped = true;
  };
}
