import { options } from 'preact';
import { beforeNextFrame } from '../shared/next-frame';

/**
 * Renders what changed at most once per frame, just before it is painted, instead of once per
 * change: the first answers (profile, booking types, availability) and the zone rules land in
 * tasks of their own, close together, and the visitor sees one render of them all rather than
 * one after the other. Where no frame comes, the render runs after a short wait all the same.
 * This Preact is the widget's own copy, so the host page's renders are not affected.
 */
export function renderOncePerFrame(): void {
  if (typeof requestAnimationFrame === 'function') options.debounceRendering = beforeNextFrame;
}
