import { lazyModule } from './lazy-module';

/** Loaded as the first requests of a schedule-layout widget leave, so that it arrives with their answers. */
const scheduleChunk = lazyModule(() => import('./schedule'), 'the schedule');

export const schedule = scheduleChunk.module;
export const scheduleFailed = scheduleChunk.failed;
export const loadSchedule = scheduleChunk.load;
