import { h, type VNode } from 'preact';
import type { Catalog } from '../i18n/index';
import type { Store } from '../state/store';
import { Popup, type PopupPosition } from './Popup';
import { deepActiveElement } from '../shared/deep-active-element';
import { openModal } from './popup-dialog';

export interface PopupHost {
  readonly element: HTMLElement & {
    readonly mode: string;
    readonly position: PopupPosition;
    readonly buttonText: string;
    readonly handle: string;
    prepare(): void;
    open(opener: HTMLElement): Promise<void>;
  };
  /** Null until the visitor shows intent. */
  store(): Store | null;
  launcher(): boolean;
  messages(): Catalog;
  locale(): string;
  pageLocale(): string;
  adoptDialogStyles(): void;
}

export interface PopupControl {
  /** A floating button the visitor hid for this visit hides its element instead. */
  view(): VNode;
  hasDialog(): boolean;
  open(opener: HTMLElement | null): void;
  close(): void;
  /** An open dialog closes as the visitor would close it, and an element only the visitor's hiding hid shows again. */
  release(): void;
}

/** The floating button hidden for this visit, per space. */
const dismissKey = (handle: string) => `space-booking:hide-launcher:${handle}`;

export function controlPopup(host: PopupHost): PopupControl {
  const { element } = host;
  const dialog: { current: HTMLDialogElement | null } = { current: null };
  let opener: HTMLElement | null = null;
  /** Where the dialog itself gives focus back as it closes. */
  let focusedBefore: HTMLElement | null = null;
  /** Set while the dialog is open, so that its closing is handled once, however it comes. */
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
