/// <reference path="./css.d.ts" />
/**
 * The booking step's chunk, loaded on demand by ./booking-step-file.ts while the visitor looks at
 * the first slots: the form, the submit with its idempotency keys and Web Locks, failure
 * messages with the next open times, what a deep link could not open, Share, the confirmation
 * with its calendar file, their stylesheet and their English text.
 */
import { enBookingStep } from '../i18n/catalogs/en-booking-step';

export { Details } from './Details';
export { Confirmation } from './Confirmation';
export { FailureAlert } from './FailureAlert';
export { LinkNotice } from './LinkNotice';
export { default as styles } from './booking-step.css?inline';

/** Its English text, which its loader adds to every catalog's last resort as it arrives. */
export { enBookingStep as english };
