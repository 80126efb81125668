import { Fragment, h, render } from 'preact';

/** The first layout of each kind of box costs a slow phone milliseconds; the sample goes in the same task, before any paint. */
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
