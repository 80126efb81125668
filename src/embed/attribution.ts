/** Campaign parameters a host page's address may carry, as analytics tools name them. */
export const ATTRIBUTION_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/**
 * The campaign that brought the visitor, as found on the host page's address. It only travels
 * to the host page (the `booked` event, `window.dataLayer`): the API has no field for it.
 */
export type Attribution = Partial<Record<AttributionKey, string>>;

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

let captured: Attribution | undefined;

/**
 * The host page's attribution, read once, the first time anything asks: when the script runs
 * or the first widget is created, so a page that later tidies its address keeps its campaign.
 */
export function pageAttribution(): Attribution {
  // A copy: one host listener editing it must not change what the next event carries.
  return { ...(captured ??= readAttribution(globalThis.location?.search ?? '')) };
}
