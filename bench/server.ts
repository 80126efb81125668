/**
 * The benchmark's host site: pages that embed the widget with the one-line script tag, and the
 * built files, each build under a path of its own. Served the way a CDN serves them: gzip (level
 * 9, the size the budget counts) when the browser accepts it, and the strict Content Security
 * Policy of the e2e pages (`script-src 'self'`, `connect-src` the API only), so what is measured
 * also works there.
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
  /** The script the tag loads, e.g. `/new/space-booking.js`. */
  script: string;
}

interface Asset {
  type: string;
  raw: Buffer;
  gzip: Buffer;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The gzip body the site sends for `raw`: what a file weighs on the wire. */
export const gzip = (raw: Buffer | string) => gzipSync(raw, { level: 9 });

/** The host page: a heading and the README's one-line snippet (async script tag). */
export function benchPage({ handle, apiBase, bookingType, locale, script }: PageOptions): string {
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

function asset(path: string, raw: Buffer): Asset | undefined {
  const type = TYPES[path.slice(path.lastIndexOf('.'))];
  return type ? { type, raw, gzip: gzip(raw) } : undefined;
}

/** Every file in `dir` by its path there (`booking-step-<hash>.js`, `i18n/de-<hash>.js`...). */
export function readBuild(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (sub: string) => {
    for (const name of readdirSync(join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(join(dir, rel)).isDirectory()) walk(rel);
      else files.set(rel, readFileSync(join(dir, rel)));
    }
  };
  walk('');
  return files;
}

export interface BenchServer {
  origin: string;
  server: Server;
  /** Serves `files` (path there -> content) under `/<prefix>/`, in place of what was there. */
  mount(prefix: string, files: Map<string, Buffer>): void;
}

/**
 * Serves, at `/?case=<name>`, the page for each of `pages`, and each of `builds` (prefix ->
 * folder) under `/<prefix>/`. Resolves once listening.
 */
export function startBenchServer(opts: { port: number; pages: Record<string, PageOptions>; builds: Record<string, string> }): Promise<BenchServer> {
  const assets = new Map<string, Asset>();
  const mount = (prefix: string, files: Map<string, Buffer>) => {
    for (const path of [...assets.keys()]) if (path.startsWith(`/${prefix}/`)) assets.delete(path);
    for (const [path, raw] of files) {
      const file = asset(path, raw);
      if (file) assets.set(`/${prefix}/${path}`, file);
    }
  };
  for (const [prefix, dir] of Object.entries(opts.builds)) mount(prefix, readBuild(dir));

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
      if (page) file = asset('.html', Buffer.from(benchPage(page)));
    } else file = assets.get(url.pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzipped ? file.gzip : file.raw;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
      'Cache-Control': 'no-cache',
      ...(file.type.startsWith('text/html') ? { 'Content-Security-Policy': csp } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${opts.port}`, server, mount }));
  });
}
