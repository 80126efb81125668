import { computed, effect, signal, type Signal } from '@preact/signals';
import { asApiError, type ApiError } from '../api/errors';
import { windowBeforeZone } from '../api/range';
import type { Availability, Slot } from '../api/types';
import { afterNextPaint } from '../shared/next-frame';
import { addDays, knownZone, todayInZone, wallMs, zonedToInstant, zoneRulesReady } from '../time/zone';
import { loadZoneRules } from './load-zone-rules';

/** How old a window may be when the page is shown again before it is asked for again. */
const STALE_AFTER_MS = 5 * 60_000;

/** Days from the space's today that can be booked (one availability request: Limits, 62 days). */
export const WINDOW_DAYS = 62;

export interface TypeDays {
  /** Open slots by date, sorted by start time; only dates that have some. */
  byDate: ReadonlyMap<string, Slot[]>;
  loading: boolean;
  error: ApiError | null;
}

interface Deps {
  fetch(typeId: string, range: { from: string; to: string }, fresh: boolean): Promise<Availability>;
  now(): Date;
  visitorZone(): string;
  shownType?(): string | null;
}

const HOUR_MS = 3_600_000;

/** Without the zone rules: the first quarter hour after UTC+14's midnight that `timeZone` shows as a later date. */
function midnightByClock(first: string, timeZone: string): number {
  let instant = wallMs(addDays(first, 1)) - 14 * HOUR_MS;
  while (todayInZone(timeZone, new Date(instant)) <= first) instant += HOUR_MS / 4;
  return instant;
}

const empty: TypeDays = { byDate: new Map(), loading: false, error: null };

/**
 * One request per type for the whole window. Today is read again at the space's midnight and when the page's visibility changes
 * (a timer sleeps with the device); an unknown zone's window starts the day before the UTC date and holds every zone's.
 */
