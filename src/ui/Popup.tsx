import { Fragment, h, type Ref } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { isRtl, t, type Catalog } from '../i18n/index';
import type { Store } from '../state/store';
import { App, useFittedAccent } from './App';

export type PopupMode = 'popup' | 'floating';
export type PopupPosition = 'bottom-right' | 'bottom-left';

/** Whether the browser shows popovers in the top layer (every current one does). */
const POPOVERS = typeof HTMLElement === 'function' && 'showPopover' in HTMLElement.prototype;

/**
 * Whether the floating button, rendered and fixed, is not in the viewport's corner: an ancestor
 * holds fixed boxes (a transform, a filter, `contain`), and would carry it along or clip it.
 */
function heldByThePage(corner: HTMLElement, position: PopupPosition): boolean {
  const box = corner.getBoundingClientRect();
  if (!box.width) return false;
  const style = getComputedStyle(corner);
  const view = corner.ownerDocument.documentElement;
  const side = position === 'bottom-left' ? box.left : view.clientWidth - box.right;
  const sideWanted = parseFloat(position === 'bottom-left' ? style.left : style.right);
  return Math.abs(view.clientHeight - box.bottom - parseFloat(style.bottom)) > 1 || Math.abs(side - sideWanted) > 1;
}

export interface PopupProps {
  mode: PopupMode;
  position: PopupPosition;
  /** Whether to show the button; false when the popup is opened from code (`SpaceBooking.popup`, `bindPopup`). */
  launcher: boolean;
  /** The host's text for the button; empty for the interface language's "Book a session". */
  buttonText: string;
  /** The interface text and language until the widget starts (then the widget's own). */
  messages: Catalog;
  locale: string;
  /** The locale asked (the page's): that of the host's own `buttonText`. */
  pageLocale: string;
  /** Null until the visitor shows intent: until then there is nothing but the button. */
  store: Store | null;
  dialog: Ref<HTMLDialogElement>;
  /** Hover, focus or touch on the button: the first requests may leave. */
  onIntent(): void;
  onOpen(opener: HTMLElement): void;
  /** The close button. */
  onClose(): void;
  /** The dialog has closed, however it was closed. */
  onClosed(): void;
  /** The floating button's "hide" button. */
  onDismiss(): void;
}

/**
 * A popup: a button (in place, or floating in a corner) and the dialog it opens, which holds the
 * widget. The dialog's look and its opening (a modal, the page not scrolling behind it) come
 * from the popup's own chunk (./popup-dialog.ts), loaded with the visitor's first sign of intent.
 */
export function Popup(props: PopupProps) {
  const { store } = props;
  const messages = store ? store.messages.value : props.messages;
  const locale = store ? store.interfaceLocale.value : props.locale;
  const corner = useRef<HTMLDivElement>(null);
  useFittedAccent(corner);
  const hostText = props.buttonText.trim();
  const label = hostText || t(messages, 'bookSession');
  // The host's own text is in the page's language, which the interface may not speak.
  const hostLanguage = hostText ? { lang: props.pageLocale, dir: isRtl(props.pageLocale) ? ('rtl' as const) : ('ltr' as const) } : {};
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  const floating = props.mode === 'floating';
  // The floating button is fixed in a corner of the viewport, under what the page draws above
  // it (a cookie banner, the page's own dialog). Where an ancestor holds it instead, it becomes a
  // manual popover, shown in the top layer, and stays one while it floats: shown again after each
  // render, as a move hides it. Where popovers are unknown, it stays where the page holds it.
  useLayoutEffect(() => {
    const el = corner.current;
    if (!POPOVERS || !el?.isConnected) return;
    // An in-place button now (the same box, the mode changed): back in the page.
    if (!floating) return el.removeAttribute('popover');
    if (el.matches(':popover-open')) return;
    if (el.popover || heldByThePage(el, props.position)) {
      el.popover = 'manual';
      el.showPopover();
    }
  });
  return (
    <>
      {props.launcher && (
        <div class={floating ? `corner ${props.position}` : 'in-place'} lang={locale} dir={dir} ref={corner}>
          <button
            type="button"
            class={floating ? 'launcher floating' : 'launcher'}
            part="launcher"
            {...hostLanguage}
            aria-haspopup="dialog"
            onPointerEnter={props.onIntent}
            onPointerDown={props.onIntent}
            onFocus={props.onIntent}
            onClick={(event) => props.onOpen(event.currentTarget)}
          >
            {label}
          </button>
          {floating && (
            <button type="button" class="dismiss" part="dismiss" aria-label={t(messages, 'hideLauncher')} onClick={props.onDismiss}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
      {store && (
        <dialog ref={props.dialog} class="popup" part="dialog" aria-label={label} lang={locale} dir={dir} onClose={props.onClosed}>
          <button type="button" class="close" part="close" aria-label={t(messages, 'close')} onClick={props.onClose}>
            <span aria-hidden="true">×</span>
          </button>
          <App store={store} />
        </dialog>
      )}
    </>
  );
}
