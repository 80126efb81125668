/// <reference path="./css.d.ts" />
// The browser's modal dialog traps focus, makes the page inert and closes on Escape; only the
// page's scrolling behind it is stopped here.
export { default as styles } from './popup.css?inline';

export function openModal(dialog: HTMLDialogElement): () => void {
  const page = dialog.ownerDocument.documentElement;
  const overflow = page.style.overflow;
  page.style.overflow = 'hidden';
  dialog.showModal();
  return () => {
    page.style.overflow = overflow;
  };
}
