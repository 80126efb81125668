/** How long to wait for a frame where the browser gives none (a hidden tab or frame). */
export const FRAME_WAIT_MS = 100;

export function beforeNextFrame(task: () => void): () => void {
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const once = () => {
    cancel();
    task();
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(once) : undefined;
  const timer = setTimeout(once, FRAME_WAIT_MS);
  return cancel;
}

/** In a task of its own after the paint: work that must not delay what that frame shows. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelFrame = beforeNextFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelFrame();
    clearTimeout(timer);
  };
}
