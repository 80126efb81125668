import { h, type RefObject } from 'preact';
import type { MessageKey } from '../i18n/index';
import type { Store } from '../state/store';
import { useT } from './util';

/** Without `retry` (what could never succeed), it only says so. */
export function RetryAlert({
  store,
  text,
  params,
  retry,
  back,
  alertRef,
}: {
  store: Store;
  text: MessageKey;
  params?: Record<string, string>;
  retry?: () => void;
  back?: () => void;
  alertRef?: RefObject<HTMLDivElement>;
}) {
  const tr = useT(store);
  return (
    <div role="alert" tabIndex={-1} class="alert" part="alert" ref={alertRef}>
      <p>{tr(text, params)}</p>
      {retry && (
        <div class="row">
          <button type="button" class="primary" onClick={retry}>
            {tr('retry')}
          </button>
          {back && (
            <button type="button" onClick={back}>
              {tr('back')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
