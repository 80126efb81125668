import { batch } from '@preact/signals';
import type { Store } from './store';

// Part of the booking step's file: the first view never calls these.

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

export function chooseAnotherSlot(store: Store): void {
  batch(() => {
    store.slot.value = null;
    store.step.value = 'time';
  });
  const id = store.typeId.value;
  if (id) void store.refreshDates(id);
}
