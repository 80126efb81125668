import type { ContentOptions, Client } from './client';
import { isPage } from './client';
import type { Page, Post } from './types';
import { postsOf } from './validate-content';

/**
 * GET `/public/{handle}/posts`: the first `limit` posts in `options.locale`, which the API matches
 * exactly (a locale without posts has none, none substituted). A route of its own, outside the
 * client, so that only the chunk that shows posts carries it.
 */
export async function latestPosts(client: Pick<Client, 'read'>, handle: string, limit: number, options: ContentOptions): Promise<Post[]> {
  const page = await client.read<Page<unknown>>(handle, '/posts', { locale: options.locale, limit }, isPage, options);
  const newestFirst = (post: Post) => -(Date.parse(post.published_at ?? '') || 0);
  return postsOf(page.data)
    .sort((a, b) => newestFirst(a) - newestFirst(b))
    .slice(0, limit);
}
