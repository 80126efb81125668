import { h } from 'preact';
import { socialLinksOf } from '../api/validate';
import type { Store } from '../state/store';
import { siteName } from './site-name';
import { useT } from './util';

/**
 * The space's pages on other sites, each named by its site; only http(s) addresses become links.
 * In the first view: links that wrap, shown with the header, move nothing when they come.
 */
export function SocialLinks({ store }: { store: Store }) {
  const tr = useT(store);
  const links = socialLinksOf(store.profile.value?.social_links);
  if (!links.length) return null;
  return (
    <ul class="social-links" part="social-links" aria-label={tr('socialLinksLabel')}>
      {links.map((url) => (
        <li key={url.href}>
          <a href={url.href} target="_blank" rel="noopener noreferrer">
            {siteName(url)}
          </a>
        </li>
      ))}
    </ul>
  );
}
