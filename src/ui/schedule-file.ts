import { runtime } from './first-view-exports';
import type { FirstViewRuntime } from './first-view-runtime';
import { runtimeFile } from './runtime-file';

type ScheduleModule = typeof import('./schedule');

/**
 * The schedule's file (`layout="schedule"`), loaded as the first requests of a widget with the
 * schedule layout leave, so that it arrives with their answers.
 */
const scheduleFile = runtimeFile<FirstViewRuntime, ScheduleModule>('schedule', 'the schedule', runtime);

/** The schedule, once its file has loaded. */
export const schedule = scheduleFile.module;
/** The last attempt to load it failed; the next call to `loadSchedule` tries again. */
export const scheduleFailed = scheduleFile.failed;
export const loadSchedule = scheduleFile.load;
