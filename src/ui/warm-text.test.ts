// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import scheduleCss from './schedule.css?raw';
import widgetCss from './widget.css?raw';
import { FONT_FAMILY, SIZES, WEIGHTS, warmText } from './warm-text';

afterEach(() => vi.restoreAllMocks());

/** The font of each text measured on a canvas, and the text. */
function textsMeasured() {
  const measured: { font: string; text: string }[] = [];
  const context = {
    font: '',
    measureText(text: string) {
      measured.push({ font: this.font, text });
      return { width: text.length } as TextMetrics;
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return measured;
}

it('measures the sample in the widget’s font at each of its weights and sizes, and leaves the page as it was', () => {
  document.body.innerHTML = '<p>As the page wrote it</p>';
  const measured = textsMeasured();
  warmText(document, 'Sunday 29 November 2026 09:00');
  expect(measured.map(({ font }) => font).sort()).toEqual(
    WEIGHTS.flatMap((weight) => SIZES.map((size) => `${weight} ${parseFloat(size) * 16}px system-ui, sans-serif`)).sort(),
  );
  for (const { text } of measured) expect(text).toBe('Sunday 29 November 2026 09:00');
  expect(document.body.innerHTML).toBe('<p>As the page wrote it</p>');
});

it('does nothing where the engine has no canvas text', () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  expect(() => warmText(document, 'Sunday')).not.toThrow();
});

it('knows the font, and every weight and size, that the first views’ stylesheets set', () => {
  expect(widgetCss).toContain(`font: medium/1.5 var(--sb-font, ${FONT_FAMILY});`);
  const declared = (property: string) => [widgetCss, scheduleCss].flatMap((css) => [...css.matchAll(new RegExp(`${property}:\\s*([^;]+);`, 'g'))].map((match) => match[1]!.trim()));
  expect(declared('font-size')).not.toEqual([]);
  // Headings are bold at the sizes the stylesheets give them.
  expect(WEIGHTS).toEqual(expect.arrayContaining(['700', ...declared('font-weight')]));
  expect(SIZES).toEqual(expect.arrayContaining(declared('font-size')));
});
