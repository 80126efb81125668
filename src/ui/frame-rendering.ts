import { options } from 'preact';

/** How long a render may wait for a frame where the browser gives none (a hidden tab or frame). */
const FRAME_WAIT_MS = 100;

/** Runs Preact's queued renders just before the next frame is painted, or after the wait. */
function renderBeforeNextFrame(flush: () => void): void {
  let flushed = false;
  const once = () => {
    if (flushed) return;
    flushed = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush();
  };
  const frame = requestAnimationFrame(once);
  const timer = setTimeout(once, FRAME_WAIT_MS);
}

/**
 * Renders what changed at most once per frame, just before it is painted, instead of once per
 * change: the first answers (profile, booking types, availability) and the zone rules land in
 * tasks of their own, close together, and the visitor sees one render of them all rather than
 * one after the other. Where no frame comes, the render runs after a short wait all the same.
 * This Preact is the widget's own copy, so the host page's renders are not affected.
 */
export function renderOncePerFrame(): void {
  if (typeof requestAnimationFrame === 'function') options.debounceRendering = renderBeforeNextFrame;
}
