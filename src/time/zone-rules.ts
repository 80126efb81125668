/**
 * The part of date-fns-tz the zone code uses, as a chunk of its own (see src/state/load-zone-rules.ts):
 * evaluating the library builds an Intl formatter.
 */
export { getTimezoneOffset } from 'date-fns-tz';
