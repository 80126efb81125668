import { lazyModule } from './lazy-module';

export type PopupModule = typeof import('./popup-entry');

/** Loaded as soon as a popup's element is connected; the visitor's intent or an opening asks again after a failure. */
const popupChunk = lazyModule(() => import('./popup-entry'), 'the popup');

/** The popup's chunk, once it has loaded: one per page, shared by every popup. */
export const loadedPopup = (): PopupModule | null => popupChunk.module.peek();
export const loadPopup = popupChunk.load;
/** Resolves when the popup's chunk has come, however late. */
export const popupArrival = popupChunk.arrival;
