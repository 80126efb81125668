import { batch, computed, effect, signal } from '@preact/signals';
import { Fragment, h } from 'preact';
import { ApiError, asApiError } from '../api/errors';
import { aborted, backoffMs, retry, sleep } from '../api/retry';
import { columnWeekday, formatDate, formatDuration, formatPrice, formatWait, zoneLabel } from '../i18n/format';
import { addEnglish, isolate } from '../i18n/index';
import { loadZoneRules } from '../state/zone-rules';
import { addDays, zonedEnd } from '../time/zone';
import type { FirstViewRuntime } from './first-view-runtime';
import { Pager } from './Pager';
import { contentLanguage, slotWhen, useT } from './util';

/**
 * What the files loaded on demand (the booking step, the schedule) run on: the first view's own
 * copies, handed over as each file loads (see ./first-view-runtime.ts).
 */
export const runtime: FirstViewRuntime = {
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
};
