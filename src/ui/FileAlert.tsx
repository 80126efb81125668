import { h } from 'preact';
import type { MessageKey } from '../i18n/index';
import type { Store } from '../state/store';
import { useT } from './util';

/** A file of the interface (the booking step, the schedule) could not load: say so and offer to try again. */
export function FileAlert({ store, text, retry }: { store: Store; text: MessageKey; retry: () => void }) {
  const tr = useT(store);
  return (
    <div role="alert" tabIndex={-1} class="alert" part="alert">
      <p>{tr(text)}</p>
      <button type="button" class="primary" onClick={retry}>
        {tr('retry')}
      </button>
    </div>
  );
}
