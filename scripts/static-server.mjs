// A small static file server for dist/, the e2e pages and the demo page. Plain node:http, so it
// behaves like any CDN: CORS-open (a page on another origin may import the ES module) and
// per-page headers from a `_headers.json` beside the files, e.g. a strict CSP for one page:
//   { "strict-csp.html": { "Content-Security-Policy": "default-src 'none'; ..." } }
// Usage: node scripts/static-server.mjs [--port 4173] [--host 127.0.0.1]
//          [--mount /=dist] [--mount /pages/=e2e/pages] [--readme README.md --readme docs] [--headers dist/_headers]
// With --readme (a Markdown file, or a folder of them; repeatable), /snippets/<name>.html is a
// blank page holding that snippet of the README or the docs, as written now.
// With headScript (from code only), every HTML page starts its <head> with that script, e.g. the
// cross-engine suite's recorder of console errors (e2e/pages/engine-probe.js).
// With --headers <file>, every response takes the headers a `_headers` file (public/_headers)
// gives its path, as a static host does, in place of the CORS-open, uncached defaults; the file
// itself is not served.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFor, parseHeadersFile } from './headers-file.mjs';
import { blankPage, docsSnippets } from './readme-snippets.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * @param {{ port?: number, host?: string, mounts: [string, string][], readme?: string | string[], redirectRoot?: string, headScript?: string, headersFile?: string }} options
 *   mounts: [url prefix ending in "/", directory], longest prefix wins.
 *   readme: the Markdown files (or folders of them) whose snippets /snippets/ serves.
 *   headScript: the address of a classic script that every HTML page loads first.
 *   headersFile: a `_headers` file whose rules give every response its headers (read at each request).
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({ port = 4173, host = '127.0.0.1', mounts, readme, redirectRoot, headScript, headersFile }) {
  const table = mounts
    .map(([prefix, dir]) => [prefix.endsWith('/') ? prefix : `${prefix}/`, resolve(dir)])
    .sort((a, b) => b[0].length - a[0].length);

  const server = createServer(async (req, res) => {
    let common = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { ...common, ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return send(400, 'Bad request');
    }
    if (headersFile) {
      common = headersFor(parseHeadersFile(await readFile(headersFile, 'utf8')), path);
      if (path === '/_headers') return send(404, 'Not found');
    }
    if (path === '/' && redirectRoot) return send(302, '', { Location: redirectRoot });

    if (readme && path.startsWith('/snippets/') && path.endsWith('.html')) {
      const name = path.slice('/snippets/'.length, -'.html'.length);
      const code = docsSnippets([readme].flat()).get(name)?.code;
      if (code === undefined) return send(404, 'No such snippet in the README or the docs');
      return send(200, withHeadScript(blankPage(code, name), headScript), { 'Content-Type': TYPES['.html'] });
    }

    const mount = table.find(([prefix]) => path.startsWith(prefix) || `${path}/` === prefix);
    if (!mount) return send(404, 'Not found');
    const [prefix, dir] = mount;
    if (`${path}/` === prefix) return send(301, '', { Location: prefix });
    let rel = path.slice(prefix.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = resolve(dir, rel);
    if (file !== dir && !file.startsWith(dir + sep)) return send(403, 'Forbidden');
    try {
      if (!(await stat(file)).isFile()) return send(404, 'Not found');
      const body = extname(file) === '.html' && headScript ? withHeadScript(await readFile(file, 'utf8'), headScript) : await readFile(file);
      const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...(await pageHeaders(file)) };
      return send(200, body, headers);
    } catch {
      return send(404, 'Not found');
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

function withHeadScript(html, src) {
  if (!src) return html;
  const tag = `<script src="${src.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"></script>`;
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}\n${tag}`);
}

async function pageHeaders(file) {
  const dir = file.slice(0, file.lastIndexOf(sep));
  try {
    const table = JSON.parse(await readFile(join(dir, '_headers.json'), 'utf8'));
    return table[file.slice(dir.length + 1)] ?? {};
  } catch {
    return {};
  }
}

function parseArgs(argv) {
  const options = { mounts: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--port') options.port = Number(value);
    else if (flag === '--host') options.host = value;
    else if (flag === '--readme') options.readme = [...(options.readme ?? []), value];
    else if (flag === '--redirect-root') options.redirectRoot = value;
    else if (flag === '--headers') options.headersFile = value;
    else if (flag === '--mount') {
      const at = value.indexOf('=');
      options.mounts.push([value.slice(0, at), value.slice(at + 1)]);
    } else throw new Error(`Unknown option ${flag}`);
  }
  if (options.mounts.length === 0) options.mounts.push(['/', 'dist']);
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  const server = await startStaticServer(options);
  const { address, port } = server.address();
  console.log(`Serving ${options.mounts.map(([p, d]) => `${p} -> ${d}`).join(', ')} on http://${address}:${port}/`);
}
