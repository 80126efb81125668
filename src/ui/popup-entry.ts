/// <reference path="./css.d.ts" />
/**
 * The popup's chunk (`dist/extras/popup-<hash>.js`): everything a popup or floating button adds
 * to the inline widget, loaded by ./popup-file.ts as soon as such an element is on the page (an
 * inline widget never loads it): the button and its stylesheet, the dialog around the widget,
 * the dialog's stylesheet, its opening and closing, and the floating button's hiding
 * (./popup-control.tsx), and their English text.
 */
import { enPopup } from '../i18n/catalogs/en-popup';

export { controlPopup, type PopupControl, type PopupHost } from './popup-control';
export { default as launcherStyles } from './launcher.css?inline';
export { styles } from './popup-dialog';

/** Its English text, which its loader adds to every catalog's last resort as it arrives. */
export { enPopup as english };
