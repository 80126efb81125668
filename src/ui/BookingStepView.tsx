import { useSignal } from '@preact/signals';
import { h } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Store } from '../state/store';
import { bookingStep, bookingStepFailed, loadBookingStep } from './booking-step-file';
import { RetryAlert } from './RetryAlert';

/**
 * The details and the confirmation, from the booking step's file: usually loaded while the
 * visitor chose a time; else loading now, or, when it could not load, an alert with Try again
 * and Back (the chosen slot and anything typed are kept).
 */
export function BookingStepView({ store, view }: { store: Store; view: 'Details' | 'Confirmation' }) {
  const module = bookingStep.value;
  const failed = bookingStepFailed.value;
  /**
   * This view's own loads: only a load it asked for and saw fail shows the alert (a preload in the
   * background, or another widget's, is not its failure), and each new attempt shows a new alert.
   */
  const attempt = useSignal<'none' | 'loading' | 'done'>('none');
  /** The visitor pressed Try again: focus follows to the form once it is here. */
  const retried = useRef(false);
  const shown = useRef(true);
  const load = () => {
    attempt.value = 'loading';
    void loadBookingStep().then((loaded) => {
      if (!shown.current) return;
      attempt.value = 'done';
      if (!loaded) store.requestFocus('alert');
    });
  };
  useEffect(() => () => void (shown.current = false), []);
  useEffect(() => {
    if (module) {
      if (retried.current) store.requestFocus('heading');
    } else if (attempt.value === 'none') load();
  }, [module]);
  if (module) {
    const View = module[view];
    return <View store={store} />;
  }
  if (attempt.value !== 'done' || !failed) return <div class="skeleton" aria-hidden="true" />;
  const retry = () => {
    retried.current = true;
    load();
  };
  // The details have a step back, to the times, as their own Back button does.
  return <RetryAlert store={store} text="bookingStepFailed" retry={retry} back={view === 'Details' ? store.back : undefined} />;
}
