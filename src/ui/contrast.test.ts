// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, fitAccent, luminance, parseColor, readableOn } from './contrast';

const BLACK = [0, 0, 0];
const WHITE = [255, 255, 255];
/** `#rrggbb` as red, green and blue. */
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

describe('contrast', () => {
  it('reads the rgb() a browser computes, in its legacy and space-separated forms', () => {
    expect(parseColor('rgb(29, 78, 216)')).toEqual([29, 78, 216]);
    expect(parseColor(' rgba(29, 78, 216, 0.5) ')).toEqual([29, 78, 216]);
    expect(parseColor('rgb(29 78 216 / 0.5)')).toEqual([29, 78, 216]);
    expect(parseColor('rgb( 12.5, 0, 255 )')).toEqual([12.5, 0, 255]);
    // Colours the browser leaves unresolved (or nothing at all) are not guessed at.
    for (const other of ['', 'rgb(1, 2)', 'rgb(none 0 0)', 'oklch(0.5 0.1 200)', 'color(srgb 1 0 0)', 'currentcolor'])
      expect(parseColor(other), other).toBeNull();
  });

  it('computes WCAG relative luminance and contrast ratios', () => {
    expect(luminance(BLACK)).toBe(0);
    expect(luminance(WHITE)).toBeCloseTo(1, 10);
    expect(luminance([128, 128, 128])).toBeCloseTo(0.2159, 3);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio([29, 78, 216], WHITE)).toBeCloseTo(6.7, 1);
    // The muted grey and the error red of the light theme are AA text on white.
    expect(contrastRatio(hex('#595959'), WHITE)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(hex('#b3261e'), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks white on dark accents, black on light and mid ones, always at 4.5:1 or more', () => {
    expect(readableOn(hex('#1d4ed8'))).toBe('#fff');
    expect(readableOn(hex('#0b1d3a'))).toBe('#fff');
    expect(readableOn(hex('#8ab4f8'))).toBe('#000');
    expect(readableOn([255, 221, 51])).toBe('#000');
    // Mid grey: black reads better (5.3:1) than white (3.9:1).
    expect(readableOn([128, 128, 128])).toBe('#000');
    expect(readableOn(hex('#e11d48'))).toBe('#fff');
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
      expect(el.style.getPropertyValue('--link')).toBe('');
    });

    it('puts black text on a light host accent, and keeps that accent off text on white', () => {
      const el = rootWith('rgb(255, 221, 51)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('#000');
      expect(el.style.getPropertyValue('--link')).toBe('var(--text)');
    });

    it('puts white text on a dark host accent in the dark theme, and uses the text colour for rings', () => {
      const el = rootWith('rgb(60, 20, 90)', 'rgb(11, 29, 58)', 'rgb(18, 18, 18)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('#fff');
      expect(el.style.getPropertyValue('--link')).toBe('var(--text)');
    });

    it('goes back to the accent for rings and links once it is readable again', () => {
      const el = rootWith('rgb(255, 221, 51)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--link')).toBe('var(--text)');
      rootWith('rgb(29, 78, 216)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--link')).toBe('');
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('');
    });

    /**
     * A root in a host page: the host's custom properties reach it unless the root sets its own
     * inline, as the browser's cascade does; the probes resolve them (`--on` falls back to white).
     */
    function rootInHost(host: Record<string, string>) {
      const el = document.createElement('div');
      const rgb: Record<string, string> = { '#000': 'rgb(0, 0, 0)', '#fff': 'rgb(255, 255, 255)' };
      const value = (name: string) => el.style.getPropertyValue(name) || host[name] || '';
      vi.spyOn(window, 'getComputedStyle').mockImplementation(
        () =>
          ({
            textDecorationColor: value('--sb-accent') || 'rgb(29, 78, 216)',
            outlineColor: rgb[value('--sb-on-accent')] ?? (value('--sb-on-accent') || 'rgb(255, 255, 255)'),
            backgroundColor: 'rgb(255, 255, 255)',
          }) as CSSStyleDeclaration,
      );
      return el;
    }

    it('lets a --sb-on-accent the host sets after the fitting win', () => {
      const host: Record<string, string> = { '--sb-accent': 'rgb(255, 221, 51)' };
      const el = rootInHost(host);
      fitAccent(el);
      // White on the light accent is unreadable: the fitting puts black text on it.
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('#000');
      // The host then picks its own readable text colour (a dark navy): the next fitting keeps it.
      host['--sb-on-accent'] = 'rgb(11, 29, 58)';
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('');
      expect(getComputedStyle(el).outlineColor).toBe('rgb(11, 29, 58)');
      // The fitting itself stays in the background unless the host's choice becomes unreadable.
      host['--sb-on-accent'] = 'rgb(255, 255, 200)';
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('#000');
    });

    it('undoes only what it set: values someone else set stay', () => {
      const el = rootWith('rgb(255, 221, 51)', 'rgb(255, 255, 255)');
      fitAccent(el);
      el.style.setProperty('--sb-on-accent', 'rgb(11, 29, 58)');
      el.style.setProperty('--link', 'var(--sb-accent)');
      rootWith('rgb(29, 78, 216)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.style.getPropertyValue('--sb-on-accent')).toBe('rgb(11, 29, 58)');
      expect(el.style.getPropertyValue('--link')).toBe('var(--sb-accent)');
    });

    it('leaves colours it cannot read alone', () => {
      const el = rootWith('oklch(0.9 0.1 90)', 'rgb(255, 255, 255)');
      fitAccent(el);
      expect(el.getAttribute('style')).toBeNull();
    });
  });
});
