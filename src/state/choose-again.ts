import { batch } from '@preact/signals';
import type { Store } from './store';

/**
 * The booking step's ways back to choosing a time once a booking has had its answer (the
 * confirmation's and a failure's "Book another", a slot that filled up). Part of the booking
 * step's file: the first view never calls them.
 */

/** "Book another": the same name and email, the notes and consent cleared, the types or the chosen type's times afresh. */
export function bookAnother(store: Store): void {
  const id = store.typeId.value;
  batch(() => {
    store.bookingState.clearAnswer();
    store.slot.value = null;
    store.form.value = { ...store.form.value, notes: '', consent: false };
    store.step.value = store.manyTypes() || !id ? 'type' : 'time';
  });
  if (id) void store.refreshDates(id);
  store.requestFocus('heading');
}

/** After a slot filled up: the time step with fresh availability; the form is kept. */
export function chooseAnotherSlot(store: Store): void {
  batch(() => {
    store.slot.value = null;
    store.step.value = 'time';
  });
  const id = store.typeId.value;
  if (id) void store.refreshDates(id);
}
