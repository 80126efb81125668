// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import scheduleCss from './schedule.css?raw';
import widgetCss from './widget.css?raw';
import { FONT_FAMILY, SIZES, textWarmUpSteps, WEIGHTS } from './warm-text';
import { textsMeasured } from './warm-text.testing';

afterEach(() => vi.restoreAllMocks());

it('measures the sample in the widget’s font at each of its weights and sizes, a weight per step, and leaves the page as it was', () => {
  document.body.innerHTML = '<p>As the page wrote it</p>';
  const measured = textsMeasured();
  let sample = 'Sunday 29 November 2026';
  const steps = textWarmUpSteps(document, () => sample);
  expect(steps).toHaveLength(WEIGHTS.length);
  expect(measured).toEqual([]);
  steps[0]!();
  expect(measured.map(({ font }) => font)).toEqual(SIZES.map((size) => `${WEIGHTS[0]} ${parseFloat(size) * 16}px system-ui, sans-serif`));
  // Read at each step: the formatters' warm-up adds to it in the steps before.
  sample += ' 09:00';
  for (const step of steps.slice(1)) step();
  expect(measured.map(({ font }) => font).sort()).toEqual(
    WEIGHTS.flatMap((weight) => SIZES.map((size) => `${weight} ${parseFloat(size) * 16}px system-ui, sans-serif`)).sort(),
  );
  expect(measured.slice(SIZES.length).map(({ text }) => text)).toEqual(Array(measured.length - SIZES.length).fill('Sunday 29 November 2026 09:00'));
  expect(document.body.innerHTML).toBe('<p>As the page wrote it</p>');
});

it('does nothing where the engine has no canvas text', () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  expect(() => textWarmUpSteps(document, () => 'Sunday').forEach((step) => step())).not.toThrow();
});

it('knows the font, and every weight and size, that the first views’ stylesheets set', () => {
  expect(widgetCss).toContain(`font: medium/1.5 var(--sb-font, ${FONT_FAMILY});`);
  const declared = (property: string) => [widgetCss, scheduleCss].flatMap((css) => [...css.matchAll(new RegExp(`${property}:\\s*([^;]+);`, 'g'))].map((match) => match[1]!.trim()));
  expect(declared('font-size')).not.toEqual([]);
  // Headings are bold at the sizes the stylesheets give them.
  expect(WEIGHTS).toEqual(expect.arrayContaining(['700', ...declared('font-weight')]));
  expect(SIZES).toEqual(expect.arrayContaining(declared('font-size')));
});
