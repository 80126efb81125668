import { lazyModule } from './lazy-module';

export type PopupModule = typeof import('./popup-entry');

/** Loaded as soon as a popup's element is connected; the visitor's intent or an opening asks again after a failure. */
const popupChunk = lazyModule(() => import('./popup-entry'), 'the popup');

export const loadedPopup = (): PopupModule | null => popupChunk.module.peek();
export const loadPopup = popupChunk.load;
export const popupArrival = popupChunk.arrival;
