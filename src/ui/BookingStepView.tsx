import { useEffect } from 'preact/hooks';
import type { Store } from '../state/store';
import { bookingStep, bookingStepFailed, loadBookingStep } from './booking-step-file';
import { FileAlert } from './FileAlert';

/**
 * The details and the confirmation, from the booking step's file: usually loaded while the
 * visitor chose a time; else loading now, or, when it could not load, an alert with Try again
 * (the chosen slot and anything typed are kept).
 */
export function BookingStepView({ store, view }: { store: Store; view: 'Details' | 'Confirmation' }) {
  const module = bookingStep.value;
  const failed = bookingStepFailed.value;
  useEffect(() => {
    if (!module && !failed) void loadBookingStep();
    if (failed) store.requestFocus('alert');
  }, [module, failed]);
  if (module) {
    const View = module[view];
    return <View store={store} />;
  }
  if (!failed) return <div class="skeleton" aria-hidden="true" />;
  return <FileAlert store={store} text="bookingStepFailed" retry={() => void loadBookingStep()} />;
}
