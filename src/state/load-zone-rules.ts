import { signal } from '@preact/signals';
import { onDemand } from '../shared/on-demand';
import { isZoneRules, takeEarlyZoneRules } from '../shared/early-zone-rules';
import { provideZoneRules } from '../time/zone';

const zoneRules = onDemand(
  () => {
    const early = takeEarlyZoneRules()?.then((rules) => (isZoneRules(rules) ? rules : Promise.reject(new Error('not the zone rules'))));
    return early ? early.catch(() => import('../time/zone-rules')) : import('../time/zone-rules');
  },
  'the zone rules (times show in the space’s clock alone)',
  'forget',
);

/** Read by what shows times, to place them in time once the rules come. */
export const zoneRulesLoaded = signal(false);

/** Resolves either way: without the rules times show in the space's clock alone, and the next call asks again. */
export async function loadZoneRules(): Promise<void> {
  const rules = await zoneRules();
  if (!rules) return;
  provideZoneRules(rules.getTimezoneOffset);
  zoneRulesLoaded.value = true;
}
