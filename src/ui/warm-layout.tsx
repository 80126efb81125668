import { Fragment, h, render } from 'preact';

/**
 * Lays out, once and out of sight, the kinds of boxes the first slots are shown in (a language
 * menu, a heading, a calendar's table, a time's button) while the first requests are on their
 * way: the first layout of each kind costs a slow phone milliseconds that would otherwise fall
 * between the answers and the first slots. Removed in the same task, before any paint.
 */
export function warmLayout(root: HTMLElement): void {
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
}
