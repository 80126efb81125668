import { Fragment, h } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { addEnglish, isRtl, t } from '../i18n/index';
import { App, useFittedAccent } from './App';
import type { PopupRuntime } from './first-view-runtime';
import { runtimeFile } from './runtime-file';

export type PopupModule = typeof import('./popup-entry');

/** What the popup's file runs on: the first view's own copies (see ./first-view-runtime.ts). */
const runtime: PopupRuntime = { h, Fragment, addEnglish, t, useRef, useLayoutEffect, isRtl, App, useFittedAccent };

/** Loaded as soon as a popup's element is connected; the visitor's intent or an opening asks again after a failure. */
const popupFile = runtimeFile<PopupRuntime, PopupModule>('extras/popup', 'the popup', runtime);

/** The popup's file, once it has loaded: one per page, shared by every popup. */
export const loadedPopup = (): PopupModule | null => popupFile.module.peek();
export const loadPopup = popupFile.load;
/** Resolves when the popup's file has come, however late. */
export const popupArrival = popupFile.arrival;
