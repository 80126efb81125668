import { h } from 'preact';
import type { ApiError } from '../api/errors';
import { formatWait } from '../i18n/format';
import type { Store } from '../state/store';
import { RetryAlert } from './RetryAlert';

/**
 * Profile, booking types or availability could not be loaded: say why and offer to try again. A
 * rate limit or a server error that asked for a wait (`Retry-After`: longer than the automatic
 * retries wait out, or still there once they ran out) says how long. A page set up wrong (its
 * handle or API address missing or malformed, so nothing could be asked) offers no Try again,
 * which could never succeed: the console says what to mend.
 */
export function LoadAlert({ store, error, what, retry }: { store: Store; error: ApiError; what: 'loadFailed' | 'availabilityFailed'; retry: () => void }) {
  const { status = 0, retryAfter } = error;
  if (what === 'loadFailed' && error.kind === 'invalid_input') return <RetryAlert store={store} text="loadSetup" />;
  const wait = (status === 429 || status >= 500) && retryAfter ? formatWait(retryAfter, store.interfaceLocale.value) : '';
  const reason = !store.online() ? 'loadOffline' : status === 404 && what === 'loadFailed' ? 'failNotFound' : wait ? 'loadBusy' : what;
  return <RetryAlert store={store} text={reason} params={{ wait }} retry={retry} />;
}
