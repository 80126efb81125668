// Reads a `_headers` file (public/_headers), the format Netlify and Cloudflare Pages read: a path
// pattern at the start of a line, its headers indented below it, `#` comments. For the static
// server (scripts/static-server.mjs --headers) and the tests of what the file gives each file of dist/.
// Patterns: `*` matches any characters, `/` included; `:name` matches one path segment.

/**
 * @param {string} text
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const content = line.trim();
    if (content === '' || content.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!content.startsWith('/')) throw new Error(`_headers line ${index + 1}: a path starts with "/": ${line}`);
      rules.push({ path: content, headers: [] });
      return;
    }
    const colon = content.indexOf(':');
    if (colon < 1) throw new Error(`_headers line ${index + 1}: expected "Name: value": ${line}`);
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header before any path: ${line}`);
    rule.headers.push([content.slice(0, colon).trim(), content.slice(colon + 1).trim()]);
  });
  return rules;
}

/** @param {string} pattern */
function patternRegExp(pattern) {
  const body = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/**
 * The rules whose pattern matches a URL path, in the file's order.
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @param {string} path
 */
export function matchingRules(rules, path) {
  return rules.filter((rule) => patternRegExp(rule.path).test(path));
}

/**
 * The headers for a URL path: those of every matching rule; a header that several set gets their
 * values joined with ", ", as the hosts do.
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(rules, path) {
  /** @type {Map<string, [string, string]>} */
  const byName = new Map();
  for (const rule of matchingRules(rules, path)) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = byName.get(key);
      byName.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(byName.values());
}
