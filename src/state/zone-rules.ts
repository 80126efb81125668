import { loadBesideScript } from '../shared/beside-script';
import { provideZoneRules } from '../time/zone';

let loading: Promise<void> | undefined;

/**
 * Loads the zone rules (date-fns-tz's offset reader, src/time/zone-rules.ts) from their file
 * beside the script, once; started as the first requests leave, so they are here with the
 * answers. Resolves either way: without them, times show in the space's clock alone, as for a
 * zone the browser does not know, and the next call asks again.
 */
export function loadZoneRules(): Promise<void> {
  return (loading ??= loadBesideScript<typeof import('../time/zone-rules')>('zone-rules').then(
    (rules) => provideZoneRules(rules.getTimezoneOffset),
    (error: unknown) => {
      console.error('space-booking: the zone rules did not load (times show in the space’s clock alone)', error);
      loading = undefined;
    },
  ));
}
