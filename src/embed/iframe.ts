import { appendFrame, FALLBACK_HEIGHT, type HeldFrame, type IframeOptions, type SpaceBookingIframe } from './iframe-frame';
import { emitFrom } from './emit';
import { onDemand } from '../shared/on-demand';

export { FALLBACK_HEIGHT, IFRAME_SANDBOX, iframeUrl, type IframeEventMap, type IframeOptions, type SpaceBookingIframe } from './iframe-frame';

const listener = onDemand(() => import('./iframe-listen'), "SpaceBooking.iframe's listener (the frame cannot size itself nor report events)");

/** Appends an iframe showing the widget to `container`, sized by its messages, re-dispatching its events. */
export function createIframe(container: Element | string, options: IframeOptions): SpaceBookingIframe {
  const held = appendFrame(container, options);
  connectIframe(held, options);
  return held.frame;
}

/** Internal (the one-tag script's `SpaceBooking.iframe`). Without its listener the frame still works, at a fixed height, and an `error` event says so. */
export function connectIframe(held: HeldFrame, options: Pick<IframeOptions, 'dataLayer'>): void {
  const { frame } = held;
  // The element's events go out as the element's own do: attribution added, data layer mirrored.
  const emit = emitFrom(frame, () => options.dataLayer === true);
  void listener().then((m) => {
    held.release();
    if (m) m.listenToFrame(frame, held.origin, emit, held.early);
    else {
      frame.style.height = FALLBACK_HEIGHT;
      emit('space-booking:error', { stage: 'helper', kind: 'network' });
    }
  });
}
