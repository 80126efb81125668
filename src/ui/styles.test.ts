// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adoptStyles, css } from './styles';

/** The stylesheet without comments and optional white space, as a minifier would leave it. */
const flat = css
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s*([{}:;,>])\s*/g, '$1')
  .replace(/;}/g, '}')
  .replace(/\s+/g, ' ')
  .trim();

describe('styles', () => {
  it('isolates the widget from inherited host styles', () => {
    expect(flat).toMatch(/:host\{all:initial;display:block\}/);
    expect(flat).toMatch(/\.widget\{all:initial;display:block;/);
  });

  it('themes only through the documented custom properties', () => {
    const used = new Set([...css.matchAll(/var\((--sb-[a-z-]+)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(['--sb-accent', '--sb-bg', '--sb-border', '--sb-error', '--sb-fg', '--sb-font', '--sb-muted', '--sb-on-accent', '--sb-radius']);
  });

  it('honours reduced motion and light, dark and auto themes', () => {
    expect(flat).toContain('@media (prefers-reduced-motion:reduce)');
    expect(flat).toContain(':host([theme="dark"]) .widget{');
    expect(flat).toContain('@media (prefers-color-scheme:dark){:host([theme="auto"]) .widget{');
  });

  it('shares one constructed sheet between shadow roots', () => {
    // jsdom has constructable sheets but no adoptedStyleSheets: give the roots the browser's property.
    const root = () => {
      const r = document.createElement('div').attachShadow({ mode: 'open' });
      Object.defineProperty(r, 'adoptedStyleSheets', { value: [], writable: true });
      return r;
    };
    const a = root();
    const b = root();
    adoptStyles(a);
    adoptStyles(b);
    // A widget that is removed and added again adopts the sheet again: still once.
    adoptStyles(a);
    expect(a.adoptedStyleSheets).toHaveLength(1);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(a.querySelector('style')).toBeNull();
  });
});
