import { options } from 'preact';
import { beforeNextFrame } from '../shared/next-frame';

/**
 * The first answers and the zone rules land in tasks of their own, close together: the visitor sees
 * one render of them all rather than one after the other. This Preact is the widget's own copy, so
 * the host page's renders are not affected.
 */
export function renderOncePerFrame(): void {
  if (typeof requestAnimationFrame === 'function') options.debounceRendering = beforeNextFrame;
}
