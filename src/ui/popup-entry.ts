/// <reference path="./css.d.ts" />
// Everything a popup or floating button adds to the inline widget, which never loads it.
import { enPopup } from '../i18n/catalogs/en-popup';

export { controlPopup, type PopupControl, type PopupHost } from './popup-control';
export { default as launcherStyles } from './launcher.css?inline';
export { styles } from './popup-dialog';

export { enPopup as english };
