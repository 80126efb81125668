import { h } from 'preact';
import { formatWait } from '../i18n/format';
import { NextTimes } from './NextTimes';
import { sendBooking } from '../state/send';
import type { Store } from '../state/store';
import { useT } from './util';

/** A failed booking: the message (focused by App), and the one thing to do next. Never an override. */
export function FailureAlert({ store }: { store: Store }) {
  const tr = useT(store);
  const view = store.failure.value;
  if (!view) return null;
  const { action, params, refused } = view;
  const { seconds } = params;
  return (
    <div role="alert" tabIndex={-1} class="alert" part="alert">
      <p>{tr(view.key, typeof seconds === 'number' ? { ...params, wait: formatWait(seconds, store.interfaceLocale.value) } : params)}</p>
      {(action === 'retry' || action === 'reload') && (
        <button type="button" class="primary" onClick={action === 'retry' ? () => void sendBooking(store) : store.reload}>
          {tr('retry')}
        </button>
      )}
      {view.offerNextTimes && refused && <NextTimes store={store} view={{ ...view, refused }} />}
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
