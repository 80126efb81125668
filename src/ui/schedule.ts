/// <reference path="./css.d.ts" />
import { enSchedule } from '../i18n/catalogs/en-schedule';

export { Schedule } from './Schedule';
export { default as styles } from './schedule.css?inline';

export { enSchedule as english };
