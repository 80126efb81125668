import { h, render } from 'preact';
import { firstViewEnglish, interfaceLocale, loadMessages, type Catalog } from '../i18n/index';
import type { Store } from '../state/store';
import type { PopupControl, PopupHost } from '../ui/popup-entry';
import { loadedPopup, loadPopup, popupArrival, type PopupModule } from '../ui/popup-file';
import { adoptStyles } from '../ui/styles';
import type { Mode } from './options';
import { withoutLauncher } from './without-launcher';

export interface PopupElement {
  readonly element: PopupHost['element'] & { readonly mode: Mode; readonly contentLocale: string };
  readonly root: ShadowRoot;
  store(): Store | null;
  /** Whether the widget has been rendered since the store was made. */
  rendered(): boolean;
  renderNow(): void;
  /** Called just before the widget renders in the dialog. */
  showingWidget(): void;
}

/**
 * Where the popup's chunk stands. `loading`: its arrival renders the button. `late`: it did not
 * come in time (the button's place has closed); its arrival, whenever, renders the button.
 * `in-page`: it failed when the visitor opened the popup, so the widget shows in the page instead.
 */
type PopupFileState = 'idle' | 'loading' | 'late' | 'in-page';

/** Until the visitor shows intent (or the host opens it), a popup sends nothing and renders only its button. */
export class PopupMode {
  #state: PopupFileState = 'idle';
  #engaged = false;
  #control: PopupControl | null = null;
  #launcherMessages: Catalog = firstViewEnglish;
  /** The locale the button's text is in; until a catalog is here, English in the page's region. */
  #launcherSpeaks: string | undefined;
  #launcherLocale = 'en';

  constructor(private readonly host: PopupElement) {}

  get engaged(): boolean {
    return this.#engaged;
  }

  get inPage(): boolean {
    return this.#state === 'in-page';
  }

  engage(): boolean {
    if (this.#engaged) return false;
    this.#engaged = true;
    void loadPopup();
    return true;
  }

  /** When the chunk cannot load, the widget shows in the page instead, scrolled into view. */
  async open(opener: HTMLElement | null): Promise<void> {
    const popup = this.inPage ? null : await loadPopup();
    if (!this.host.store()) return;
    if (!popup) {
      this.#state = 'in-page';
      this.host.renderNow();
      this.host.element.scrollIntoView({ block: 'start' });
      return;
    }
    const control = this.#controlOf(popup);
    if (!this.host.rendered() || !control.hasDialog()) this.host.renderNow();
    control.open(opener);
  }

  close(): void {
    this.#control?.close();
  }

  /** Closes the dialog for good, giving back the page's scroll and focus. */
  release(): void {
    this.#control?.release();
  }

  /** Says whether the widget has started. */
  update(): boolean {
    this.#renderWhenLoaded();
    if (this.#engaged) return true;
    this.#loadLauncherText();
    this.host.renderNow();
    return false;
  }

  /** Until the chunk is here, an in-place button's place is kept, so nothing moves when it appears. */
  render(): void {
    const { root, element } = this.host;
    const popup = loadedPopup();
    if (!popup) {
      const keepPlace = this.#state === 'loading' && element.mode === 'popup' && !withoutLauncher(element);
      render(keepPlace ? h('div', { class: 'launcher-place' }) : null, root);
      return;
    }
    adoptStyles(root, popup.launcherStyles);
    if (this.host.store()) this.host.showingWidget();
    render(this.#controlOf(popup).view(), root);
  }

  /** A late chunk still shows the button; meanwhile attribute changes do not ask for it again (the visitor's intent does). */
  #renderWhenLoaded(): void {
    if (this.#state !== 'idle' || loadedPopup()) return;
    this.#state = 'loading';
    const show = () => {
      const { element } = this.host;
      if (element.isConnected && element.mode !== 'inline' && !this.inPage) this.host.renderNow();
    };
    void loadPopup().then((popup) => {
      if (this.#state === 'loading') this.#state = popup ? 'idle' : 'late';
      show();
      if (!popup) void popupArrival.then(show);
    });
  }

  #loadLauncherText(): void {
    const locale = this.host.element.contentLocale;
    if (locale === this.#launcherLocale) return;
    this.#launcherLocale = locale;
    void loadMessages(locale).then((messages) => {
      if (this.#launcherLocale !== locale) return;
      this.#launcherMessages = messages;
      this.#launcherSpeaks = interfaceLocale(locale, messages === firstViewEnglish);
      if (!this.host.store()) this.host.renderNow();
    });
  }

  #controlOf(popup: PopupModule): PopupControl {
    const { element, root } = this.host;
    return (this.#control ??= popup.controlPopup({
      element,
      store: () => this.host.store(),
      launcher: () => !withoutLauncher(element),
      messages: () => this.#launcherMessages,
      locale: () => this.#launcherSpeaks ?? interfaceLocale(element.contentLocale, true),
      pageLocale: () => element.contentLocale,
      adoptDialogStyles: () => adoptStyles(root, popup.styles),
    }));
  }
}
