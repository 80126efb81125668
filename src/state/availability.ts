import { computed, signal, type Signal } from '@preact/signals';
import { asApiError, type ApiError } from '../api/errors';
import { MAX_SPAN_DAYS } from '../api/range';
import type { Availability, Slot } from '../api/types';
import { addDays, loadZoneRules, todayInZone } from '../time/zone';

/** Days from the space's today that can be booked (one availability request: Limits, 62 days). */
export const WINDOW_DAYS = 62;

export interface TypeDays {
  /** Open slots by date, sorted by start time; only dates that have some. */
  byDate: ReadonlyMap<string, Slot[]>;
  loading: boolean;
  error: ApiError | null;
}

interface Deps {
  /** The space's availability of one type (the client's, for the current space and session). */
  fetch(typeId: string, range: { from: string; to: string }, fresh: boolean): Promise<Availability>;
  now(): Date;
}

const empty: TypeDays = { byDate: new Map(), loading: false, error: null };

/**
 * Availability per booking type: the whole bookable window (today in the space's zone + 61
 * days) in one request, cached for the life of the widget. Slots outside it are dropped on arrival.
 */
export function createAvailability(deps: Deps) {
  /** The space's zone: from the profile, or from the first availability answer, whichever comes first. */
  const zone = signal<string | null>(null);
  const today = computed(() => (zone.value ? todayInZone(zone.value, deps.now()) : null));
  const lastDay = computed(() => (today.value ? addDays(today.value, WINDOW_DAYS - 1) : null));
  const days = new Map<string, Signal<TypeDays>>();
  /** The latest request per type: only its answer is kept (a refresh overtakes an older load). */
  const inflight = new Map<string, Promise<void>>();
  /** Types whose window is known. */
  const loaded = new Set<string>();
  /** Types whose cached answers are known to be out of date: later requests bypass caches. */
  const stale = new Set<string>();

  function of(typeId: string): Signal<TypeDays> {
    let s = days.get(typeId);
    if (!s) days.set(typeId, (s = signal(empty)));
    return s;
  }

  async function load(typeId: string, fresh: boolean, current: () => boolean): Promise<void> {
    const s = of(typeId);
    s.value = { ...s.value, loading: true, error: null };
    // Before the zone is known, the space's today is the UTC date or a day either side. One
    // request of as many dates as the API allows (Limits), from the day before the UTC date,
    // holds the whole window, except its last day for a space a day ahead of UTC: that day is
    // asked for once the answer names the zone, while the first slots already show.
    const from = today.value ?? addDays(deps.now().toISOString().slice(0, 10), -1);
    const to = lastDay.value ?? addDays(from, MAX_SPAN_DAYS);
    try {
      const { timezone, slots } = await deps.fetch(typeId, { from, to }, fresh);
      // Slots are placed in time (the visitor's clock) as soon as they show. The widget has
      // loaded the zone rules while the answer was on its way; this waits only where it has not.
      await loadZoneRules();
      // Overtaken: whoever waits for this load waits for the newer one instead.
      if (!current()) return inflight.get(typeId);
      zone.value ??= timezone;
      const shown = publish(s, slots);
      loaded.add(typeId);
      const hi = lastDay.value!;
      if (to < hi)
        void deps.fetch(typeId, { from: addDays(to, 1), to: hi }, fresh).then(
          (tail) => s.value === shown && publish(s, slots.concat(tail.slots)),
          // The last day stays unknown; the next ensure asks for the window again.
          () => s.value === shown && loaded.delete(typeId),
        );
    } catch (e) {
      if (!current()) return inflight.get(typeId);
      // What was known may be out of date (a refresh failed): the next ensure asks again.
      loaded.delete(typeId);
      const error = asApiError(e);
      s.value = { ...s.value, loading: false, error: error.kind === 'aborted' ? null : error };
    }
  }

  /** Shows the open slots inside the window, by date and sorted by time; returns what it set. */
  function publish(s: Signal<TypeDays>, slots: readonly Slot[]): TypeDays {
    const lo = today.value!;
    const hi = lastDay.value!;
    const byDate = new Map<string, Slot[]>();
    for (const slot of slots) {
      if (slot.date < lo || slot.date > hi || slot.remaining === 0) continue;
      const list = byDate.get(slot.date);
      if (list) list.push(slot);
      else byDate.set(slot.date, [slot]);
    }
    for (const list of byDate.values()) list.sort((a, b) => (a.start_time < b.start_time ? -1 : 1));
    return (s.value = { byDate, loading: false, error: null });
  }

  /** Makes sure the type's window is known; `fresh` asks again, bypassing caches. */
  function ensure(typeId: string, fresh = false): Promise<void> {
    const pending = inflight.get(typeId);
    if (!fresh && (pending || loaded.has(typeId))) return Promise.resolve(pending);
    const p: Promise<void> = load(typeId, fresh || stale.has(typeId), () => inflight.get(typeId) === p).finally(() => {
      if (inflight.get(typeId) === p) inflight.delete(typeId);
    });
    inflight.set(typeId, p);
    return p;
  }

  /** After a slot turned out to be full: ask again, bypassing caches. */
  function refresh(typeId: string): Promise<void> {
    stale.add(typeId);
    return ensure(typeId, true);
  }

  /** Earliest date in the window with open slots, or null. */
  const firstDate = (typeId: string): string | null => [...of(typeId).value.byDate.keys()].sort()[0] ?? null;

  function clear(): void {
    days.clear();
    inflight.clear();
    loaded.clear();
    stale.clear();
    zone.value = null;
  }

  return { zone, today, lastDay, of, ensure, refresh, firstDate, clear };
}

export type AvailabilityCache = ReturnType<typeof createAvailability>;
