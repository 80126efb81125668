import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Post } from '../api/types';
import { excerpt } from '../i18n/excerpt';
import { latestPostsIn } from '../state/latest-posts';
import type { Store } from '../state/store';
import { contentLanguage, useT } from './util';

/**
 * The space's latest posts (`announcements`), in the locale its profile on screen is written in.
 * Nothing while they are on their way: nothing appears, then moves, above the types.
 */
export function Announcements({ store }: { store: Store }) {
  const tr = useT(store);
  const locale = store.writtenIn.profile.value;
  const handle = store.config.value.handle;
  const [shown, setShown] = useState<{ locale: string; posts: Post[] } | null>(null);
  useEffect(() => {
    if (!locale) return;
    const request = new AbortController();
    void latestPostsIn(store, locale, request.signal).then((posts) => request.signal.aborted || setShown({ locale, posts }));
    return () => request.abort();
  }, [handle, locale]);
  if (!shown || shown.locale !== locale || !shown.posts.length) return null;
  const content = contentLanguage(store, 'profile');
  return (
    <section class="posts" part="announcements" aria-labelledby="posts-heading">
      <h3 id="posts-heading">{tr('postsHeading')}</h3>
      <ul>
        {shown.posts.map((post) => {
          const summary = post.excerpt ?? post.body;
          return (
            <li key={post.id || post.title} part="announcement" {...content}>
              <h4>
                {post.url ? (
                  <a href={post.url} target="_blank" rel="noopener noreferrer">
                    {post.title}
                  </a>
                ) : (
                  post.title
                )}
              </h4>
              {summary && <p class="muted">{excerpt(summary, content.lang)}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
