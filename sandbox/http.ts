/**
 * Answers as values. Handlers return an `Answer`; the server writes it (or, under an injected
 * fault, does not). Every error has the description's body shape `{ error: { type, message } }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ASSUMED_ERROR_TYPES, ERROR_FIELD_KEY } from '../src/api/assumptions';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const CACHE_CONTENT = 'public, max-age=60';
export const CACHE_AVAILABILITY = 'public, max-age=5';
export const NO_STORE = 'no-store';

export const isAnswer = (v: unknown): v is Answer =>
  !!v && typeof v === 'object' && 'status' in v && 'body' in v && 'headers' in v;

export function json(status: number, value: unknown, cache: string = NO_STORE): Answer {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cache },
    body: JSON.stringify(value),
  };
}

export function apiError(status: number, type: string, message: string, extra: Record<string, unknown> = {}): Answer {
  return json(status, { error: { type, message, ...extra } });
}

/** 400 invalid_request; `field` names the offending body field or query parameter. */
export const invalid = (message: string, field?: string): Answer =>
  apiError(400, 'invalid_request', message, field === undefined ? {} : { [ERROR_FIELD_KEY]: field });

export const notFound = (message: string): Answer => apiError(404, ASSUMED_ERROR_TYPES.notFound, message);

export const methodNotAllowed = (allow: string): Answer => {
  const a = apiError(405, 'method_not_allowed', `Use ${allow}`);
  a.headers.Allow = allow;
  return a;
};

/** CORS for the public surface: any origin, no credentials, the two request headers it needs. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, Idempotent-Replayed',
};

export const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
  'Access-Control-Max-Age': '600',
};

/** Whether an Accept-Encoding header allows gzip (`gzip;q=0` refuses it; `*` allows it). */
function acceptsGzip(header: string): boolean {
  const q = (coding: string) => {
    const entry = header.split(',').map((p) => p.trim().split(/\s*;\s*/)).find(([c]) => c?.toLowerCase() === coding);
    if (!entry) return null;
    const param = entry.slice(1).find((p) => /^q=/i.test(p));
    return param ? Number(param.slice(2)) : 1;
  };
  return (q('gzip') ?? q('*') ?? 0) > 0;
}

/**
 * Writes `answer`. When `req` is given and accepts gzip, bodies of 1 kB and more go compressed,
 * as a production API behind any common server or CDN sends them: a month of dense availability
 * is a few kB on the wire instead of a hundred.
 */
export function write(res: ServerResponse, answer: Answer, extraHeaders: Record<string, string>, req?: IncomingMessage): void {
  if (res.destroyed || res.headersSent) return;
  const gzip = !!req && answer.body.length >= 1024 && acceptsGzip(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(answer.body) : answer.body;
  res.writeHead(answer.status, {
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
    ...answer.headers,
    // Whether an answer is compressed depends on the request's Accept-Encoding: caches must know.
    ...(req ? { Vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** The request body as text, or null when it exceeds `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
