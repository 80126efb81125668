import { computed, effect, signal, type Signal } from '@preact/signals';
import { asApiError, type ApiError } from '../api/errors';
import { MAX_SPAN_DAYS } from '../api/range';
import type { Availability, Slot } from '../api/types';
import { addDays, knownZone, todayInZone, wallMs, zonedToInstant } from '../time/zone';

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
  /**
   * Calls `listener` whenever the page becomes visible again (a timer may have slept meanwhile);
   * returns what stops that. Default: `visibilitychange` on the document, where there is one.
   */
  onVisible?(listener: () => void): () => void;
}

const empty: TypeDays = { byDate: new Map(), loading: false, error: null };

/** The UTC calendar date of an instant. */
const utcDate = (instant: Date): string => instant.toISOString().slice(0, 10);

function onDocumentVisible(listener: () => void): () => void {
  const doc = globalThis.document;
  if (!doc) return () => {};
  const onChange = () => doc.visibilityState === 'visible' && listener();
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

/**
 * Availability per booking type: the whole bookable window (today in the space's zone + 61
 * days) in one request, cached for the life of the widget. Slots outside it are dropped on arrival.
 *
 * The space's today follows the clock: it is checked again at the next midnight in the space's
 * zone and whenever the page becomes visible again, and days that have gone by leave the window.
 * A zone the browser does not know (one newer than its time-zone data) has no today of its own:
 * the window then runs from the day before the UTC date to 62 days after it, which holds the
 * window of every zone on Earth, and the API refuses whatever is already past.
 */
export function createAvailability(deps: Deps) {
  /** The space's zone: from the profile, or from the first availability answer, whichever comes first. */
  const zone = signal<string | null>(null);
  /** Counts checks of the clock: the space's today is read again at each. */
  const checks = signal(0);
  const today = computed(() => {
    checks.value;
    const z = zone.value;
    if (!z) return null;
    return knownZone(z) ? todayInZone(z, deps.now()) : addDays(utcDate(deps.now()), -1);
  });
  const lastDay = computed(() => {
    const first = today.value;
    if (!first) return null;
    return addDays(first, knownZone(zone.value!) ? WINDOW_DAYS - 1 : WINDOW_DAYS + 1);
  });
  const days = new Map<string, Signal<TypeDays>>();
  /** The latest request per type: only its answer is kept (a refresh overtakes an older load). */
  const inflight = new Map<string, Promise<void>>();
  /** Types whose window is known. */
  const loaded = new Set<string>();
  /** Types whose cached answers are known to be out of date: later requests bypass caches. */
  const stale = new Set<string>();
  /** The load each type's slots came from: answers for more days join only the load they extend. */
  const loadOf = new Map<string, number>();
  let loads = 0;

  function of(typeId: string): Signal<TypeDays> {
    let s = days.get(typeId);
    if (!s) days.set(typeId, (s = signal(empty)));
    return s;
  }

  async function load(typeId: string, fresh: boolean, current: () => boolean): Promise<void> {
    const s = of(typeId);
    s.value = { ...s.value, loading: true, error: null };
    const mine = ++loads;
    loadOf.set(typeId, mine);
    try {
      // Before the zone is known, the space's today is the UTC date or a day either side. One
      // request of as many dates as the API allows (Limits), from the day before the UTC date,
      // holds the whole window, except its last day for a space a day ahead of UTC: that day is
      // asked for once the answer names the zone, while the first slots already show.
      const from = today.value ?? addDays(utcDate(deps.now()), -1);
      const to = lastDay.value ?? addDays(from, MAX_SPAN_DAYS);
      const { timezone, slots } = await deps.fetch(typeId, { from, to }, fresh);
      // Overtaken: whoever waits for this load waits for the newer one instead.
      if (!current()) return inflight.get(typeId);
      zone.value ??= timezone;
      publish(s, slots);
      loaded.add(typeId);
      extend(typeId, addDays(to, 1), fresh);
    } catch (e) {
      if (!current()) return inflight.get(typeId);
      // What was known may be out of date (a refresh failed): the next ensure asks again.
      loaded.delete(typeId);
      const error = asApiError(e);
      s.value = { ...s.value, loading: false, error: error.kind === 'aborted' ? null : error };
    }
  }

  /**
   * Asks for the window's days from `from` on (those the last answer did not hold), keeping what
   * shows meanwhile. Should they not come, they stay unknown: the next ensure asks for the window again.
   */
  function extend(typeId: string, from: string, fresh: boolean): void {
    const to = lastDay.value;
    if (!to || from > to) return;
    const mine = loadOf.get(typeId);
    const s = of(typeId);
    const joins = () => loadOf.get(typeId) === mine && days.get(typeId) === s;
    // What shows stays, but for the days asked for, which the answer holds (answers may come in any order).
    const others = (slot: Slot) => slot.date < from || slot.date > to;
    void deps.fetch(typeId, { from, to }, fresh).then(
      (more) => joins() && publish(s, [...s.value.byDate.values()].flat().filter(others).concat(more.slots)),
      () => joins() && loaded.delete(typeId),
    );
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

  /**
   * Reads the clock again. When the space's date has changed, the days gone by leave every
   * type's window and the days that came in are asked for (for types whose window is known).
   */
  function checkDate(): void {
    const before = lastDay.peek();
    checks.value++;
    const first = today.peek();
    const after = lastDay.peek();
    if (!before || !first || !after || after === before) return;
    for (const [typeId, s] of days) {
      const { byDate } = s.value;
      const kept = new Map([...byDate].filter(([date]) => date >= first));
      if (kept.size !== byDate.size) s.value = { ...s.value, byDate: kept };
      // A load in flight asks for the missing days itself once it is answered.
      if (loaded.has(typeId) && !inflight.has(typeId)) extend(typeId, addDays(before, 1), stale.has(typeId));
    }
  }

  /** The instant the space's today changes: its next midnight (UTC's for a zone the browser does not know). */
  function nextDayStarts(first: string, z: string): number {
    return knownZone(z) ? zonedToInstant(addDays(first, 1), '00:00', z).getTime() : wallMs(addDays(first, 2));
  }

  // One timer to the space's next midnight, set again after every check; none while the zone is unknown.
  const stopTimer = effect(() => {
    checks.value;
    const first = today.value;
    const z = zone.value;
    if (!first || !z) return;
    // At least a second: a timer that fires early only checks again.
    const id = setTimeout(checkDate, Math.max(1000, nextDayStarts(first, z) - deps.now().getTime()));
    return () => clearTimeout(id);
  });
  const stopVisible = (deps.onVisible ?? onDocumentVisible)(checkDate);

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
    loadOf.clear();
    zone.value = null;
  }

  /** Stops the clock's timer and the visibility listener: nothing of the widget outlives it. */
  function dispose(): void {
    stopTimer();
    stopVisible();
  }

  return { zone, today, lastDay, of, ensure, refresh, firstDate, clear, dispose };
}

export type AvailabilityCache = ReturnType<typeof createAvailability>;
