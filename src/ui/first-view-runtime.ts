/**
 * What the booking step's file uses of the first view's script: Preact and signals (one copy of
 * each on the page, so the booking step renders with the first view's Preact and its components
 * follow the first view's signals), and the API errors, zone rules, retries and formatting the
 * first view already holds. The booking step's build resolves those imports to this module
 * (vite.config.ts, `sharedWithFirstView`); the first view hands them over with `provide` as soon
 * as the file has loaded, before anything of it runs. The unit tests import the real modules.
 */
import type * as Signals from '@preact/signals';
import type * as Preact from 'preact';
import type * as JsxRuntime from 'preact/jsx-runtime';
import type * as Errors from '../api/errors';
import type * as Retry from '../api/retry';
import type * as Format from '../i18n/format';
import type * as Text from '../i18n/index';
import type * as When from '../i18n/when';
import type * as Zone from '../time/zone';

export interface FirstViewRuntime {
  jsx: typeof JsxRuntime.jsx;
  jsxs: typeof JsxRuntime.jsxs;
  Fragment: typeof Preact.Fragment;
  batch: typeof Signals.batch;
  ApiError: typeof Errors.ApiError;
  asApiError: typeof Errors.asApiError;
  aborted: typeof Retry.aborted;
  backoffMs: typeof Retry.backoffMs;
  retry: typeof Retry.retry;
  sleep: typeof Retry.sleep;
  formatPrice: typeof Format.formatPrice;
  t: typeof Text.t;
  addEnglish: typeof Text.addEnglish;
  describeWhen: typeof When.describeWhen;
  zonedToInstant: typeof Zone.zonedToInstant;
  zonedEnd: typeof Zone.zonedEnd;
}

export let jsx: FirstViewRuntime['jsx'];
export let jsxs: FirstViewRuntime['jsxs'];
export let Fragment: FirstViewRuntime['Fragment'];
export let batch: FirstViewRuntime['batch'];
export let ApiError: FirstViewRuntime['ApiError'];
export let asApiError: FirstViewRuntime['asApiError'];
export let aborted: FirstViewRuntime['aborted'];
export let backoffMs: FirstViewRuntime['backoffMs'];
export let retry: FirstViewRuntime['retry'];
export let sleep: FirstViewRuntime['sleep'];
export let formatPrice: FirstViewRuntime['formatPrice'];
export let t: FirstViewRuntime['t'];
export let addEnglish: FirstViewRuntime['addEnglish'];
export let describeWhen: FirstViewRuntime['describeWhen'];
export let zonedToInstant: FirstViewRuntime['zonedToInstant'];
export let zonedEnd: FirstViewRuntime['zonedEnd'];

export function provide(runtime: FirstViewRuntime): void {
  ({ jsx, jsxs, Fragment, batch, ApiError, asApiError, aborted, backoffMs, retry, sleep, formatPrice, t, addEnglish, describeWhen, zonedToInstant, zonedEnd } = runtime);
}
