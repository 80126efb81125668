import { h } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Store } from '../state/store';
import { bookingStep, bookingStepFailed, loadBookingStep } from './booking-step-file';
import { useFileAttempts } from './file-attempts';
import { RetryAlert } from './RetryAlert';

export function BookingStepView({ store, view }: { store: Store; view: 'Details' | 'Confirmation' }) {
  const module = bookingStep.value;
  const failed = bookingStepFailed.value;
  /** Only a load this view asked for and saw fail shows the alert: a background preload's failure is not its own. */
  const { attempt, start, retry } = useFileAttempts(store, module, loadBookingStep);
  useEffect(() => {
    if (!module && attempt.value === 'none') start();
  }, [module]);
  if (module) {
    const View = module[view];
    return <View store={store} />;
  }
  if (attempt.value !== 'done' || !failed) return <div class="skeleton" aria-hidden="true" />;
  // The details have a step back, to the times, as their own Back button does.
  return <RetryAlert store={store} text="bookingStepFailed" retry={retry} back={view === 'Details' ? store.back : undefined} />;
}
