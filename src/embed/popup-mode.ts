import { h, render } from 'preact';
import { firstViewEnglish, interfaceLocale, loadMessages, type Catalog } from '../i18n/index';
import type { Store } from '../state/store';
import type { PopupControl, PopupHost } from '../ui/popup-entry';
import { loadedPopup, loadPopup, popupArrival, type PopupModule } from '../ui/popup-file';
import { adoptStyles } from '../ui/styles';
import type { Mode } from './options';
import { withoutLauncher } from './without-launcher';

/** What a popup's element gives its controller. */
export interface PopupElement {
  readonly element: PopupHost['element'] & { readonly mode: Mode; readonly contentLocale: string };
  readonly root: ShadowRoot;
  store(): Store | null;
  /** Whether the widget has been rendered since the store was made. */
  rendered(): boolean;
  /** Renders the element now, as its mode and the popup's state say. */
  renderNow(): void;
  /** The widget is about to render in the dialog. */
  showingWidget(): void;
}

/**
 * Where a popup's chunk (the button, the dialog) stands:
 * - `idle`: not asked for by this element, or here already;
 * - `loading`: on its way, and its arrival renders the button;
 * - `late`: it did not come in time (the button's place has closed); its arrival, whenever, renders the button;
 * - `in-page`: it could not load when the visitor opened the popup, so the widget shows in the page instead.
 */
type PopupFileState = 'idle' | 'loading' | 'late' | 'in-page';

/**
 * The `popup` and `floating` modes of `<space-booking>` (./element.ts): the button, and the
 * dialog around the widget, once the popup's chunk is here. Until the visitor shows intent (or
 * the host opens it), a popup sends nothing and renders nothing but its button, whose text
 * speaks the interface language before the widget starts.
 */
export class PopupMode {
  #state: PopupFileState = 'idle';
  #engaged = false;
  #control: PopupControl | null = null;
  #launcherMessages: Catalog = firstViewEnglish;
  /** The locale the button's text is in; until a catalog is here, English in the page's region. */
  #launcherSpeaks: string | undefined;
  #launcherLocale = 'en';

  constructor(private readonly host: PopupElement) {}

  /** Whether the visitor has shown intent (or the host asked), so the widget has started. */
  get engaged(): boolean {
    return this.#engaged;
  }

  /** Whether the widget shows in the page because the popup's chunk could not load. */
  get inPage(): boolean {
    return this.#state === 'in-page';
  }

  /** Starts the widget on the visitor's intent, and asks for the chunk again if it failed; says whether it started now. */
  engage(): boolean {
    if (this.#engaged) return false;
    this.#engaged = true;
    void loadPopup();
    return true;
  }

  /**
   * Opens the dialog once the chunk is here; when it cannot load, the widget shows in the page,
   * where the element is, scrolled into view.
   */
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

  /** Closes the dialog, keeping the step and what was typed. */
  close(): void {
    this.#control?.close();
  }

  /** The dialog, if open, closes for good and gives back what it held (the page's scroll, focus). */
  release(): void {
    this.#control?.release();
  }

  /**
   * Follows the element's attributes: asks for the chunk, and until the visitor shows intent,
   * renders the button alone in the interface language. Says whether the widget has started.
   */
  update(): boolean {
    this.#renderWhenLoaded();
    if (this.#engaged) return true;
    this.#loadLauncherText();
    this.host.renderNow();
    return false;
  }

  /**
   * Renders the button and the dialog, or, until the chunk is here, an in-place button's kept
   * place (nothing moves when it appears).
   */
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

  /**
   * Should the chunk not come in time (the button's place closes), the button shows once it
   * comes, however late; until then attribute changes do not ask for it again (the visitor's
   * intent does).
   */
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
