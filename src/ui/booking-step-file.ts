import { batch, signal } from '@preact/signals';
import { loadBesideScript } from '../shared/beside-script';
import { onDemand } from '../shared/on-demand';
import { runtime } from './first-view-exports';

type BookingStepModule = typeof import('./booking-step');

/** The booking step, once its file has loaded: one per page, shared by every widget. */
export const bookingStep = signal<BookingStepModule | null>(null);
/** The last attempt to load it failed; the next call to `loadBookingStep` tries again. */
export const bookingStepFailed = signal(false);

const bookingStepFile = onDemand(() => loadBesideScript<BookingStepModule>('booking-step'), 'the booking step', 'forget');

/**
 * Loads the booking step's file, once: as soon as the first slots are painted (idle time), again
 * on a slot's hover, focus or touch (already on its way by then, or loaded), and at the latest
 * when a slot is chosen. A failed load is forgotten, so the next call asks again.
 */
export async function loadBookingStep(): Promise<BookingStepModule | null> {
  const module = await bookingStepFile();
  if (module && !bookingStep.value) module.provide(runtime);
  batch(() => {
    if (module) bookingStep.value = module;
    bookingStepFailed.value = !module;
  });
  return module;
}

/** Loads it when the browser has nothing better to do (the first slots have just been painted). */
export function loadBookingStepWhenIdle(): void {
  if (bookingStep.value) return;
  const load = () => void loadBookingStep();
  if ('requestIdleCallback' in globalThis) requestIdleCallback(load, { timeout: 1000 });
  else setTimeout(load, 1);
}
