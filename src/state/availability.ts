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

/** The dates from `from` to `to`, both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** What is known of one type's times: the booking flow's calendar and the schedule read the same. */
export interface TypeDays {
  /** Open slots by date, sorted by start time; only dates that have some. */
  byDate: ReadonlyMap<string, Slot[]>;
  /** The dates whose slots are known (the window, the weeks the schedule asked for), each with the number of the request that answered it. */
  known: ReadonlyMap<string, number>;
  /** Dates whose latest request failed, and why: a week of the schedule shows it in its place. */
  failed: ReadonlyMap<string, ApiError>;
  /** The booking flow's window is on its way; why its latest request failed. */
  loading: boolean;
  error: ApiError | null;
}

/** Holds a request until its turn, or drops it (null): nothing is asked then. */
export type RequestQueue = (send: () => Promise<Availability>) => Promise<Availability | null>;

interface Deps {
  fetch(typeId: string, range: DateRange, fresh: boolean): Promise<Availability>;
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

const empty: TypeDays = { byDate: new Map(), known: new Map(), failed: new Map(), loading: false, error: null };

export function datesOf({ from, to }: DateRange): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** `byDate` with each date of `range` set to `value`, or left out. */
function withDates<T>(byDate: ReadonlyMap<string, T>, range: DateRange, value?: T): Map<string, T> {
  const changed = new Map(byDate);
  for (const date of datesOf(range)) {
    if (value === undefined) changed.delete(date);
    else changed.set(date, value);
  }
  return changed;
}

/**
 * Every type's times, for the booking flow and the schedule alike. The booking flow asks for a
 * type's whole window in one request (`ensure`), the schedule for a week (`ensureDates`): a week
 * already known, or held by a window on its way, is not asked again, and where answers overlap
 * the one asked last wins. Today is read again at the space's midnight and when the page's visibility changes
 * (a timer sleeps with the device); an unknown zone's window starts the day before the UTC date
 * and holds every zone's.
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
  /** The latest window request per type: only its answer is kept (a refresh overtakes an older load). */
  const inflight = new Map<string, Promise<void>>();
  /** Numbers requests as they are sent: where two answers hold a date, the later request's shows (`TypeDays.known`). */
  let requestCount = 0;
  /** Counts spaces: an answer for an earlier one changes nothing. */
  let generation = 0;
  const loaded = new Set<string>();
  /** Types whose cached answers are known to be out of date: later requests bypass caches. */
  const stale = new Set<string>();
  const answeredAt = new Map<string, number>();

  function of(typeId: string): Signal<TypeDays> {
    let typeDays = days.get(typeId);
    if (!typeDays) days.set(typeId, (typeDays = signal(empty)));
    return typeDays;
  }

  /** Only where the visitor's zone is not the space's do the slots wait for the zone rules: each then shows the visitor's time too, from its first paint. */
  function zoneRulesIfNeeded(timezone: string): Promise<unknown> | undefined {
    const rules = loadZoneRules();
    return (zone.value ?? timezone) !== deps.visitorZone() ? rules : undefined;
  }

  /** `inBackground`: the window is on screen already, and stays there when the connection fails (a phone woken before its network). */
  async function load(typeId: string, asked: DateRange, { fresh, inBackground }: { fresh: boolean; inBackground: boolean }, current: () => boolean): Promise<void> {
    const typeDays = of(typeId);
    typeDays.value = { ...typeDays.value, loading: true, error: null };
    const number = ++requestCount;
    try {
      const { timezone, slots } = await deps.fetch(typeId, asked, fresh);
      await zoneRulesIfNeeded(timezone);
      // Overtaken: whoever waits for this load waits for the newer one instead.
      if (!current()) return inflight.get(typeId);
      zone.value ??= timezone;
      publish(typeId, asked, slots, number, { loading: false, error: null });
      loaded.add(typeId);
      answeredAt.set(typeId, deps.now().getTime());
      if (fresh) stale.delete(typeId);
      const lastDate = lastDay.value!;
      if (asked.to < lastDate) {
        const tail = { from: addDays(asked.to, 1), to: lastDate };
        // Its last day's answer belongs to this window alone: not to one a newer answer replaced.
        const stillShown = () => typeDays.peek().known.get(asked.to) === number;
        void deps.fetch(typeId, tail, fresh).then(
          (answer) => stillShown() && publish(typeId, tail, answer.slots, ++requestCount),
          // The last day stays unknown; the next ensure asks for the window again.
          () => stillShown() && loaded.delete(typeId),
        );
      }
    } catch (e) {
      if (!current()) return inflight.get(typeId);
      const error = asApiError(e);
      if (inBackground && (error.kind === 'network' || error.kind === 'timeout')) {
        typeDays.value = { ...typeDays.value, loading: false };
        return;
      }
      // What was known may be out of date (a refresh failed): the next ensure asks again.
      loaded.delete(typeId);
      const failure = error.kind === 'aborted' ? null : error;
      const { failed } = typeDays.value;
      typeDays.value = { ...typeDays.value, loading: false, error: failure, failed: failure ? withDates(failed, asked, failure) : failed };
    }
  }

