import type { Profile } from '../api/types';
import type { Store } from '../state/store';
import { whenFirstSlotsSettled } from '../state/first-slots-settled';
import { lazyModule } from './lazy-module';

const profileDetailsChunk = lazyModule(() => import('./profile-details'), 'the opening hours and posts');

export const profileDetails = profileDetailsChunk.module;

/**
 * Whether the header keeps a line for the opening hours from its first render, so that their
 * arrival moves nothing: the profile has some (of a shape the chunk checks).
 */
export const keepsHoursLine = (profile: Profile): boolean => Array.isArray(profile.open_hours) && profile.open_hours.length > 0;

/** Whether the space's profile has hours to show, or the host asked for its posts. */
function wanted(store: Store): boolean {
  const profile = store.profile.peek();
  return !!profile && (store.config.peek().announcements || keepsHoursLine(profile));
}

/**
 * Loads the chunk when the space has something it shows, once the first slots have been answered:
 * it never delays them. Returns what cancels the wait.
 */
export function loadProfileDetailsWhenWanted(store: Store): () => void {
  if (profileDetails.peek() || !wanted(store)) return () => {};
  return whenFirstSlotsSettled(store, () => void profileDetailsChunk.load());
}
