import { Fragment, h, type Ref } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { isRtl, t, type Catalog } from '../i18n/index';
import type { Store } from '../state/store';
import { App, useFittedAccent } from './App';

export type PopupMode = 'popup' | 'floating';
export type PopupPosition = 'bottom-right' | 'bottom-left';

/** Every current browser has popovers. */
const POPOVERS = typeof HTMLElement === 'function' && 'showPopover' in HTMLElement.prototype;

/** An ancestor that holds fixed boxes (a transform, a filter, `contain`) would carry the floating button along or clip it. */
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
  /** False when the popup is opened from code (`SpaceBooking.popup`, `bindPopup`). */
  launcher: boolean;
  /** Empty for the interface language's "Book a session". */
  buttonText: string;
  /** Until the widget starts (then the widget's own). */
  messages: Catalog;
  locale: string;
  /** The language of the host's own `buttonText`. */
  pageLocale: string;
  /** Null until the visitor shows intent: until then there is nothing but the button. */
  store: Store | null;
  dialog: Ref<HTMLDialogElement>;
  onIntent(): void;
  onOpen(opener: HTMLElement): void;
  onClose(): void;
  /** However the dialog was closed. */
  onClosed(): void;
  onDismiss(): void;
}

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
  // The floating button sits under what the page draws above it (a cookie banner, the page's own
  // dialog). Where an ancestor holds it instead, it becomes a manual popover in the top layer,
  // shown again after each render, as a move hides it.
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
