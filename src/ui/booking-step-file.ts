import { runtime } from './first-view-exports';
import type { FirstViewRuntime } from './first-view-runtime';
import { runtimeFile } from './runtime-file';
import { whenIdle } from '../shared/when-idle';

type BookingStepModule = typeof import('./booking-step');

/**
 * The booking step's file, loaded as soon as the first slots are painted (idle time), again on
 * a slot's hover, focus or touch (already on its way by then, or loaded), and at the latest when
 * a slot is chosen.
 */
const bookingStepFile = runtimeFile<FirstViewRuntime, BookingStepModule>('booking-step', 'the booking step', runtime);

/** The booking step, once its file has loaded. */
export const bookingStep = bookingStepFile.module;
/** The last attempt to load it failed; the next call to `loadBookingStep` tries again. */
export const bookingStepFailed = bookingStepFile.failed;
export const loadBookingStep = bookingStepFile.load;

/** Loads it when the browser has nothing better to do (the first slots have just been painted). */
export function loadBookingStepWhenIdle(): void {
  if (bookingStep.value) return;
  whenIdle(() => void loadBookingStep());
}
