import { computed, signal, type Signal } from '@preact/signals';
import type { SpaceClient } from '../api/client';
import { asApiError, type ApiError } from '../api/errors';
import type { Slot } from '../api/types';
import { addDays, todayInZone } from '../time/zone';

/** Days from the space's today that can be booked (one availability request: Limits, 62 days). */
export const WINDOW_DAYS = 62;

export interface TypeDays {
  /** Dates whose slots are known (possibly none). */
  covered: ReadonlySet<string>;
  /** Open slots by date, sorted by start time; only dates that have some. */
  byDate: ReadonlyMap<string, Slot[]>;
  loading: boolean;
  error: ApiError | null;
}

interface Deps {
  client(): SpaceClient;
  handle(): string;
  now(): Date;
  signal(): AbortSignal;
}

const empty: TypeDays = { covered: new Set(), byDate: new Map(), loading: false, error: null };

/**
 * Availability per booking type, fetched by date range and cached for the life of the widget.
 * Slots outside the bookable window (today in the space's zone + 61 days) are dropped on arrival.
 */
export function createAvailability(deps: Deps) {
  /** The space's zone: from the profile, or from the first availability answer, whichever comes first. */
  const zone = signal<string | null>(null);
  const today = computed(() => (zone.value ? todayInZone(zone.value, deps.now()) : null));
  const lastDay = computed(() => (today.value ? addDays(today.value, WINDOW_DAYS - 1) : null));
  const days = new Map<string, Signal<TypeDays>>();
  const inflight = new Map<string, Promise<void>>();
  /** Types whose cached answers are known to be out of date: later requests bypass caches. */
  const stale = new Set<string>();

  function of(typeId: string): Signal<TypeDays> {
    let s = days.get(typeId);
    if (!s) days.set(typeId, (s = signal(empty)));
    return s;
  }

  async function load(typeId: string, from: string, to: string, fresh: boolean): Promise<void> {
    const s = of(typeId);
    s.value = { ...s.value, loading: true, error: null };
    try {
      const res = await deps.client().availability(deps.handle(), typeId, { from, to }, { signal: deps.signal(), fresh });
      zone.value ??= res.timezone;
      const lo = today.value!;
      const hi = lastDay.value!;
      const covered = new Set(s.value.covered);
      const byDate = new Map(s.value.byDate);
      for (let d = from; d <= to; d = addDays(d, 1)) {
        byDate.delete(d);
        if (d >= lo && d <= hi) covered.add(d);
      }
      for (const slot of res.slots) {
        if (slot.date < lo || slot.date > hi || slot.date < from || slot.date > to || slot.remaining === 0) continue;
        const list = byDate.get(slot.date) ?? [];
        list.push(slot);
        byDate.set(slot.date, list);
      }
      for (const list of byDate.values()) list.sort((a, b) => (a.start_time < b.start_time ? -1 : 1));
      s.value = { covered, byDate, loading: false, error: null };
    } catch (e) {
      const error = asApiError(e);
      s.value = { ...s.value, loading: false, error: error.kind === 'aborted' ? null : error };
    }
  }

  /**
   * Makes sure the slots of `from`..`to` (clipped to the window) are known. Before the zone is
   * known, asks for a range that surely holds the space's today: every zone's date is within a
   * day of the UTC date.
   */
  function ensure(typeId: string, from?: string, to?: string, fresh = false): Promise<void> {
    let a: string, b: string;
    if (today.value) {
      a = from && from > today.value ? from : today.value;
      b = to && to < lastDay.value! ? to : lastDay.value!;
    } else {
      // The space's today is the UTC date or a day either side, so its window lies within
      // UTC date - 1 .. UTC date + WINDOW_DAYS: asking for all of it means no second round trip.
      a = addDays(deps.now().toISOString().slice(0, 10), -1);
      b = addDays(a, WINDOW_DAYS + 1);
    }
    const covered = of(typeId).value.covered;
    const waits = new Set<Promise<void>>();
    const missing: string[] = [];
    for (let d = a; d <= b; d = addDays(d, 1)) {
      const pending = inflight.get(`${typeId} ${d}`);
      if (pending && !fresh) waits.add(pending);
      else if (fresh || !covered.has(d)) missing.push(d);
    }
    if (missing.length) {
      const first = missing[0]!;
      const last = missing[missing.length - 1]!;
      const p = load(typeId, first, last, fresh || stale.has(typeId)).finally(() => {
        for (const d of missing) if (inflight.get(`${typeId} ${d}`) === p) inflight.delete(`${typeId} ${d}`);
      });
      for (const d of missing) inflight.set(`${typeId} ${d}`, p);
      waits.add(p);
    }
    return Promise.all(waits).then(() => undefined);
  }

  /** After a slot turned out to be full: forget what is cached and ask again, bypassing caches. */
  function refresh(typeId: string): Promise<void> {
    stale.add(typeId);
    const s = of(typeId);
    s.value = { ...s.value, covered: new Set() };
    return ensure(typeId, undefined, undefined, true);
  }

  /** Earliest date in the window with open slots, or null. */
  function firstDate(typeId: string): string | null {
    let best: string | null = null;
    for (const d of of(typeId).value.byDate.keys()) if (best === null || d < best) best = d;
    return best;
  }

  function clear(): void {
    days.clear();
    inflight.clear();
    stale.clear();
    zone.value = null;
  }

  return { zone, today, lastDay, of, ensure, refresh, firstDate, clear };
}

export type AvailabilityCache = ReturnType<typeof createAvailability>;
