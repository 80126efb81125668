import { signal } from '@preact/signals';
import { onDemand } from '../shared/on-demand';
import { provideZoneRules } from '../time/zone';

const zoneRules = onDemand(
  () => import('../time/zone-rules'),
  'the zone rules (times show in the space’s clock alone)',
  'forget',
);

/** Whether the zone rules are here: what shows times before they come reads it, to show them placed in time once they do. */
export const zoneRulesLoaded = signal(false);

/**
 * Loads the zone rules (date-fns-tz's offset reader, src/time/zone-rules.ts) from their chunk,
 * once; started as the first requests leave, so they are here with the
 * answers. Resolves either way: without them, times show in the space's clock alone, as for a
 * zone the browser does not know, and the next call asks again.
 */
export async function loadZoneRules(): Promise<void> {
  const rules = await zoneRules();
  if (!rules) return;
  provideZoneRules(rules.getTimezoneOffset);
  zoneRulesLoaded.value = true;
}
