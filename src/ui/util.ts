import type { Slot } from '../api/types';
import { isRtl, sameLanguage, t, type MessageKey } from '../i18n/index';
import { describeWhen, type When } from '../i18n/when';
import type { Store } from '../state/store';
import { zoneRulesLoaded } from '../state/zone-rules';

/** Interface text of the store's current language. */
export function useT(store: Store) {
  const messages = store.messages.value;
  return (key: MessageKey, params?: Record<string, string | number>) => t(messages, key, params);
}

/**
 * `lang` (and `dir`, where it differs) for the space's own text, its names, titles and
 * descriptions, where that text is in another language than the interface: the closest locale
 * the space lists (an Arabic interface over a space that writes only English). Nothing where they
 * are the same language, so a screen reader reads each part in its own language.
 */
export function contentLanguage(store: Store): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const content = store.contentLocale.value;
  const spoken = store.interfaceLocale.value;
  if (!content || sameLanguage(content, spoken)) return {};
  const rtl = isRtl(content);
  return rtl === isRtl(spoken) ? { lang: content } : { lang: content, dir: rtl ? 'rtl' : 'ltr' };
}

/**
 * When a slot of the store's space is (space's time, visitor's time, instant), for a render: a
 * slot may show before the zone rules that place it in time have come (where the visitor's zone
 * is the space's), and the render follows their arrival.
 */
export function slotWhen(store: Store, slot: Pick<Slot, 'date' | 'start_time'>, zone: string): When {
  // Read for its change alone.
  zoneRulesLoaded.value;
  return describeWhen(slot, zone, store.visitorZone(), store.interfaceLocale.value);
}
