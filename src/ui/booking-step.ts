/// <reference path="./css.d.ts" />
/**
 * The booking step's file (`dist/booking-step-<hash>.js`), loaded on demand by
 * ./booking-step-file.ts while the visitor looks at the first slots: the form, the submit with
 * its idempotency keys and Web Locks, failure messages, the confirmation with its calendar file,
 * their stylesheet and their English text. It runs on the first view's Preact and signals (./first-view-runtime.ts).
 */
import { enBookingStep } from '../i18n/catalogs/en-booking-step';
import { addEnglish } from '../i18n/index';
import { provide as provideRuntime, type FirstViewRuntime } from './first-view-runtime';

export { Details } from './Details';
export { Confirmation } from './Confirmation';
export { FailureAlert } from './FailureAlert';
export { default as styles } from './booking-step.css?inline';

/** Called by the first view as soon as this file has loaded, before anything of it runs. */
export function provide(runtime: FirstViewRuntime): void {
  provideRuntime(runtime);
  // The booking step's English: the text of every catalog's last resort, here as in the first view.
  addEnglish(enBookingStep);
}
