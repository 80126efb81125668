/**
 * Readable text on a host-supplied accent (WCAG 2.2, 1.4.3 and 1.4.11). The stylesheet lets the
 * browser resolve any CSS colour the host gives (names, var(), hsl()…) on probe properties of the
 * root: text-decoration-color is the accent, outline-color the text on it (neither is drawn).
 */
export type Rgb = number[];

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (alpha ignored); else null. */
export function parseColor(value: string): Rgb | null {
  const s = value.trim().toLowerCase();
  let hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/.exec(s)?.[1];
  if (hex) {
    if (hex.length < 5) hex = hex.replace(/./g, '$&$&');
    return [0, 2, 4].map((i) => parseInt(hex!.slice(i, i + 2), 16));
  }
  const fn = /^(rgb|hsl)a?\(([^)]*)\)$/.exec(s);
  const parts = fn?.[2]!.split(/[\s,/]+/).filter(Boolean) ?? [];
  const n = parts.slice(0, 3).map(parseFloat);
  if (n.length < 3 || n.some(isNaN)) return null;
  if (fn![1] === 'rgb') return n.map((v, i) => Math.min(255, Math.max(0, parts[i]!.endsWith('%') ? v * 2.55 : v)));
  const [h, sat, l] = [n[0]! / 30, n[1]! / 100, n[2]! / 100];
  const a = sat * Math.min(l, 1 - l);
  return [0, 8, 4].map((k) => {
    const x = (((k + h) % 12) + 12) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(x - 3, 9 - x, 1)));
  });
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Black or white, whichever contrasts more with `bg` (one of them always reaches 4.5:1). */
export const readableOn = (bg: Rgb): string => (contrastRatio(bg, [0, 0, 0]) >= contrastRatio(bg, [255, 255, 255]) ? '#000' : '#fff');

/**
 * Keeps the accent readable. When the current `--sb-on-accent` (the host's or the default) falls
 * below 4.5:1 on the resolved accent, sets black or white; when the accent itself falls below
 * 4.5:1 on the background, links, focus rings and selection borders (`--ac`) use the text colour.
 * Set through the CSSOM, which a strict CSP allows (a style attribute string it does not).
 */
export function fitAccent(root: HTMLElement): void {
  const cs = getComputedStyle(root);
  const { style } = root;
  const accent = parseColor(cs.textDecorationColor);
  const on = parseColor(cs.outlineColor);
  const bg = parseColor(cs.backgroundColor);
  if (!accent) return;
  if (on && contrastRatio(accent, on) < 4.5) style.setProperty('--sb-on-accent', readableOn(accent));
  if (bg && contrastRatio(accent, bg) < 4.5) style.setProperty('--ac', 'var(--fg)');
  else style.removeProperty('--ac');
}
