/**
 * What the files loaded on demand (the booking step, the schedule) use of the first view's
 * script: Preact and signals (one copy of each on the page, so they render with the first view's
 * Preact and their components follow the first view's signals), and the API errors, zone rules,
 * retries, formatting, component helpers (./util.ts) and month and week buttons (./Pager.tsx) the
 * first view already holds. Their build resolves those imports to this module (vite.config.ts,
 * `sharedWithFirstView`); the first view hands them over with `provide` (./first-view-exports.ts)
 * as soon as a file has loaded, before anything of it runs.
 * The unit tests import the real modules.
 */
import type * as Signals from '@preact/signals';
import type * as Preact from 'preact';
import type * as Hooks from 'preact/hooks';
import type * as Errors from '../api/errors';
import type * as Retry from '../api/retry';
import type * as Format from '../i18n/format';
import type * as Text from '../i18n/index';
import type * as ZoneRules from '../state/zone-rules';
import type * as Zone from '../time/zone';
import type * as Widget from './App';
import type * as Paging from './Pager';
import type * as Util from './util';

export interface FirstViewRuntime {
  h: typeof Preact.h;
  Fragment: typeof Preact.Fragment;
  batch: typeof Signals.batch;
  signal: typeof Signals.signal;
  computed: typeof Signals.computed;
  effect: typeof Signals.effect;
  ApiError: typeof Errors.ApiError;
  asApiError: typeof Errors.asApiError;
  aborted: typeof Retry.aborted;
  backoffMs: typeof Retry.backoffMs;
  retry: typeof Retry.retry;
  sleep: typeof Retry.sleep;
  formatPrice: typeof Format.formatPrice;
  formatDate: typeof Format.formatDate;
  columnWeekday: typeof Format.columnWeekday;
  formatDuration: typeof Format.formatDuration;
  formatWait: typeof Format.formatWait;
  zoneLabel: typeof Format.zoneLabel;
  addEnglish: typeof Text.addEnglish;
  isolate: typeof Text.isolate;
  zonedEnd: typeof Zone.zonedEnd;
  addDays: typeof Zone.addDays;
  loadZoneRules: typeof ZoneRules.loadZoneRules;
  useT: typeof Util.useT;
  slotWhen: typeof Util.slotWhen;
  contentLanguage: typeof Util.contentLanguage;
  Pager: typeof Paging.Pager;
}

export let h: FirstViewRuntime['h'];
export let Fragment: FirstViewRuntime['Fragment'];
export let batch: FirstViewRuntime['batch'];
export let signal: FirstViewRuntime['signal'];
export let computed: FirstViewRuntime['computed'];
export let effect: FirstViewRuntime['effect'];
export let ApiError: FirstViewRuntime['ApiError'];
export let asApiError: FirstViewRuntime['asApiError'];
export let aborted: FirstViewRuntime['aborted'];
export let backoffMs: FirstViewRuntime['backoffMs'];
export let retry: FirstViewRuntime['retry'];
export let sleep: FirstViewRuntime['sleep'];
export let formatPrice: FirstViewRuntime['formatPrice'];
export let formatDate: FirstViewRuntime['formatDate'];
export let columnWeekday: FirstViewRuntime['columnWeekday'];
export let formatDuration: FirstViewRuntime['formatDuration'];
export let formatWait: FirstViewRuntime['formatWait'];
export let zoneLabel: FirstViewRuntime['zoneLabel'];
export let addEnglish: FirstViewRuntime['addEnglish'];
export let isolate: FirstViewRuntime['isolate'];
export let zonedEnd: FirstViewRuntime['zonedEnd'];
export let addDays: FirstViewRuntime['addDays'];
export let loadZoneRules: FirstViewRuntime['loadZoneRules'];
export let useT: FirstViewRuntime['useT'];
export let slotWhen: FirstViewRuntime['slotWhen'];
export let contentLanguage: FirstViewRuntime['contentLanguage'];
export let Pager: FirstViewRuntime['Pager'];

export function provide(runtime: FirstViewRuntime): void {
  ({
    h,
    Fragment,
    batch,
    signal,
    computed,
    effect,
    ApiError,
    asApiError,
    aborted,
    backoffMs,
    retry,
    sleep,
    formatPrice,
    formatDate,
    columnWeekday,
    formatDuration,
    formatWait,
    zoneLabel,
    addEnglish,
    isolate,
    zonedEnd,
    addDays,
    loadZoneRules,
    useT,
    slotWhen,
    contentLanguage,
    Pager,
  } = runtime);
}

/**
 * What the popup's file (./popup-entry.ts: the popup's button and its dialog, which holds the
 * widget) uses of the first view besides: the widget itself, rendered by the first view's Preact
 * and hooks, its accent fitting and the interface text (to which the popup's file adds its own
 * English, as the booking step's does). The first view hands them over with
 * `providePopup` as soon as that file has loaded (./popup-file.ts).
 */
export interface PopupRuntime extends Pick<FirstViewRuntime, 'h' | 'Fragment' | 'addEnglish'> {
  t: typeof Text.t;
  useRef: typeof Hooks.useRef;
  useLayoutEffect: typeof Hooks.useLayoutEffect;
  isRtl: typeof Text.isRtl;
  App: typeof Widget.App;
  useFittedAccent: typeof Widget.useFittedAccent;
}

export let t: PopupRuntime['t'];
export let useRef: PopupRuntime['useRef'];
export let useLayoutEffect: PopupRuntime['useLayoutEffect'];
export let isRtl: PopupRuntime['isRtl'];
export let App: PopupRuntime['App'];
export let useFittedAccent: PopupRuntime['useFittedAccent'];

export function providePopup(runtime: PopupRuntime): void {
  ({ h, Fragment, addEnglish, t, useRef, useLayoutEffect, isRtl, App, useFittedAccent } = runtime);
}
