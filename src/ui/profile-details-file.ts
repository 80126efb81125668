import type { Store } from '../state/store';
import { whenFirstSlotsSettled } from '../state/first-slots-settled';
import { lazyModule } from './lazy-module';

/** The opening hours, the links to other sites and the posts, in a chunk of their own. */
const profileDetailsChunk = lazyModule(() => import('./profile-details'), 'the opening hours, links and posts');

/** Its module, once loaded. */
export const profileDetails = profileDetailsChunk.module;

/** Whether the space's profile has hours or links to show, or the host asked for its posts. */
function wanted(store: Store): boolean {
  const profile = store.profile.peek();
  const some = (list: unknown) => Array.isArray(list) && list.length > 0;
  return !!profile && (store.config.peek().announcements || some(profile.open_hours) || some(profile.social_links));
}

/**
 * Loads the chunk when the space has something it shows, once the first slots have been answered:
 * it never delays them. Returns what cancels the wait.
 */
export function loadProfileDetailsWhenWanted(store: Store): () => void {
  if (profileDetails.peek() || !wanted(store)) return () => {};
  return whenFirstSlotsSettled(store, () => void profileDetailsChunk.load());
}
