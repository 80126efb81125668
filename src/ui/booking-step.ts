/// <reference path="./css.d.ts" />
/**
 * The booking step's file (`dist/booking-step-<hash>.js`), loaded on demand by
 * ./booking-step-file.ts while the visitor looks at the first slots: the form, the submit with
 * its idempotency keys and Web Locks, failure messages, the confirmation with its calendar file,
 * and their stylesheet. It runs on the first view's Preact and signals (./first-view-runtime.ts).
 */
export { provide } from './first-view-runtime';
export { Details } from './Details';
export { Confirmation } from './Confirmation';
export { FailureAlert } from './FailureAlert';
export { default as styles } from './booking-step.css?inline';
