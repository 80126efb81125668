/**
 * The emulated slow phone and its link.
 *
 * Chromium's DevTools throttling (Network.emulateNetworkConditions) works per request: each
 * request waits `latency` before its response starts, then its body arrives at most at the
 * download throughput, shared by the responses in flight. It charges no extra round trips for
 * opening connections (a physical link would: one more RTT per new TCP connection, two or
 * three with TLS).
 *
 * The CPU is slowed on the page's renderer main thread only (Emulation.setCPUThrottlingRate):
 * what Chromium does on other threads (streaming compile, raster) and in other processes runs
 * at the machine's speed.
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
