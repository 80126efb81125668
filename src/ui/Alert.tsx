import type { ApiError } from '../api/errors';
import type { Store } from '../state/store';
import { useT } from './util';

/** A failed booking: the message (focused by App), and the one thing to do next. Never an override. */
export function FailureAlert({ store }: { store: Store }) {
  const tr = useT(store);
  const view = store.failure.value;
  if (!view) return null;
  const { action } = view;
  return (
    <div role="alert" tabIndex={-1} class="al" part="alert">
      <p>{tr(view.key, view.params)}</p>
      {(action === 'retry' || action === 'reload') && (
        <button type="button" class="p" onClick={action === 'retry' ? () => void store.submit() : store.reload}>
          {tr('retry')}
        </button>
      )}
      {action === 'done' && (
        <button type="button" onClick={store.bookAnother}>
          {tr('bookAnother')}
        </button>
      )}
      {action === 'contact' && view.website && (
        <a href={view.website} target="_blank" rel="noopener noreferrer">
          {tr('visitSpace', view.params)}
        </a>
      )}
    </div>
  );
}

/** Profile, booking types or availability could not be loaded: say so and offer to try again. */
export function LoadAlert({ store, error, what, retry }: { store: Store; error: ApiError; what: 'loadFailed' | 'availabilityFailed'; retry: () => void }) {
  const tr = useT(store);
  return (
    <div role="alert" tabIndex={-1} class="al" part="alert">
      <p>{tr(!store.online() ? 'failOffline' : error.status === 404 && what === 'loadFailed' ? 'failNotFound' : what)}</p>
      <button type="button" class="p" onClick={retry}>
        {tr('retry')}
      </button>
    </div>
  );
}
