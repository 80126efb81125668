/**
 * What the widget's accent fitting (src/ui/contrast.ts) will do with an owner's accent, told
 * before it is pasted: the text colour it writes on the accent, and whether the accent reads on
 * the background at all.
 */
import { contrastRatio, readableOn, type Rgb } from '../ui/contrast';

/** The widget's defaults under each theme (src/ui/widget.css): background and text on the accent. */
const THEMES = {
  light: { background: '#ffffff', onAccent: '#ffffff' },
  dark: { background: '#121212', onAccent: '#0b1d3a' },
} as const;

export type ThemeName = keyof typeof THEMES;

/** The widget's own accent under each theme, shown where the owner has not chosen one. */
export const DEFAULT_ACCENT: Record<ThemeName, string> = { light: '#1d4ed8', dark: '#8ab4f8' };

/** WCAG 2.2 AA for text (1.4.3), the bound the widget's fitting applies. */
export const READABLE = 4.5;

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export interface AccentFitting {
  theme: ThemeName;
  /** The colour of text on the accent (buttons, the chosen day), after the fitting. */
  onAccent: string;
  onAccentRatio: number;
  /** True when the default text colour was too faint on this accent and the widget replaces it. */
  onAccentReplaced: boolean;
  backgroundRatio: number;
  /** Below READABLE: links and focus rings use the text colour instead of the accent. */
  hardToRead: boolean;
}

export function fitAccent(accent: string, theme: ThemeName): AccentFitting {
  const accentRgb = hexToRgb(accent);
  const defaults = THEMES[theme];
  const defaultRatio = contrastRatio(accentRgb, hexToRgb(defaults.onAccent));
  const onAccentReplaced = defaultRatio < READABLE;
  const onAccent = onAccentReplaced ? readableOn(accentRgb) : defaults.onAccent;
  const onAccentRatio = onAccentReplaced ? contrastRatio(accentRgb, onAccent === '#000' ? [0, 0, 0] : [255, 255, 255]) : defaultRatio;
  const backgroundRatio = contrastRatio(accentRgb, hexToRgb(defaults.background));
  return { theme, onAccent, onAccentRatio, onAccentReplaced, backgroundRatio, hardToRead: backgroundRatio < READABLE };
}

/** The themes a visitor may see: both where the widget follows the visitor's system. */
export const themesShown = (theme: 'light' | 'dark' | 'auto'): ThemeName[] => (theme === 'auto' ? ['light', 'dark'] : [theme]);

/** A ratio as people read it: `4.5:1`. */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
