/**
 * The part of date-fns-tz the zone code uses, as its own module: `zone.ts` imports it only
 * on demand (see `loadZoneRules`), and a module of one export keeps the rest of the library out.
 */
export { getTimezoneOffset } from 'date-fns-tz';
