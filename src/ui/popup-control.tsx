import { h, type VNode } from 'preact';
import type { Catalog } from '../i18n/index';
import type { Store } from '../state/store';
import { Popup, type PopupPosition } from './Popup';
import { deepActiveElement } from '../shared/deep-active-element';
import { openModal } from './popup-dialog';

/** What the controller reads of a popup's element (src/embed/element.ts) and asks of it. */
export interface PopupHost {
  readonly element: HTMLElement & {
    readonly mode: string;
    readonly position: PopupPosition;
    readonly buttonText: string;
    readonly handle: string;
    prepare(): void;
    open(opener: HTMLElement): Promise<void>;
  };
  /** The widget's state: null until the visitor shows intent. */
  store(): Store | null;
  /** Whether the element shows its own button: not when opened from code (`SpaceBooking.popup`, `bindPopup`). */
  launcher(): boolean;
  /** The button's interface text and language until the widget starts. */
  messages(): Catalog;
  locale(): string;
  /** The locale asked (the page's), which the host's own button text is in. */
  pageLocale(): string;
  /** Adds the dialog's stylesheet (./popup-dialog.ts) to the element's shadow root; called before the dialog opens. */
  adoptDialogStyles(): void;
}

/** A popup's button and dialog, which its element renders: what a popup adds to the inline widget. */
export interface PopupControl {
  /**
   * The button and, once the widget has started, the dialog around it. A floating button the
   * visitor hid for this visit hides its element instead: the button is drawn only from here.
   */
  view(): VNode;
  /** Whether the dialog is rendered. */
  hasDialog(): boolean;
  /** Opens the dialog as a modal, where it is rendered and closed; focus goes back to `opener` when it closes. */
  open(opener: HTMLElement | null): void;
  /** Closes the dialog, keeping the step and what was typed. */
  close(): void;
  /**
   * The element stops showing its popup (it left the page, or became inline): an open dialog
   * closes as the visitor would close it, the page scrolls again, and the element shows again if
   * only the visitor's hiding of the floating button hid it.
   */
  release(): void;
}

/** The floating button hidden for this visit, per space. */
const dismissKey = (handle: string) => `space-booking:hide-launcher:${handle}`;

/** The popup of one element: created once its chunk is here, and kept while the element lives. */
export function controlPopup(host: PopupHost): PopupControl {
  const { element } = host;
  const dialog: { current: HTMLDialogElement | null } = { current: null };
  /** Where focus goes back to when the dialog closes. */
  let opener: HTMLElement | null = null;
  /** What had focus as the dialog opened: where the dialog itself gives focus back as it closes. */
  let focusedBefore: HTMLElement | null = null;
  /** Set while the dialog is open (its closing is handled once, however it comes): lifts the scroll lock. */
  let unlockScroll: (() => void) | null = null;

  function dismissed(): boolean {
    try {
      return element.mode === 'floating' && sessionStorage.getItem(dismissKey(element.handle.trim())) === '1';
    } catch {
      return false;
    }
  }

  /** The element is hidden because the visitor hid its floating button, not by the host. */
  let hiddenForVisit = false;
  const hideForVisit = () => void (element.hidden = hiddenForVisit = true);
  /** Another mode or another space: the visitor hid that button, not this one. */
  function showAgain(): void {
    if (hiddenForVisit) element.hidden = hiddenForVisit = false;
  }

  function dismiss(): void {
    try {
      sessionStorage.setItem(dismissKey(element.handle.trim()), '1');
    } catch {
      // Without storage the button is hidden until the page reloads.
    }
    hideForVisit();
  }

  /** The dialog closed (Escape, the close button, `close()`): the page scrolls again and focus goes back. */
  function closed(): void {
    if (!unlockScroll) return;
    unlockScroll();
    unlockScroll = null;
    const store = host.store();
    const focusBack = opener;
    opener = null;
    // The dialog gives focus back as it closes, and its `close` event comes a task later: a
    // visitor who has moved on since (a Tab from the button to "Hide the booking button") stays.
    const doc = element.ownerDocument;
    const active = deepActiveElement(doc);
    const movedOn = active && active !== doc.body && active !== focusedBefore && !dialog.current?.contains(active);
    if (focusBack?.isConnected && !movedOn) focusBack.focus();
    if (dismissed()) hideForVisit();
    if (!store) return;
    const step = store.step.value;
    store.emit('space-booking:close', { handle: store.config.value.handle, step });
    // After a booking, the next opening starts afresh; otherwise it finds the visitor's step.
    if (step === 'done') store.startOver();
  }

  const close = () => dialog.current?.close();

  return {
    view() {
      if (!dismissed()) showAgain();
      else if (!dialog.current?.open) hideForVisit();
      return (
        <Popup
          mode={element.mode === 'floating' ? 'floating' : 'popup'}
          position={element.position}
          launcher={host.launcher()}
          buttonText={element.buttonText}
          messages={host.messages()}
          locale={host.locale()}
          pageLocale={host.pageLocale()}
          store={host.store()}
          dialog={dialog}
          onIntent={() => element.prepare()}
          onOpen={(from) => void element.open(from)}
          onClose={close}
          onClosed={closed}
          onDismiss={dismiss}
        />
      );
    },
    hasDialog: () => !!dialog.current,
    open(from) {
      const store = host.store();
      if (!store || !dialog.current || dialog.current.open) return;
      host.adoptDialogStyles();
      // A floating button the visitor hid hides its element; a dialog opened from code must show
      // (and closing hides the element again). An element the host hid stays as the host left it.
      if (hiddenForVisit) element.hidden = false;
      opener = from;
      focusedBefore = deepActiveElement(element.ownerDocument);
      unlockScroll = openModal(dialog.current);
      store.emit('space-booking:open', { handle: store.config.value.handle });
    },
    close,
    release() {
      // A dialog taken out of the page fires no `close`.
      close();
      closed();
      showAgain();
    },
  };
}