  /**
   * The answer to request `number` for `asked`, inside the window: its dates become known, with
   * their open slots, except those a later request answered already. `change`: the window's state.
   */
  function publish(typeId: string, asked: DateRange, slots: readonly Slot[], number: number, change: Partial<TypeDays> = {}): void {
    const typeDays = of(typeId);
    const firstDate = today.value!;
    const lastDate = lastDay.value!;
    const range = { from: asked.from > firstDate ? asked.from : firstDate, to: asked.to < lastDate ? asked.to : lastDate };
    const { byDate: knownSlots, known: knownDates, failed } = typeDays.peek();
    const byDate = new Map(knownSlots);
    const known = new Map(knownDates);
    for (const date of datesOf(range)) {
      if ((known.get(date) ?? 0) > number) continue;
      known.set(date, number);
      byDate.delete(date);
    }
    // Only the dates this answer is the latest for (the others' slots are newer).
    for (const slot of slots) {
      if (slot.remaining === 0 || known.get(slot.date) !== number) continue;
      const list = byDate.get(slot.date);
      if (list) list.push(slot);
      else byDate.set(slot.date, [slot]);
    }
    for (const [date, list] of byDate) if (known.get(date) === number) list.sort((a, b) => (a.start_time < b.start_time ? -1 : 1));
    typeDays.value = { ...typeDays.peek(), ...change, byDate, known, failed: withDates(failed, range) };
  }

  /**
   * A request on its way that holds the dates is waited for rather than repeated. `fresh` asks
   * past every cache. Resolves to whether the dates are known; when not, `of(typeId).failed` says
   * why, if it failed.
   */
  function ensureDates(typeId: string, range: DateRange, { fresh, queue }: { fresh: boolean; queue: RequestQueue }): Promise<boolean> {
    const typeDays = of(typeId);
    const dates = datesOf(range);
    const isKnown = () => dates.every((date) => typeDays.peek().known.has(date));
    const window = inflight.get(typeId);
    if (!fresh) {
      if (isKnown()) return Promise.resolve(true);
      // A window on its way holds the week (all but the window's last day, at most, before the zone
      // is known): its answer is waited for, and what it did not answer is asked for then.
      if (window) return window.then(() => isKnown() || (!dates.some((date) => typeDays.peek().failed.has(date)) && ensureDates(typeId, range, { fresh, queue })));
    }
    const { known, failed } = typeDays.peek();
    typeDays.value = { ...typeDays.peek(), known: fresh ? withDates(known, range) : known, failed: withDates(failed, range) };
    const mine = generation;
    const number = ++requestCount;
    return queue(() => deps.fetch(typeId, range, fresh || stale.has(typeId))).then(
      async (answer) => {
        if (!answer) return false;
        await zoneRulesIfNeeded(answer.timezone);
        if (mine !== generation) return false;
        zone.value ??= answer.timezone;
        publish(typeId, range, answer.slots, number);
        return true;
      },
      (e: unknown) => {
        const error = asApiError(e);
        if (mine === generation && error.kind !== 'aborted') typeDays.value = { ...typeDays.peek(), failed: withDates(typeDays.peek().failed, range, error) };
        return false;
      },
    );
  }

  function ensure(typeId: string, fresh = false): Promise<void> {
    const pending = inflight.get(typeId);
    if (!fresh && (pending || loaded.has(typeId))) return Promise.resolve(pending);
    return ask(typeId, { fresh: fresh || stale.has(typeId), inBackground: false });
  }

  function ask(typeId: string, asking: { fresh: boolean; inBackground: boolean }): Promise<void> {
    // Before the zone is known, one request of as many dates as the API allows (Limits), from the
    // day before the UTC date, holds the window except its last day for a space a day ahead of UTC:
    // that day is asked for once the answer names the zone, while the first slots already show.
    const asked = today.value ? { from: today.value, to: lastDay.value! } : windowBeforeZone(deps.now());
    const request: Promise<void> = load(typeId, asked, asking, () => inflight.get(typeId) === request).finally(() => {
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
    generation++;
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
    const fromToday = <T>(byDay: ReadonlyMap<string, T>) => new Map([...byDay].filter(([day]) => day >= date));
    for (const typeDays of days.values()) {
      const { byDate, known } = typeDays.peek();
      if ([...known.keys()].some((day) => day < date)) typeDays.value = { ...typeDays.peek(), byDate: fromToday(byDate), known: fromToday(known) };
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

  return { zone, today, lastDay, of, ensure, ensureDates, refresh, firstDate, clear, dispose };
}

export type AvailabilityCache = ReturnType<typeof createAvailability>;
