/**
 * Readable text on a host-supplied accent (WCAG 2.2, 1.4.3 and 1.4.11). The stylesheet puts the
 * accent and the text on it on probe properties of the root (text-decoration-color and
 * outline-color, neither drawn there), so the browser resolves whatever the host wrote (hex,
 * names, hsl(), var()…) and hands back rgb(): no colour parser ships.
 */
export type Rgb = number[];

/** Red, green and blue of a computed `rgb()`/`rgba()` (alpha ignored); null for anything else. */
export function parseColor(value: string): Rgb | null {
  const channels = /^rgba?\(([^)]*)\)$/.exec(value.trim())?.[1]!.trim().split(/[\s,/]+/).slice(0, 3).map(Number);
  return channels?.length === 3 && !channels.some(isNaN) ? channels : null;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => ((channel /= 255) <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(one: Rgb, other: Rgb): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Black or white, whichever contrasts more with `background` (one of them always reaches 4.5:1). */
export const readableOn = (background: Rgb): string =>
  contrastRatio(background, [0, 0, 0]) >= contrastRatio(background, [255, 255, 255]) ? '#000' : '#fff';

/** What the fitting last set on each root, so that it undoes exactly that and nothing of anyone else's. */
const fitted = new WeakMap<HTMLElement, Record<string, string>>();

/**
 * Keeps the accent readable. When the current `--sb-on-accent` (the host's or the default) falls
 * below 4.5:1 on the resolved accent, sets black or white; when the accent itself falls below
 * 4.5:1 on the background, links, focus rings and selection borders (`--link`) use the text colour.
 * Each run first removes what the last one set (a value someone else set since stays), so it
 * judges the host's current colours: a `--sb-on-accent` the host sets later is not hidden behind
 * the fitting's own. Set through the CSSOM, which a strict CSP allows (a style attribute string it does not).
 */
export function fitAccent(root: HTMLElement): void {
  const { style } = root;
  const mine: Record<string, string> = {};
  for (const [name, value] of Object.entries(fitted.get(root) ?? {}))
    if (style.getPropertyValue(name) === value) style.removeProperty(name);
  fitted.set(root, mine);
  const set = (name: string, value: string) => style.setProperty(name, (mine[name] = value));
  const computed = getComputedStyle(root);
  const accent = parseColor(computed.textDecorationColor);
  const onAccent = parseColor(computed.outlineColor);
  const background = parseColor(computed.backgroundColor);
  if (!accent) return;
  if (onAccent && contrastRatio(accent, onAccent) < 4.5) set('--sb-on-accent', readableOn(accent));
  if (background && contrastRatio(accent, background) < 4.5) set('--link', 'var(--text)');
}
