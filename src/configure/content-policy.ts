/**
 * The page's Content Security Policy, narrowed to the API it previews. The policy in
 * configure.html must let any API through, since the owner names it; once the address is known,
 * a second policy (a page's policies all apply, so one can only narrow) lets requests go to this
 * page's origin and the API's alone. Another API therefore needs the page opened again.
 */
import { validateApiBase } from '../api/validate';

/** The API's origin, or null for an address that is not an API base. */
export function apiOrigin(apiBase: string): string | null {
  try {
    return new URL(validateApiBase(apiBase)).origin;
  } catch {
    return null;
  }
}

/** Adds the narrowed policy for `origin` to the page's head. */
export function allowOnlyApi(doc: Document, origin: string): void {
  const policy = doc.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = `connect-src 'self' ${origin}`;
  doc.head.append(policy);
}
