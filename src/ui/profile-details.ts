/// <reference path="./css.d.ts" />
/** The opening hours and the posts, loaded by ./profile-details-file.ts once the first slots have come. */
import { enProfile } from '../i18n/catalogs/en-profile';

export { OpeningHours } from './OpeningHours';
export { Announcements } from './Announcements';
export { default as styles } from './profile-details.css?inline';

/** Its English text, which its loader adds to every catalog's last resort as it arrives. */
export { enProfile as english };
