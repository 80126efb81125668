import { h } from 'preact';
import type { ApiError } from '../api/errors';
import type { Store } from '../state/store';
import { RetryAlert } from './RetryAlert';

/** Profile, booking types or availability could not be loaded: say why and offer to try again. */
export function LoadAlert({ store, error, what, retry }: { store: Store; error: ApiError; what: 'loadFailed' | 'availabilityFailed'; retry: () => void }) {
  const reason = !store.online() ? 'loadOffline' : error.status === 404 && what === 'loadFailed' ? 'failNotFound' : what;
  return <RetryAlert store={store} text={reason} retry={retry} />;
}
