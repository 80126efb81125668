import { useEffect, useRef } from 'preact/hooks';
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
  /** This view has asked for the file itself: a failed preload in the background is not its failure. */
  const asked = useRef(false);
  /** The visitor pressed Try again: focus follows to the form once it is here. */
  const retried = useRef(false);
  const shown = useRef(true);
  // Each failed load of its own takes focus to the alert (the same alert may fail again).
  const load = () => {
    asked.current = true;
    void loadBookingStep().then((loaded) => {
      if (!loaded && shown.current) store.requestFocus('alert');
    });
  };
  useEffect(() => () => void (shown.current = false), []);
  useEffect(() => {
    if (module) {
      if (retried.current) store.requestFocus('heading');
    } else if (!failed || !asked.current) load();
  }, [module, failed]);
  if (module) {
    const View = module[view];
    return <View store={store} />;
  }
  if (!failed || !asked.current) return <div class="skeleton" aria-hidden="true" />;
  const retry = () => {
    retried.current = true;
    load();
  };
  return <FileAlert store={store} text="bookingStepFailed" retry={retry} />;
}
