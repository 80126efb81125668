// A chunk of its own (src/state/load-zone-rules.ts): evaluating date-fns-tz builds an Intl formatter.
export { getTimezoneOffset } from 'date-fns-tz';
