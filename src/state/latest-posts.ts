import { anySignal } from '../api/http';
import { latestPosts } from '../api/posts';
import type { Post } from '../api/types';
import type { Store } from './store';

/** Posts shown at most (`announcements`). */
export const POSTS_SHOWN = 3;

/**
 * `locale`: the one the profile on screen is written in (the API matches it exactly). None when
 * they cannot be loaded: they are news beside the booking, never in its way.
 */
export async function latestPostsIn(store: Pick<Store, 'client' | 'session' | 'config'>, locale: string, signal: AbortSignal): Promise<Post[]> {
  const client = store.client();
  if (!client) return [];
  try {
    return await latestPosts(client, store.config.peek().handle, POSTS_SHOWN, { locale, signal: anySignal([signal, store.session()]) });
  } catch {
    return [];
  }
}
