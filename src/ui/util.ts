import type { Slot } from '../api/types';
import { formatCount } from '../i18n/format';
import { isRtl, t, type Catalog, type MessageKey } from '../i18n/index';
import { describeWhen, type When } from '../i18n/when';
import type { Store } from '../state/store';
import { zoneRulesLoaded } from '../state/load-zone-rules';

/** Interface text from `messages`, its numbers in the digits of `locale`. */
export const translator =
  (messages: Catalog, locale: string) =>
  (key: MessageKey, params?: Record<string, string | number>): string =>
    t(messages, key, params, (count) => formatCount(count, locale));

/** Interface text of the store's current language, its numbers in the interface's digits. */
export const useT = (store: Store) => translator(store.messages.value, store.interfaceLocale.value);

/**
 * `lang` (and `dir`, where it differs from the interface's) for the space's own text, that of its
 * profile (name, tagline, location) or of its booking types (titles, descriptions, categories):
 * the locale its answer was written in, which may be another language than the interface's (an
 * Arabic interface over a space that writes only English), so a screen reader reads each part in
 * its own language. Always said: Preact empties an attribute it stops setting, and `lang=""`
 * would be an unknown language.
 */
export function contentLanguage(store: Store, of: 'profile' | 'types'): { lang: string; dir?: 'ltr' | 'rtl' } {
  const spoken = store.interfaceLocale.value;
  const written = store.writtenIn[of].value ?? spoken;
  const rtl = isRtl(written);
  return { lang: written, dir: rtl === isRtl(spoken) ? undefined : rtl ? 'rtl' : 'ltr' };
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
