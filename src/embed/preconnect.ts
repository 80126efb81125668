import { httpUrl } from '../shared/http-url';

/** So that the first request skips DNS, TCP and TLS; one `<link>` per origin, however many widgets. */
export function preconnect(apiBase: string | null | undefined, doc: Document = document): void {
  const url = httpUrl(apiBase);
  if (!url) return;
  if (url.origin === doc.location?.origin) return;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel~="preconnect"]')) {
    if (httpUrl(link.href)?.origin === url.origin) return;
  }
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = url.origin;
  // The client fetches with credentials omitted, which uses the anonymous connection pool:
  // a preconnect without crossorigin would warm a connection that request cannot use.
  link.crossOrigin = 'anonymous';
  (doc.head ?? doc.documentElement).append(link);
}
