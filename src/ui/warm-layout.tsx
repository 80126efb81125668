import { Fragment, h, render } from 'preact';

/**
 * Lays out, out of sight, the kinds of boxes the first slots are shown in (a language menu, a
 * heading, a calendar's table, a time's button) while the first requests are on their way: the
 * first layout of each kind costs a slow phone milliseconds that would otherwise fall between the
 * answers and the first slots. Removed in the same task, before any paint. Nothing is laid out
 * where the root is not rendered (in a closed dialog, the widget's own or the page's, or hidden
 * by the page): returns whether the sample was laid out.
 */
export function warmLayout(root: HTMLElement): boolean {
  // Across shadow roots; a browser that cannot tell lays the sample out all the same.
  if (root.checkVisibility?.() === false) return false;
  const sample = root.ownerDocument.createElement('div');
  sample.className = 'warm-up';
  sample.setAttribute('aria-hidden', 'true');
  root.append(sample);
  try {
    render(
      <>
        <select>
          <option>English</option>
        </select>
        <h3>Friday, 27 March</h3>
        <table>
          <tr>
            <td>
              <span>28</span>
            </td>
          </tr>
        </table>
        <button type="button" class="slot">
          <b>09:00</b>
          <small>3</small>
        </button>
      </>,
      sample,
    );
    // Reading a size lays it out.
    void sample.offsetHeight;
  } finally {
    sample.remove();
  }
  return true;
}
