/// <reference path="./css.d.ts" />
/**
 * The schedule's file (`dist/schedule-<hash>.js`, `layout="schedule"`), loaded by
 * ./schedule-file.ts as the widget's first requests leave: every booking type's sessions a week
 * at a time, by day, with filters, its state, its stylesheet and its English text. It runs on the
 * first view's Preact and signals (./first-view-runtime.ts).
 */
import { enSchedule } from '../i18n/catalogs/en-schedule';
import { addEnglish } from '../i18n/index';
import { provide as provideRuntime, type FirstViewRuntime } from './first-view-runtime';

export { Schedule } from './Schedule';
export { default as styles } from './schedule.css?inline';

/** Called by the first view as soon as this file has loaded, before anything of it runs. */
export function provide(runtime: FirstViewRuntime): void {
  provideRuntime(runtime);
  // The schedule's English: the text of every catalog's last resort, here as in the first view.
  addEnglish(enSchedule);
}
