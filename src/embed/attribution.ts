import { ATTRIBUTION_KEYS, type Attribution } from '../state/events';

export { ATTRIBUTION_KEYS, type Attribution, type AttributionKey } from '../state/events';

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

// On a page global: the one-tag script, which sees the address first, and the module are bundled apart.
const CAPTURED_SEARCH = Symbol.for('space-booking.page-search');
type Page = { [CAPTURED_SEARCH]?: string };

/** Parsed only when a booking needs it. */
let captured: Attribution | undefined;

/** Called when the script runs or the first widget is created, so a page that later tidies its address keeps its campaign. */
export function capturePageAddress(): void {
  (globalThis as Page)[CAPTURED_SEARCH] ??= globalThis.location?.search ?? '';
}

export function pageAttribution(): Attribution {
  capturePageAddress();
  // A copy: one host listener editing it must not change what the next event carries.
  return { ...(captured ??= readAttribution((globalThis as Page)[CAPTURED_SEARCH]!)) };
}
