/** The text of every element that describes `element` (`aria-describedby`), in order. */
export const describedBy = (element: HTMLElement): string =>
  element
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!.textContent)
    .join(' ');
