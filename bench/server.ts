/**
 * The benchmark's host site: one page that embeds the widget with the script tag, and the built
 * files next to it. Served the way a CDN serves them: gzip (level 9, the size the budget counts)
 * when the browser accepts it, and the strict Content Security Policy of the e2e pages
 * (`script-src 'self'`, `connect-src` the API only), so what is measured also works there.
 */
import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageOptions {
  handle: string;
  apiBase: string;
  /** Booking type id to preselect, or none. */
  bookingType?: string;
  locale?: string;
  /** The script the tag loads: the widget's by default. */
  script?: string;
}

interface Asset {
  type: string;
  raw: Buffer;
  gzip: Buffer;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The host page: a heading and the README's one-line snippet (async script tag). */
export function benchPage({ handle, apiBase, bookingType, locale, script = '/space-booking.js' }: PageOptions): string {
  const data = [
    ['handle', handle],
    ['api-base', apiBase],
    ['booking-type', bookingType],
    ['locale', locale],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([name, value]) => ` data-${name}="${escapeAttr(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Book a class</title>
<link rel="icon" href="data:,">
</head>
<body>
<h1>Book a class</h1>
<script async src="${escapeAttr(script)}"${data}></script>
</body>
</html>
`;
}

function asset(type: string, raw: Buffer): Asset {
  return { type, raw, gzip: gzipSync(raw, { level: 9 }) };
}

/** Every built file in `dir` (the script and any sibling file it may load), precompressed. */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (sub: string) => {
    for (const name of readdirSync(join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(join(dir, rel)).isDirectory()) walk(rel);
      else {
        const ext = name.slice(name.lastIndexOf('.'));
        if (TYPES[ext]) assets.set(`/${rel}`, asset(TYPES[ext]!, readFileSync(join(dir, rel))));
      }
    }
  };
  walk('');
  return assets;
}

/**
 * Serves `dir`, each of `extraAssets` (served path -> file), and, at `/?case=<name>`, the page for
 * one of `pages`. Resolves once listening.
 */
export function startBenchServer(opts: {
  port: number;
  dir: string;
  pages: Record<string, PageOptions>;
  extraAssets?: Record<string, string>;
}): Promise<{ origin: string; server: Server }> {
  const assets = loadAssets(opts.dir);
  for (const [path, file] of Object.entries(opts.extraAssets ?? {}))
    assets.set(path, asset(TYPES[file.slice(file.lastIndexOf('.'))]!, readFileSync(file)));
  const apiOrigins = new Set(Object.values(opts.pages).map((p) => new URL(p.apiBase).origin));
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${[...apiOrigins].join(' ')}`,
    `img-src ${[...apiOrigins].join(' ')} data:`,
  ].join('; ');

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    let file: Asset | undefined;
    if (url.pathname === '/') {
      const page = opts.pages[url.searchParams.get('case') ?? ''];
      if (page) file = asset(TYPES['.html']!, Buffer.from(benchPage(page)));
    } else file = assets.get(url.pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip : file.raw;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
      'Cache-Control': 'no-cache',
      ...(file.type.startsWith('text/html') ? { 'Content-Security-Policy': csp } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${opts.port}`, server }));
  });
}
