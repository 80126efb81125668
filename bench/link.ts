/**
 * The emulated slow phone and its link, and the lower bound of a page on that link.
 *
 * Chromium's DevTools throttling (Network.emulateNetworkConditions) works per request: each
 * request waits `latency` before its response starts, then its body arrives at most at the
 * download throughput, shared by the responses in flight. It charges no extra round trips for
 * opening connections (a physical link would: one more RTT per new TCP connection, two or
 * three with TLS), so the bound below leaves them out too and stays comparable with what the
 * bench measures.
 *
 * Lower bound of a view (the formula the README cites):
 *
 *   bound = Σ over the chain [page, script, one API response]  (RTT + bytes × 8 / down)
 *
 * - the chain is serial by nature: the script is found in the page, the API is called by the
 *   script, so nothing in it can overlap;
 * - `bytes` are what that response put on the wire, body as encoded (gzip for page and script)
 *   plus response headers (`encodedDataLength` in the DevTools protocol);
 * - the API response is the one the view needs: booking types for the type list, the
 *   availability of the preselected type for the first slots;
 * - it leaves out everything that is not transfer: parsing and running the script, rendering,
 *   server time, and the request's own upload (a GET of < 1 kB at 750 kbit/s is < 11 ms).
 */
export const LINK = {
  /** Round trip, in ms: Network.emulateNetworkConditions `latency`. */
  rttMs: 150,
  /** 1.6 Mbit/s down, 750 kbit/s up (bits per second). */
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
  /** Emulation.setCPUThrottlingRate. */
  cpuSlowdown: 4,
} as const;

/** The DevTools protocol takes throughput in bytes per second. */
export const networkConditions = {
  offline: false,
  latency: LINK.rttMs,
  downloadThroughput: LINK.downBitsPerSecond / 8,
  uploadThroughput: LINK.upBitsPerSecond / 8,
};

/** Time for one request on the link: one round trip plus its bytes at the download rate. */
export function requestTime(bytes: number): number {
  return LINK.rttMs + (bytes * 8 * 1000) / LINK.downBitsPerSecond;
}

export interface Bound {
  ms: number;
  pageBytes: number;
  scriptBytes: number;
  apiBytes: number;
}

export function lowerBound(pageBytes: number, scriptBytes: number, apiBytes: number): Bound {
  return { ms: requestTime(pageBytes) + requestTime(scriptBytes) + requestTime(apiBytes), pageBytes, scriptBytes, apiBytes };
}
