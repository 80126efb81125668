/**
 * Idempotency-Key store (Limits: at most 255 characters; "a replay with the same key within 24
 * hours returns the original response instead of acting twice"). Keys are scoped per handle.
 *
 * A key is claimed before the request acts, so a second request with the same key that arrives
 * while the first is still running waits for the first answer instead of acting again.
 */
export const MAX_KEY_LENGTH = 255;
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: string;
}

interface Entry {
  fingerprint: string;
  claimedAt: number;
  answer: Promise<StoredAnswer>;
  settled: boolean;
}

export type Claim =
  /** First use: act, then call `finish` exactly once. */
  | { kind: 'new'; finish: (answer: StoredAnswer) => void }
  /** Same key, same request: the original answer (awaited if still running). */
  | { kind: 'replay'; answer: Promise<StoredAnswer>; inFlight: boolean }
  /** Same key, different request. */
  | { kind: 'mismatch' };

export class IdempotencyStore {
  private entries = new Map<string, Entry>();

  claim(scope: string, key: string, fingerprint: string, nowMs: number): Claim {
    const id = `${scope}\n${key}`;
    const existing = this.entries.get(id);
    if (existing && nowMs - existing.claimedAt < REPLAY_WINDOW_MS) {
      if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return { kind: 'replay', answer: existing.answer, inFlight: !existing.settled };
    }
    let resolve!: (a: StoredAnswer) => void;
    const entry: Entry = {
      fingerprint,
      claimedAt: nowMs,
      answer: new Promise<StoredAnswer>((r) => (resolve = r)),
      settled: false,
    };
    this.entries.set(id, entry);
    return {
      kind: 'new',
      finish: (answer) => {
        entry.settled = true;
        // A server fault acted on nothing, so the key stays free for a retry; waiters still get it.
        if (answer.status >= 500 && this.entries.get(id) === entry) this.entries.delete(id);
        resolve(answer);
      },
    };
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A canonical form of a JSON body (key order ignored), or the raw text when it is not JSON. */
export function fingerprint(raw: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(raw)));
  } catch {
    return `raw:${raw}`;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
