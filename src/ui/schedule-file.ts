import { lazyModule } from './lazy-module';

/**
 * The schedule's chunk (`layout="schedule"`), loaded as the first requests of a widget with the
 * schedule layout leave, so that it arrives with their answers.
 */
const scheduleChunk = lazyModule(() => import('./schedule'), 'the schedule');

/** The schedule, once its chunk has loaded. */
export const schedule = scheduleChunk.module;
/** The last attempt to load it failed; the next call to `loadSchedule` tries again. */
export const scheduleFailed = scheduleChunk.failed;
export const loadSchedule = scheduleChunk.load;
