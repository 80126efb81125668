/// <reference path="./css.d.ts" />
/**
 * The schedule's chunk (`layout="schedule"`), loaded by ./schedule-file.ts as the widget's first
 * requests leave: every booking type's sessions a week at a time, by day, with filters, its
 * state, its stylesheet and its English text.
 */
import { enSchedule } from '../i18n/catalogs/en-schedule';

export { Schedule } from './Schedule';
export { default as styles } from './schedule.css?inline';

/** Its English text, which its loader adds to every catalog's last resort as it arrives. */
export { enSchedule as english };
