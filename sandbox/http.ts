/**
 * Answers as values. Handlers return an `Answer`; the server writes it (or, under an injected
 * fault, does not). Every error has the description's body shape `{ error: { type, message } }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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

export function write(res: ServerResponse, answer: Answer, extraHeaders: Record<string, string>): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(answer.status, {
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
    ...answer.headers,
    'Content-Length': String(Buffer.byteLength(answer.body)),
  });
  res.end(answer.body);
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
