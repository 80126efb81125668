// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, fitAccent, luminance, parseColor, readableOn } from './contrast';

const BLACK = [0, 0, 0];
const WHITE = [255, 255, 255];

describe('contrast', () => {
  it('parses hex, rgb() and hsl() in their legacy and space-separated forms', () => {
    expect(parseColor('#1d4ed8')).toEqual([29, 78, 216]);
    expect(parseColor(' #FFF ')).toEqual([255, 255, 255]);
    expect(parseColor('#0f08')).toEqual([0, 255, 0]);
    expect(parseColor('#11223380')).toEqual([17, 34, 51]);
    expect(parseColor('rgb(29, 78, 216)')).toEqual([29, 78, 216]);
    expect(parseColor('rgba(29, 78, 216, 0.5)')).toEqual([29, 78, 216]);
    expect(parseColor('rgb(29 78 216 / 50%)')).toEqual([29, 78, 216]);
    expect(parseColor('rgb(100% 0% 50%)')?.map((c) => +c.toFixed(3))).toEqual([255, 0, 127.5]);
    expect(parseColor('rgb(300, -4, 0)')).toEqual([255, 0, 0]);
    const round = (c: number[] | null) => c?.map(Math.round);
    expect(round(parseColor('hsl(0, 100%, 50%)'))).toEqual([255, 0, 0]);
    expect(round(parseColor('hsl(120 100% 25%)'))).toEqual([0, 128, 0]);
    expect(round(parseColor('hsla(240deg, 100%, 50%, .3)'))).toEqual([0, 0, 255]);
    expect(round(parseColor('hsl(-120 100% 50%)'))).toEqual([0, 0, 255]);
    expect(round(parseColor('hsl(0 0% 100%)'))).toEqual([255, 255, 255]);
    for (const bad of ['', 'blue', '#12', '#12345', 'rgb(1, 2)', 'rgb(none 0 0)', 'oklch(0.5 0.1 200)', 'url(#x)'])
      expect(parseColor(bad), bad).toBeNull();
  });

  it('computes WCAG relative luminance and contrast ratios', () => {
    expect(luminance(BLACK)).toBe(0);
    expect(luminance(WHITE)).toBeCloseTo(1, 10);
    expect(luminance([128, 128, 128])).toBeCloseTo(0.2159, 3);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio([29, 78, 216], WHITE)).toBeCloseTo(6.7, 1);
    // The muted grey and the error red of the light theme are AA text on white.
    expect(contrastRatio(parseColor('#595959')!, WHITE)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(parseColor('#b3261e')!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks white on dark accents, black on light and mid ones, always at 4.5:1 or more', () => {
    expect(readableOn(parseColor('#1d4ed8')!)).toBe('#fff');
    expect(readableOn(parseColor('#0b1d3a')!)).toBe('#fff');
    expect(readableOn(parseColor('#8ab4f8')!)).toBe('#000');
    expect(readableOn(parseColor('hsl(50 100% 60%)')!)).toBe('#000');
    // Mid grey: black reads better (5.3:1) than white (3.9:1).
    expect(readableOn([128, 128, 128])).toBe('#000');
    expect(readableOn(parseColor('#e11d48')!)).toBe('#fff');
    for (let v = 0; v <= 255; v += 5) {
      for (const c of [[v, v, v], [v, 0, 0], [0, v, 0], [0, 0, v], [255, v, 0]]) {
        const text = readableOn(c) === '#000' ? BLACK : WHITE;
        expect(contrastRatio(c, text), String(c)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  describe('fitAccent', () => {
    /** A root whose computed probes are the given colours (as the browser resolves them). */
    function rootWith(accent: string, on: string, bg = 'rgb(255, 255, 255)') {
      const el = document.createElement('div');
      vi.spyOn(window, 'getComputedStyle').mockReturnValue({
        textDecorationColor: accent,
        outlineColor: on,
        backgroundColor: bg,
      } as CSSStyleDeclaration);
      return el;
    }

    it('keeps readable defaults untouched', () => {
      const el = rootWith('rgb(29, 78, 216)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('');
      expect(el.style.getPropertyValue('--ac')).toBe('');
    });

    it('puts black text on a light host accent, and keeps that accent off text on white', () => {
      const el = rootWith('rgb(255, 221, 51)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('#000');
      expect(el.style.getPropertyValue('--ac')).toBe('var(--fg)');
    });

    it('puts white text on a dark host accent in the dark theme, and uses the text colour for rings', () => {
      const el = rootWith('rgb(60, 20, 90)', 'rgb(11, 29, 58)', 'rgb(18, 18, 18)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('#fff');
      expect(el.style.getPropertyValue('--ac')).toBe('var(--fg)');
    });

    it('goes back to the accent for rings and links once it is readable again', () => {
      const el = rootWith('rgb(29, 78, 216)', 'rgb(255, 255, 255)');
      el.style.setProperty('--ac', 'var(--fg)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--ac')).toBe('');
    });

    it('leaves colours it cannot read alone', () => {
      const el = rootWith('oklch(0.9 0.1 90)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.getAttribute('style')).toBeNull();
    });
  });
});
