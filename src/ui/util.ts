import { t, type MessageKey } from '../i18n/index';
import type { Store } from '../state/store';

/** Interface text of the store's current language. */
export function useT(store: Store) {
  const messages = store.messages.value;
  return (key: MessageKey, params?: Record<string, string | number>) => t(messages, key, params);
}
