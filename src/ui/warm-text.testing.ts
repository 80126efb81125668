import { vi } from 'vitest';

/**
 * Test helper (never imported by the widget): a canvas whose texts are recorded as they are
 * measured, each with the font it was measured in. Undo with `vi.restoreAllMocks()`.
 */
export function textsMeasured(): { font: string; text: string }[] {
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
