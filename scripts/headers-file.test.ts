// The `_headers` reader, and what public/_headers gives the names the build writes. The e2e spec
// e2e/cdn.spec.ts holds every file of a built dist/ to the same rules and serves them with it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, matchingRules, parseHeadersFile } from './headers-file.mjs';

describe('parseHeadersFile', () => {
  it('reads paths at the start of a line, indented headers below them, and skips comments and blank lines', () => {
    const rules = parseHeadersFile('# a comment\n/a/*\n  X-One: 1\n  # another\n\n  Cache-Control: public, max-age=60\n/b\n\tX-Two: a: b\n');
    expect(rules).toEqual([
      { path: '/a/*', headers: [['X-One', '1'], ['Cache-Control', 'public, max-age=60']] },
      { path: '/b', headers: [['X-Two', 'a: b']] },
    ]);
  });

  it('refuses a header before any path, a line without a colon and a path without a leading slash', () => {
    expect(() => parseHeadersFile('  X-One: 1\n')).toThrow(/before any path/);
    expect(() => parseHeadersFile('/a\n  no colon\n')).toThrow(/Name: value/);
    expect(() => parseHeadersFile('a/b\n  X-One: 1\n')).toThrow(/starts with "\/"/);
  });
});

describe('matching', () => {
  const rules = parseHeadersFile('/*\n  X-All: yes\n/i18n/*\n  X-Lang: yes\n/step-*\n  X-Step: yes\n/embed.html\n  X-Page: yes\n/:name/x.js\n  X-One: yes\n/both\n  X-All: again\n');

  it('`*` matches any characters, slashes included; `:name` one segment; the rest literally', () => {
    expect(matchingRules(rules, '/i18n/de-Ab12Cd34.js').map((rule) => rule.path)).toEqual(['/*', '/i18n/*']);
    expect(matchingRules(rules, '/step-Ab12Cd34.js').map((rule) => rule.path)).toEqual(['/*', '/step-*']);
    expect(matchingRules(rules, '/embed.html').map((rule) => rule.path)).toEqual(['/*', '/embed.html']);
    expect(matchingRules(rules, '/embedxhtml').map((rule) => rule.path)).toEqual(['/*']);
    expect(matchingRules(rules, '/a/x.js').map((rule) => rule.path)).toEqual(['/*', '/:name/x.js']);
    expect(matchingRules(rules, '/a/b/x.js').map((rule) => rule.path)).toEqual(['/*']);
    expect(matchingRules(rules, '/space-booking.js').map((rule) => rule.path)).toEqual(['/*']);
  });

  it('gives every matching rule’s headers, joining the values of a header that several set', () => {
    expect(headersFor(rules, '/i18n/de.js')).toEqual({ 'X-All': 'yes', 'X-Lang': 'yes' });
    expect(headersFor(rules, '/both')).toEqual({ 'X-All': 'yes, again' });
  });
});

describe('public/_headers', () => {
  const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
  const cacheRules = (path: string) => matchingRules(rules, path).filter((rule) => rule.headers.some(([name]) => name.toLowerCase() === 'cache-control'));
  const entries = ['/space-booking.js', '/space-booking.mjs', '/space-booking.d.mts', '/embed.html', '/embed.js', '/configure.html', '/configure.js', '/custom-elements.json'];
  // Named as the build names the chunks `import()` reaches (vite.config.ts): `<name>-<hash>.js`.
  const chunks = ['booking-step', 'schedule', 'zone-rules', 'warm-up', 'extras/popup', 'extras/contrast', 'extras/iframe', 'extras/data-layer', 'i18n/de', 'i18n/ja'];
  const hashed = chunks.map((name) => `/${name}-Ab1_-Cd2.js`);

  it('gives each file one Cache-Control: short for the stable names, immutable for the hashed ones', () => {
    for (const path of entries) {
      expect(cacheRules(path), path).toHaveLength(1);
      expect(headersFor(rules, path)['Cache-Control'], path).toBe('public, max-age=300');
    }
    for (const path of hashed) {
      expect(cacheRules(path), path).toHaveLength(1);
      expect(headersFor(rules, path)['Cache-Control'], path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('opens every file to other origins', () => {
    for (const path of [...entries, ...hashed]) expect(headersFor(rules, path)['Access-Control-Allow-Origin'], path).toBe('*');
  });

  it('gives the iframe page, at /embed.html and /embed, the policy of its <meta> tag, and lets any site frame it', () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync('src/embed/embed.html', 'utf8'))![1]!;
    for (const path of ['/embed.html', '/embed']) {
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(`${meta}; frame-ancestors *`);
      expect(headersFor(rules, path)['Cache-Control'], path).toBe('public, max-age=300');
    }
    expect(headersFor(rules, '/space-booking.js')['Content-Security-Policy']).toBeUndefined();
  });

  it('gives the configurator, at /configure.html and /configure, the policy of its <meta> tag, and lets no site frame it', () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync('src/configure/configure.html', 'utf8'))![1]!;
    for (const path of ['/configure.html', '/configure']) {
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(`${meta}; frame-ancestors 'none'`);
      expect(headersFor(rules, path)['Cache-Control'], path).toBe('public, max-age=300');
    }
  });
});
