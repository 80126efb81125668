/// <reference path="./css.d.ts" />
/** The booking step's chunk, loaded by ./booking-step-file.ts while the visitor looks at the first slots. */
import { enBookingStep } from '../i18n/catalogs/en-booking-step';

export { Details } from './Details';
export { Confirmation } from './Confirmation';
export { FailureAlert } from './FailureAlert';
export { LinkNotice } from './LinkNotice';
export { default as styles } from './booking-step.css?inline';

/** Its English text, which its loader adds to every catalog's last resort as it arrives. */
export { enBookingStep as english };
