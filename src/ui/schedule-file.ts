import { batch, signal } from '@preact/signals';
import { loadBesideScript } from '../shared/beside-script';
import { onDemand } from '../shared/on-demand';
import { runtime } from './first-view-exports';

type ScheduleModule = typeof import('./schedule');

/** The schedule (`layout="schedule"`), once its file has loaded: one per page, shared by every widget. */
export const schedule = signal<ScheduleModule | null>(null);
/** The last attempt to load it failed; the next call to `loadSchedule` tries again. */
export const scheduleFailed = signal(false);

const scheduleFile = onDemand(() => loadBesideScript<ScheduleModule>('schedule'), 'the schedule', 'forget');

/**
 * Loads the schedule's file, once: as the first requests of a widget with the schedule layout
 * leave, so that it arrives with their answers. A failed load is forgotten, so the next call asks again.
 */
export async function loadSchedule(): Promise<ScheduleModule | null> {
  const module = await scheduleFile();
  if (module && !schedule.value) module.provide(runtime);
  batch(() => {
    if (module) schedule.value = module;
    scheduleFailed.value = !module;
  });
  return module;
}
