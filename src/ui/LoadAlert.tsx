import { h } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { answerMeaning } from '../api/answer-meaning';
import type { ApiError } from '../api/errors';
import { formatWait } from '../i18n/format';
import type { MessageKey } from '../i18n/index';
import type { Store } from '../state/store';
import { RetryAlert } from './RetryAlert';

/**
 * No Try again where it could never succeed (a page set up wrong, a space the API does not know): the console says what to mend.
 * Back online, a failed load is tried again; from the alert itself (focus on it or its button), as the visitor's Try again.
 */
export function LoadAlert({ store, error, what, retry }: { store: Store; error: ApiError; what: 'loadFailed' | 'availabilityFailed'; retry: () => void }) {
  const { status = 0, retryAfter } = error;
  const alert = useRef<HTMLDivElement>(null);
  // From the moment the alert shows: the connection may come back before the next frame.
  useLayoutEffect(() => {
    if (error.kind !== 'network') return;
    const reconnected = () => {
      const el = alert.current;
      // The alert's own root: a page may hold the widget in a closed shadow root of its own.
      if (el?.contains((el.getRootNode() as Document | ShadowRoot).activeElement)) retry();
      else store.reconnected();
    };
    addEventListener('online', reconnected);
    return () => removeEventListener('online', reconnected);
  }, [error]);
  const meaning = answerMeaning(error);
  if (what === 'loadFailed' && meaning === 'not-sent') return <RetryAlert store={store} text="loadSetup" />;
  const wait = (meaning === 'rate-limited' || meaning === 'server-error') && retryAfter ? formatWait(retryAfter, store.interfaceLocale.value) : '';
  const unknownSpace = meaning === 'refused' && status === 404 && what === 'loadFailed';
  const reason: MessageKey = !store.online() ? 'loadOffline' : unknownSpace ? 'failNotFound' : wait ? 'loadBusy' : what;
  return <RetryAlert store={store} text={reason} params={{ wait }} retry={unknownSpace ? undefined : retry} alertRef={alert} />;
}
