// The zone rules' chunk as the one-tag script (src/embed/script.ts) imported it while the
// widget's module loaded, kept on a page global for the module to take over: its own `import()` of the
// same, already loaded chunk would settle only in a later task, after the first render.
const EARLY_ZONE_RULES = Symbol.for('space-booking.early-zone-rules');

type Holder = { [EARLY_ZONE_RULES]?: Promise<unknown> };

type ZoneRules = typeof import('../time/zone-rules');

/** What the page global holds is the page's to change: the chunk is taken only if it is the rules. */
export const isZoneRules = (rules: unknown): rules is ZoneRules => typeof (rules as Partial<ZoneRules> | null)?.getTimezoneOffset === 'function';

export function keepEarlyZoneRules(rules: Promise<unknown>): void {
  (globalThis as Holder)[EARLY_ZONE_RULES] = rules;
}

/** The script's import of the chunk, once; undefined where it made none. */
export function takeEarlyZoneRules(): Promise<unknown> | undefined {
  const holder = globalThis as Holder;
  const rules = holder[EARLY_ZONE_RULES];
  delete holder[EARLY_ZONE_RULES];
  return rules;
}
