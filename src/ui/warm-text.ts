// The weights and sizes (in the widget's `medium` base) that widget.css and schedule.css set: a
// unit test keeps them in step.
export const WEIGHTS = ['400', '600', '700'];
export const SIZES = ['1em', '1.4em', '1.15em', '1.05em', '0.9em', '0.85em', '0.8em'];

/** The widget's font where the host sets no `--sb-font` (widget.css), and CSS `medium`, its base size. */
export const FONT_FAMILY = 'system-ui, sans-serif';
const MEDIUM_PX = 16;

/**
 * The first text of a font at a weight and a size, in a script, makes the engine find and load
 * that font: on a slow phone most of the first view's layout. The one-tag script's warm-up
 * (src/embed/first-view-warm-up.ts) measures the sample on a canvas of its own in the widget's
 * font at each of those, while the widget's module is on its way: the engine keeps the fonts, and
 * the host page's own document and layout are left alone. One step per weight, each at every
 * size, so that the warm-up can leave the main thread between them; `sample` is read at each, as
 * the formatters' steps before them add to it. A host's `--sb-font` is the host's own font to
 * have loaded.
 */
export function textWarmUpSteps(doc: Document, sample: () => string): (() => void)[] {
  let context: CanvasRenderingContext2D | null | undefined;
  return WEIGHTS.map((weight) => () => {
    // One canvas for all the steps, or none where the engine draws no text.
    if (context === undefined) context = doc.createElement('canvas').getContext('2d');
    if (!context) return;
    const text = sample();
    for (const size of SIZES) {
      context.font = `${weight} ${parseFloat(size) * MEDIUM_PX}px ${FONT_FAMILY}`;
      context.measureText(text);
    }
  });
}
