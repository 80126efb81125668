import { effect, type ReadonlySignal } from '@preact/signals';
import type { ApiError } from '../api/errors';
import type { BookingType, Profile } from '../api/types';
import { whenIdle } from '../shared/when-idle';
import type { AvailabilityCache } from './availability';

interface FirstView {
  profile: ReadonlySignal<Profile | null>;
  types: ReadonlySignal<BookingType[] | null>;
  loadError: ReadonlySignal<ApiError | null>;
  availability: Pick<AvailabilityCache, 'of'>;
}

/**
 * In the idle time after the first slots (or a failed load, which has nothing more to wait for):
 * what is not needed to book (the opening hours, the posts, the structured data) never delays
 * them. Returns a function that cancels it.
 */
export function whenFirstSlotsSettled(view: FirstView, task: () => void): () => void {
  let cancelIdle = () => {};
  let done = false;
  const settled = () => {
    if (view.loadError.value) return true;
    const types = view.types.value;
    if (!view.profile.value || !types) return false;
    return types.every((type) => !view.availability.of(type.id).value.loading);
  };
  const stop = effect(() => {
    cancelIdle();
    if (done || !settled()) return;
    // A type's times are asked for as its list arrives, in the same task: whether they are on
    // their way is read again once the browser is idle.
    cancelIdle = whenIdle(() => {
      if (done || !settled()) return;
      done = true;
      task();
      stop();
    });
  });
  return () => {
    done = true;
    cancelIdle();
    stop();
  };
}
