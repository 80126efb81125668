import { lazyModule } from './lazy-module';
import { whenIdle } from '../shared/when-idle';

/**
 * The booking step's chunk, loaded as soon as the first slots are painted (idle time), again on
 * a slot's hover, focus or touch (already on its way by then, or loaded), and at the latest when
 * a slot is chosen.
 */
const bookingStepChunk = lazyModule(() => import('./booking-step'), 'the booking step');

/** The booking step, once its chunk has loaded. */
export const bookingStep = bookingStepChunk.module;
/** The last attempt to load it failed; the next call to `loadBookingStep` tries again. */
export const bookingStepFailed = bookingStepChunk.failed;
export const loadBookingStep = bookingStepChunk.load;

/** Loads it when the browser has nothing better to do (the first slots have just been painted). */
export function loadBookingStepWhenIdle(): void {
  if (bookingStep.value) return;
  whenIdle(() => void loadBookingStep());
}
