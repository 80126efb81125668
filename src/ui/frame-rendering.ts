import { options } from 'preact';
import { beforeNextFrame } from '../shared/next-frame';

/** The first answers and the zone rules land close together: one render of them all. This Preact is the widget's own copy, not the page's. */
export function renderOncePerFrame(): void {
  if (typeof requestAnimationFrame === 'function') options.debounceRendering = beforeNextFrame;
}
