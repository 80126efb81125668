import { h } from 'preact';
import { useEffect } from 'preact/hooks';
import type { MessageKey } from '../i18n/index';
import type { DeepLinkNotice } from '../state/deep-link-history';
import type { Store } from '../state/store';
import { useT } from './util';

const TEXT: Record<DeepLinkNotice, MessageKey> = { timeGone: 'linkTimeGone', typeGone: 'linkTypeGone' };

/** What a link the page was opened with could not find, above what opened instead; said once as it appears. */
export function LinkNotice({ store }: { store: Store }) {
  const tr = useT(store);
  const notice = store.deepLinkNotice.value;
  useEffect(() => {
    if (notice) store.say(TEXT[notice]);
  }, [notice]);
  if (!notice) return null;
  return (
    <p class="link-notice">
      {tr(TEXT[notice])}
    </p>
  );
}