export function createAvailability(deps: Deps) {
  /** From the profile or the first availability answer, whichever comes first. */
  const zone = signal<string | null>(null);
  const utcYesterday = () => windowBeforeZone(deps.now()).from;
  /** Read by `today` so that it is computed again at each reading of the clock. */
  const readings = signal(0);
  const today = computed(() => {
    readings.value;
    const spaceZone = zone.value;
    if (!spaceZone) return null;
    return knownZone(spaceZone) ? todayInZone(spaceZone, deps.now()) : utcYesterday();
  });
  const lastDay = computed(() => (today.value ? addDays(today.value, knownZone(zone.value!) ? WINDOW_DAYS - 1 : WINDOW_DAYS + 1) : null));
  const days = new Map<string, Signal<TypeDays>>();
  /** The latest request per type: only its answer is kept (a refresh overtakes an older load). */
  const inflight = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  /** Types whose cached answers are known to be out of date: later requests bypass caches. */
  const stale = new Set<string>();
  const answeredAt = new Map<string, number>();

  function of(typeId: string): Signal<TypeDays> {
    let typeDays = days.get(typeId);
    if (!typeDays) days.set(typeId, (typeDays = signal(empty)));
    return typeDays;
  }

  /** `inBackground`: the window is on screen already, and stays there when the connection fails (a phone woken before its network). */
  async function load(typeId: string, { fresh, inBackground }: { fresh: boolean; inBackground: boolean }, current: () => boolean): Promise<void> {
    const typeDays = of(typeId);
    typeDays.value = { ...typeDays.value, loading: true, error: null };
    try {
      // Before the zone is known, one request of as many dates as the API allows (Limits), from the
      // day before the UTC date, holds the window except its last day for a space a day ahead of UTC:
      // that day is asked for once the answer names the zone, while the first slots already show.
      const { from, to } = today.value ? { from: today.value, to: lastDay.value! } : windowBeforeZone(deps.now());
      const { timezone, slots } = await deps.fetch(typeId, { from, to }, fresh);
      // Only where the visitor's zone is not the space's do the slots wait for the zone rules: each
      // then shows the visitor's time too, from its first paint.
      const rules = loadZoneRules();
      if ((zone.value ?? timezone) !== deps.visitorZone()) await rules;
      // Overtaken: whoever waits for this load waits for the newer one instead.
      if (!current()) return inflight.get(typeId);
      zone.value ??= timezone;
      const shown = publish(typeDays, slots);
      loaded.add(typeId);
      answeredAt.set(typeId, deps.now().getTime());
      if (fresh) stale.delete(typeId);
      const lastDate = lastDay.value!;
      if (to < lastDate)
        void deps.fetch(typeId, { from: addDays(to, 1), to: lastDate }, fresh).then(
          (tail) => typeDays.value === shown && publish(typeDays, slots.concat(tail.slots)),
          // The last day stays unknown; the next ensure asks for the window again.
          () => typeDays.value === shown && loaded.delete(typeId),
        );
    } catch (e) {
      if (!current()) return inflight.get(typeId);
      const error = asApiError(e);
      if (inBackground && (error.kind === 'network' || error.kind === 'timeout')) {
        typeDays.value = { ...typeDays.value, loading: false };
        return;
      }
      // What was known may be out of date (a refresh failed): the next ensure asks again.
      loaded.delete(typeId);
      typeDays.value = { ...typeDays.value, loading: false, error: error.kind === 'aborted' ? null : error };
    }
  }

  function publish(typeDays: Signal<TypeDays>, slots: readonly Slot[]): TypeDays {
    const firstDate = today.value!;
    const lastDate = lastDay.value!;
    const byDate = new Map<string, Slot[]>();
    for (const slot of slots) {
      if (slot.date < firstDate || slot.date > lastDate || slot.remaining === 0) continue;
      const list = byDate.get(slot.date);
      if (list) list.push(slot);
      else byDate.set(slot.date, [slot]);
    }
    for (const list of byDate.values()) list.sort((a, b) => (a.start_time < b.start_time ? -1 : 1));
    return (typeDays.value = { byDate, loading: false, error: null });
  }

  function ensure(typeId: string, fresh = false): Promise<void> {
    const pending = inflight.get(typeId);
    if (!fresh && (pending || loaded.has(typeId))) return Promise.resolve(pending);
    return ask(typeId, { fresh: fresh || stale.has(typeId), inBackground: false });
  }

  function ask(typeId: string, asking: { fresh: boolean; inBackground: boolean }): Promise<void> {
    const request: Promise<void> = load(typeId, asking, () => inflight.get(typeId) === request).finally(() => {
      if (inflight.get(typeId) === request) inflight.delete(typeId);
    });
    inflight.set(typeId, request);
    return request;
  }

  function refresh(typeId: string): Promise<void> {
    stale.add(typeId);
    return ensure(typeId, true);
  }

  const firstDate = (typeId: string): string | null => [...of(typeId).value.byDate.keys()].sort()[0] ?? null;

  function clear(): void {
    answeredAt.clear();
    days.clear();
    inflight.clear();
    loaded.clear();
    stale.clear();
    zone.value = null;
  }

  /** The day gone by leaves every type's days at once, not when the new window's answer comes. */
  function readClock(): void {
    const before = today.peek();
    readings.value++;
    const date = today.peek();
    if (!before || !date || date === before) return;
    for (const typeDays of days.values()) {
      // Only a type that holds the day gone by changes: a new object is a new window to the schedule.
      const { byDate } = typeDays.peek();
      if ([...byDate.keys()].some((day) => day < date)) typeDays.value = { ...typeDays.peek(), byDate: new Map([...byDate].filter(([day]) => day >= date)) };
    }
    for (const typeId of loaded) {
      loaded.delete(typeId);
      void ensure(typeId);
    }
  }

  // To the space's next midnight (the UTC one for an unknown zone; by the browser's clock where
  // the zone rules did not load), set again after every reading.
  const stopTimer = effect(() => {
    readings.value;
    const first = today.value;
    const spaceZone = zone.value;
    if (!first || !spaceZone) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const setTimer = () => {
      const next = !knownZone(spaceZone)
        ? wallMs(addDays(first, 2))
        : zoneRulesReady()
          ? zonedToInstant(addDays(first, 1), '00:00', spaceZone).getTime()
          : midnightByClock(first, spaceZone);
      // A timer that fires early only reads the clock again (and is set again).
      timer = setTimeout(readClock, next - deps.now().getTime());
    };
    // Placed after the next paint, not while the first slots are drawn: it is hours away.
    const cancelPlacing = afterNextPaint(() => void loadZoneRules().then(() => stopped || setTimer()));
    return () => {
      stopped = true;
      cancelPlacing();
      clearTimeout(timer);
    };
  });
  /** The window on screen, answered long ago, is asked again past every cache: its times may have passed, its places filled. */
  function pageShownOrHidden(): void {
    readClock();
    const typeId = deps.shownType?.();
    if (globalThis.document?.visibilityState !== 'visible' || !typeId || !loaded.has(typeId) || inflight.has(typeId)) return;
    if (deps.now().getTime() - answeredAt.get(typeId)! < STALE_AFTER_MS) return;
    stale.add(typeId);
    void ask(typeId, { fresh: true, inBackground: true });
  }
  globalThis.document?.addEventListener('visibilitychange', pageShownOrHidden);

  function dispose(): void {
    stopTimer();
    globalThis.document?.removeEventListener('visibilitychange', pageShownOrHidden);
  }

  return { zone, today, lastDay, of, ensure, refresh, firstDate, clear, dispose };
}

export type AvailabilityCache = ReturnType<typeof createAvailability>;
