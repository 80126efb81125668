import type { Emit } from '../state/events';
import { RESIZE, parseFrameMessage } from './messages';

const emitters = new WeakMap<HTMLIFrameElement, Emit>();

/** Accepts messages only from this iframe's window and from `origin`, the frame page's. */
export function listenToFrame(frame: HTMLIFrameElement, origin: string, emit: Emit, early: readonly MessageEvent[] = []): void {
  const view = frame.ownerDocument.defaultView ?? window;
  // Held weakly: a frame the page dropped for good takes the listener with it, while one taken out
  // and put back (a tab view, a cached route) is heard again.
  const held = new WeakRef(frame);
  emitters.set(frame, emit);
  // Its own `frame` and `emit`, from the weak holds: the listener keeps neither parameter.
  const receive = (event: MessageEvent) => {
    const frame = held.deref();
    const emit = frame && emitters.get(frame);
    if (!frame || !emit) return view.removeEventListener('message', receive);
    if (!frame.isConnected || event.source === null || event.source !== frame.contentWindow || event.origin !== origin) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    if (message.type === RESIZE) {
      frame.style.height = `${message.height}px`;
      frame.dispatchEvent(new CustomEvent(RESIZE, { detail: { height: message.height }, bubbles: true, composed: true }));
    } else emit(message.type, ('booking' in message ? { booking: message.booking } : message.detail) as never);
  };
  early.forEach(receive);
  view.addEventListener('message', receive);
}
