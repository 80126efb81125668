/**
 * The stylesheet puts the accent and the text on it on probe properties of the root
 * (text-decoration-color, outline-color, neither drawn there), so the browser resolves whatever the
 * host wrote (hex, names, hsl(), var()…) and hands back rgb(): no colour parser ships.
 */
export type Rgb = number[];

export function parseColor(value: string): Rgb | null {
  const channels = /^rgba?\(([^)]*)\)$/.exec(value.trim())?.[1]!.trim().split(/[\s,/]+/).slice(0, 3).map(Number);
  return channels?.length === 3 && !channels.some(isNaN) ? channels : null;
}

export function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => ((channel /= 255) <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

export function contrastRatio(one: Rgb, other: Rgb): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** One of them always reaches 4.5:1. */
export const readableOn = (background: Rgb): string =>
  contrastRatio(background, [0, 0, 0]) >= contrastRatio(background, [255, 255, 255]) ? '#000' : '#fff';

/** What the fitting last set on each root, so that it undoes exactly that and nothing of anyone else's. */
const fitted = new WeakMap<HTMLElement, Record<string, string>>();

/**
 * WCAG 1.4.3 and 1.4.11 on a host's accent. Each run first removes what the last one set (unless
 * someone else set a value since), so it judges the host's current colours. Set through the CSSOM,
 * which a strict CSP allows (a style attribute string it does not).
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
