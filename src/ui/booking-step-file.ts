import { lazyModule } from './lazy-module';
import { whenIdle } from '../shared/when-idle';

// Loaded in idle time once the first slots are painted, again on a slot's hover, focus or touch,
// and at the latest when a slot is chosen.
const bookingStepChunk = lazyModule(() => import('./booking-step'), 'the booking step');

export const bookingStep = bookingStepChunk.module;
export const bookingStepFailed = bookingStepChunk.failed;
export const loadBookingStep = bookingStepChunk.load;

export function loadBookingStepWhenIdle(): void {
  if (bookingStep.value) return;
  whenIdle(() => void loadBookingStep());
}
