import { Fragment } from 'preact';
import { useRef } from 'preact/hooks';
import { jsx, jsxs } from 'preact/jsx-runtime';
import { isRtl, t } from '../i18n/index';
import { loadBesideScript } from '../shared/beside-script';
import { onDemand } from '../shared/on-demand';
import { App, useFittedAccent } from './App';
import type { PopupRuntime } from './first-view-runtime';

export type PopupModule = typeof import('./popup-entry');

/** What the popup's file runs on: the first view's own copies (see ./first-view-runtime.ts). */
const runtime: PopupRuntime = { jsx, jsxs, Fragment, t, useRef, isRtl, App, useFittedAccent };

const popupFile = onDemand(() => loadBesideScript<PopupModule>('extras/popup'), 'the popup', 'forget');

let loaded: PopupModule | null = null;

/** The popup's file, once it has loaded: one per page, shared by every popup. */
export const loadedPopup = (): PopupModule | null => loaded;

/**
 * Loads the popup's file (the button, the dialog and their stylesheets), once: as soon as a
 * popup's element is connected. A failed load is forgotten, so the next call (the visitor's
 * intent, an opening) asks again.
 */
export async function loadPopup(): Promise<PopupModule | null> {
  const module = await popupFile();
  if (module && !loaded) {
    module.provide(runtime);
    loaded = module;
  }
  return module;
}
