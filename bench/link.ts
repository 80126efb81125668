/**
 * The emulated slow phone and its link, chosen by `--link <name>` on any bench script's command
 * line.
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
const LINKS = {
  /** Lighthouse's mobile link, the one the goals are set for: the scripts' bytes are most of the wait. */
  'slow-4g': { rttMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 },
  /** The module comes about when the first answers do, while the work that waits for them runs. */
  mid: { rttMs: 80, downBitsPerSecond: 5_000_000, upBitsPerSecond: 2_000_000 },
  /**
   * The files come while the first requests are out, and the main thread's work, which the slow
   * link hides in its waits, is most of the wait.
   */
  fast: { rttMs: 40, downBitsPerSecond: 10_000_000, upBitsPerSecond: 5_000_000 },
};
type LinkName = keyof typeof LINKS;

/** Where `--link` names none. */
export const GOALS_LINK: LinkName = 'slow-4g';

function chosenLink(args: string[]): LinkName {
  if (args.some((arg) => arg.startsWith('--link='))) throw new Error('--link takes its name after a space: --link mid');
  const i = args.indexOf('--link');
  if (i < 0) return GOALS_LINK;
  const name = args[i + 1] ?? '';
  if (!Object.hasOwn(LINKS, name)) throw new Error(`--link: "${name}" is not a link the bench knows; it knows ${Object.keys(LINKS).join(', ')}`);
  return name as LinkName;
}

const name = chosenLink(process.argv.slice(2));

export const LINK = {
  name,
  /** Whether the goals (CONTRIBUTING.md, Benchmark) are set for this link. */
  setsGoals: name === GOALS_LINK,
  ...LINKS[name],
  /** Emulation.setCPUThrottlingRate. */
  cpuSlowdown: 4,
} as const;

/** The link and the CPU, as the scripts print them. */
export const linkText = `${LINK.name} link: ${LINK.rttMs} ms RTT, ${LINK.downBitsPerSecond / 1e6} Mbit/s down, ${LINK.upBitsPerSecond / 1e6} Mbit/s up; CPU ${LINK.cpuSlowdown}× slower`;

/** The DevTools protocol takes throughput in bytes per second. */
export const networkConditions = {
  offline: false,
  latency: LINK.rttMs,
  downloadThroughput: LINK.downBitsPerSecond / 8,
  uploadThroughput: LINK.upBitsPerSecond / 8,
};
