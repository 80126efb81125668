import type { Server } from 'node:http';

export interface StaticServerOptions {
  port?: number;
  host?: string;
  /** [url prefix ending in "/", directory], longest prefix wins. */
  mounts: [string, string][];
  /** Markdown files or folders of them (README.md, docs): /snippets/<name>.html is a blank page holding that snippet. */
  readme?: string | string[];
  redirectRoot?: string;
  /** The address of a classic script that every HTML page loads first. */
  headScript?: string;
  /** A `_headers` file (Netlify, Cloudflare Pages) whose rules give every response its headers, in place of the defaults. */
  headersFile?: string;
}

/** A static file server for dist/, the e2e pages and the demo page (CORS-open, per-page headers). */
export function startStaticServer(options: StaticServerOptions): Promise<Server>;
