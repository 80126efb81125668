/**
 * Injected faults for tests (control route POST /__sandbox/faults). A fault applies to the next
 * `times` requests whose method matches and whose path (with query) contains `path`.
 *
 * - delay: wait `ms`, then act and answer normally. On the booking route the wait happens after
 *   the Idempotency-Key is claimed, so the request is "in flight" for that long.
 * - status: answer with `status` (and optional body/headers) without acting.
 * - malformed: answer 200 with a body that is not JSON, without acting.
 * - drop: destroy the connection without acting or answering.
 * - commit-then-drop: act (commit the booking, store the idempotent answer), then destroy the
 *   connection without answering.
 */
export type FaultAction =
  | { type: 'delay'; ms: number }
  | { type: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { type: 'malformed'; status?: number }
  | { type: 'drop' }
  | { type: 'commit-then-drop' };

export interface FaultRule {
  id: number;
  method: string | null;
  path: string;
  remaining: number;
  fault: FaultAction;
}

export class FaultList {
  private rules: FaultRule[] = [];
  private nextId = 1;

  /** Validates a control-route body; returns the rule or an error message. */
  add(input: unknown): FaultRule | string {
    if (!input || typeof input !== 'object') return 'body must be an object';
    const { method, path, times, fault } = input as Record<string, unknown>;
    if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) return 'method must be an HTTP method';
    if (typeof path !== 'string' || path === '') return 'path must be a non-empty string';
    if (times !== undefined && (!Number.isSafeInteger(times) || (times as number) < 1)) return 'times must be a positive integer';
    const action = parseFault(fault);
    if (typeof action === 'string') return action;
    const rule: FaultRule = {
      id: this.nextId++,
      method: typeof method === 'string' ? method.toUpperCase() : null,
      path,
      remaining: (times as number | undefined) ?? 1,
      fault: action,
    };
    this.rules.push(rule);
    return rule;
  }

  /**
   * Takes the first rule matching this request, counting it down. A preflight is only matched by
   * a rule that names OPTIONS, so a rule meant for a POST is not used up by its preflight.
   */
  take(method: string, pathWithQuery: string): FaultAction | null {
    const i = this.rules.findIndex(
      (r) => (r.method === null ? method !== 'OPTIONS' : r.method === method) && pathWithQuery.includes(r.path),
    );
    const rule = this.rules[i];
    if (!rule) return null;
    if (--rule.remaining <= 0) this.rules.splice(i, 1);
    return rule.fault;
  }

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  clear(): void {
    this.rules = [];
  }
}

function parseFault(fault: unknown): FaultAction | string {
  if (!fault || typeof fault !== 'object') return 'fault must be an object';
  const f = fault as Record<string, unknown>;
  switch (f.type) {
    case 'delay':
      return Number.isFinite(f.ms) && (f.ms as number) >= 0 && (f.ms as number) <= 120_000
        ? { type: 'delay', ms: f.ms as number }
        : 'fault.ms must be 0..120000';
    case 'status': {
      if (!Number.isSafeInteger(f.status) || (f.status as number) < 200 || (f.status as number) > 599) {
        return 'fault.status must be an HTTP status';
      }
      if (f.headers !== undefined && !isStringRecord(f.headers)) return 'fault.headers must map names to strings';
      return {
        type: 'status',
        status: f.status as number,
        ...(f.body !== undefined ? { body: f.body } : {}),
        ...(f.headers !== undefined ? { headers: f.headers as Record<string, string> } : {}),
      };
    }
    case 'malformed':
      if (f.status !== undefined && (!Number.isSafeInteger(f.status) || (f.status as number) < 200 || (f.status as number) > 599)) {
        return 'fault.status must be an HTTP status';
      }
      return { type: 'malformed', ...(f.status !== undefined ? { status: f.status as number } : {}) };
    case 'drop':
    case 'commit-then-drop':
      return { type: f.type };
    default:
      return 'fault.type must be delay, status, malformed, drop or commit-then-drop';
  }
}

function isStringRecord(v: unknown): v is Record<string, string> {
  return !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
}
