import { h } from 'preact';
import type { ApiError } from '../api/errors';
import type { Store } from '../state/store';
import { useT } from './util';

/** Profile, booking types or availability could not be loaded: say so and offer to try again. */
export function LoadAlert({ store, error, what, retry }: { store: Store; error: ApiError; what: 'loadFailed' | 'availabilityFailed'; retry: () => void }) {
  const tr = useT(store);
  return (
    <div role="alert" tabIndex={-1} class="alert" part="alert">
      <p>{tr(!store.online() ? 'failOffline' : error.status === 404 && what === 'loadFailed' ? 'failNotFound' : what)}</p>
      <button type="button" class="primary" onClick={retry}>
        {tr('retry')}
      </button>
    </div>
  );
}
