import { ATTRIBUTION_KEYS, type Attribution } from '../state/events';

export { ATTRIBUTION_KEYS, type Attribution, type AttributionKey } from '../state/events';

/** The attribution parameters of a query string; empty and absent ones are left out. */
export function readAttribution(search: string): Attribution {
  const params = new URLSearchParams(search);
  const found: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    // Bounded: an address is not a place for essays, and the value is echoed to the host.
    const value = params.get(key)?.trim().slice(0, 500);
    if (value) found[key] = value;
  }
  return found;
}

/**
 * The host page's query string as it was first seen, on a global of the page: the one-tag
 * script, which sees it first, and the widget's module are bundled apart.
 */
const CAPTURED_SEARCH = Symbol.for('space-booking.page-search');
type Page = { [CAPTURED_SEARCH]?: string };

/** Parsed only when a booking needs it. */
let captured: Attribution | undefined;

/**
 * Keeps the host page's query string as it is now: when the script runs or the first widget is
 * created, so a page that later tidies its address keeps its campaign. Costs nothing to parse
 * before the first requests.
 */
export function capturePageAddress(): void {
  (globalThis as Page)[CAPTURED_SEARCH] ??= globalThis.location?.search ?? '';
}

/** The host page's attribution, from the query string captured first (or now, if none was). */
export function pageAttribution(): Attribution {
  capturePageAddress();
  // A copy: one host listener editing it must not change what the next event carries.
  return { ...(captured ??= readAttribution((globalThis as Page)[CAPTURED_SEARCH]!)) };
}
