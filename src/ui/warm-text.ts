/**
 * The first layout of text in a font, at a weight and a size, in a script, finds and loads that
 * font: on a slow phone most of the first view's layout. The one-tag script lays out a hidden
 * line of the widget's font at each of its weights and sizes while the widget's module is on its
 * way, inside the widget's element (whose `--sb-font` it then reads), and takes it away in the
 * same task.
 */
/** widget.css's (a unit test keeps them in step). */
export const WEIGHTS = ['400', '600', '700'];
export const SIZES = ['1em', '1.4em', '1.15em', '1.05em', '0.9em', '0.8em'];

export function warmText(host: Element, sample: string): void {
  const doc = host.ownerDocument;
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  // CSSOM properties, not a style attribute: allowed under a strict CSP. As widget.css sets it.
  Object.assign(box.style, { position: 'absolute', visibility: 'hidden', contain: 'strict', width: '1px', height: '1px', font: 'medium/1.5 var(--sb-font, system-ui, sans-serif)' });
  const lines = WEIGHTS.flatMap((weight) =>
    SIZES.map((size) => {
      const line = doc.createElement('span');
      line.style.fontWeight = weight;
      line.style.fontSize = size;
      line.textContent = sample;
      return line;
    }),
  );
  box.append(...lines);
  host.append(box);
  // Reading a line's size lays it out now, in this idle task.
  for (const line of lines) void line.getBoundingClientRect();
  box.remove();
}
