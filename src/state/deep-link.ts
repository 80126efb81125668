/**
 * The value of the host page's `space-booking` query parameter (`deep-link`): the chosen booking
 * type's slug, then the date and the time as the slots show them (the space's zone), each part
 * present once the one before it is: `yoga`, `yoga/2026-03-29`, `yoga/2026-03-29/18:30`.
 * Small, as it is read before the first requests.
 */

/** The host page's address and its session history, as `deep-link` uses them. */
export interface PageHistory {
  address(): string;
  /** Writes `address` in place of the current entry, or as a new one (`push`); never a reload. */
  write(address: string, push: boolean): void;
  /** Calls `listener` when the visitor moves through the page's history (Back, Forward); returns its removal. */
  onMove(listener: () => void): () => void;
}

/** The window's own history; none where there is no window (a server rendering the page). */
export function windowHistory(win: Window | undefined = globalThis.window): PageHistory | null {
  if (!win?.history || !win.location) return null;
  return {
    address: () => win.location.href,
    // The page's own state object is kept: a router of the host page may keep its own there.
    write: (address, push) => (push ? win.history.pushState(win.history.state, '', address) : win.history.replaceState(win.history.state, '', address)),
    onMove(listener) {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
  };
}

export const DEEP_LINK_PARAMETER = 'space-booking';

export interface DeepLink {
  /** The booking type's slug (see src/api/assumptions.ts: a slug holds no `/`). */
  slug: string;
  /** `YYYY-MM-DD` in the space's zone. */
  date?: string;
  /** `HH:MM` in the space's zone; only with a date. */
  time?: string;
}

/** A slug as the link carries it: no `/`, no spaces or control characters, not absurdly long. */
const SLUG = /^[^/\s\p{Cc}]{1,200}$/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a date of the calendar (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The link a value names, or null for anything malformed (which the widget ignores). */
export function parseDeepLink(value: string | null | undefined): DeepLink | null {
  if (!value) return null;
  const [slug, date, time, ...rest] = value.split('/');
  if (rest.length || !slug || !SLUG.test(slug)) return null;
  if (date === undefined) return { slug };
  if (!isCalendarDate(date)) return null;
  if (time === undefined) return { slug, date };
  return TIME.test(time) ? { slug, date, time } : null;
}

export function formatDeepLink({ slug, date, time }: DeepLink): string {
  return [slug, date, date && time].filter(Boolean).join('/');
}

export function readDeepLink(address: string): DeepLink | null {
  try {
    return parseDeepLink(new URL(address).searchParams.get(DEEP_LINK_PARAMETER));
  } catch {
    return null;
  }
}

/** The parameter's name of one `name=value` pair of a query, as a browser reads it. */
function parameterName(pair: string): string {
  try {
    return decodeURIComponent(pair.split('=')[0]!.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/**
 * `address` with its `space-booking` parameter set to `link`, or removed for null. Every other
 * parameter stays as written (its place, its encoding) and so does the hash: the page's own
 * code may read them byte for byte.
 */
export function addressWithDeepLink(address: string, link: DeepLink | null): string {
  const url = new URL(address);
  const pairs = url.search.slice(1).split('&').filter(Boolean);
  // `/` and `:` are allowed as they are in a query, and read better so.
  const ours = link && `${DEEP_LINK_PARAMETER}=${encodeURIComponent(formatDeepLink(link)).replace(/%2F/g, '/').replace(/%3A/g, ':')}`;
  const at = pairs.findIndex((pair) => parameterName(pair) === DEEP_LINK_PARAMETER);
  const others = pairs.filter((pair) => parameterName(pair) !== DEEP_LINK_PARAMETER);
  if (ours) others.splice(at === -1 ? others.length : at, 0, ours);
  url.search = others.length ? `?${others.join('&')}` : '';
  return url.href;
}

/**
 * The address of one session (a type's slot) on the page at `pageAddress`: what Share passes on,
 * and what a page describing its sessions can link to.
 */
export function formatSessionLink(pageAddress: string, session: { slug: string; date: string; startTime: string }): string {
  return addressWithDeepLink(pageAddress, { slug: session.slug, date: session.date, time: session.startTime.slice(0, 5) });
}
