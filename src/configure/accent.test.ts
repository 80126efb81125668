import { describe, expect, it } from 'vitest';
import { fitAccent, formatRatio, hexToRgb, themesShown } from './accent';

describe('what the widget’s accent fitting makes of an owner’s accent', () => {
  it('keeps the theme’s text colour where it reads on the accent', () => {
    const fitting = fitAccent('#0f766e', 'light');
    expect(fitting).toMatchObject({ onAccent: '#ffffff', onAccentReplaced: false, hardToRead: false });
    expect(fitting.onAccentRatio).toBeGreaterThanOrEqual(4.5);
  });

  it('writes black on a light accent, and warns that the accent itself is too faint on white', () => {
    const fitting = fitAccent('#ffd166', 'light');
    expect(fitting).toMatchObject({ onAccent: '#000', onAccentReplaced: true, hardToRead: true });
    expect(fitting.backgroundRatio).toBeLessThan(4.5);
  });

  it('judges the dark theme against its own background and text colour', () => {
    expect(fitAccent('#ffd166', 'dark')).toMatchObject({ onAccent: '#0b1d3a', onAccentReplaced: false, hardToRead: false });
    expect(fitAccent('#1d4ed8', 'dark')).toMatchObject({ onAccentReplaced: true, hardToRead: true });
  });

  it('checks both themes where the widget follows the visitor’s system', () => {
    expect(themesShown('auto')).toEqual(['light', 'dark']);
    expect(themesShown('dark')).toEqual(['dark']);
  });

  it('reads #rrggbb, and writes a ratio without rounding it up past a bound', () => {
    expect(hexToRgb('#0f766e')).toEqual([15, 118, 110]);
    expect(formatRatio(4.4999)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});
