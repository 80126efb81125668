/// <reference path="./css.d.ts" />
/**
 * The popup's dialog, in the popup's file (./popup-entry.ts): its stylesheet and what opening it
 * does to the page. The browser's modal dialog traps focus, makes the page inert and closes on
 * Escape; this keeps the page from scrolling behind it.
 */
export { default as styles } from './popup.css?inline';

/** Opens `dialog` as a modal and stops the page scrolling behind it; the returned function undoes the latter. */
export function openModal(dialog: HTMLDialogElement): () => void {
  const page = dialog.ownerDocument.documentElement;
  const overflow = page.style.overflow;
  page.style.overflow = 'hidden';
  dialog.showModal();
  return () => {
    page.style.overflow = overflow;
  };
}
