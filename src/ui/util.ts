import type { Slot } from '../api/types';
import { formatCount } from '../i18n/format';
import { isRtl, t, type Catalog, type MessageKey } from '../i18n/index';
import { describeWhen, type When } from '../i18n/when';
import type { Store } from '../state/store';
import { zoneRulesLoaded } from '../state/load-zone-rules';

export const translator =
  (messages: Catalog, locale: string) =>
  (key: MessageKey, params?: Record<string, string | number>): string =>
    t(messages, key, params, (count) => formatCount(count, locale));

export const useT = (store: Store) => translator(store.messages.value, store.interfaceLocale.value);

/**
 * The space may write in another language than the interface's: a screen reader reads each in its own. Always said: Preact
 * empties an attribute it stops setting, and `lang=""` would be an unknown language.
 */
export function contentLanguage(store: Store, of: 'profile' | 'types'): { lang: string; dir?: 'ltr' | 'rtl' } {
  const spoken = store.interfaceLocale.value;
  const written = store.writtenIn[of].value ?? spoken;
  const rtl = isRtl(written);
  return { lang: written, dir: rtl === isRtl(spoken) ? undefined : rtl ? 'rtl' : 'ltr' };
}

/** A slot may show before the zone rules have come (where the visitor's zone is the space's); the render follows their arrival. */
export function slotWhen(store: Store, slot: Pick<Slot, 'date' | 'start_time'>, zone: string): When {
  // Read for its change alone.
  zoneRulesLoaded.value;
  return describeWhen(slot, zone, store.visitorZone(), store.interfaceLocale.value);
}
