import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { AVAILABILITY_CONCURRENCY } from '../api/assumptions';
import type { ApiError } from '../api/errors';
import type { BookingType, Slot } from '../api/types';
import { addDays } from '../time/zone';
import { datesOf, type AvailabilityCache, type DateRange } from './availability';
import { typeNamed } from './config';
import { createLimiter } from './limiter';
import { categoriesOf, dayAfterFiltering, durationsOf, EVERYTHING, matches, slotMatches, type ScheduleFilters } from './schedule-filters';

export const WEEK_DAYS = 7;

export interface Session {
  type: BookingType;
  slot: Slot;
}

/** One type's open slots in one week: `slots` is null until they are known. */
export interface TypeWeek {
  slots: readonly Slot[] | null;
  error: ApiError | null;
}

/** The first day of each week of the window: today, a week after today, … up to its last day. */
export function weekStarts(today: string, lastDay: string): string[] {
  const starts: string[] = [];
  for (let start = today; start <= lastDay; start = addDays(start, WEEK_DAYS)) starts.push(start);
  return starts;
}

/** The days of the week from `start` that are inside the window. */
export function weekDays(start: string, lastDay: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= lastDay && days.length < WEEK_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

/** One entry per day of `days`, in their order; slots outside `days` and full ones are left out. */
export function groupByDay(days: readonly string[], weeks: Iterable<readonly [BookingType, readonly Slot[]]>): Map<string, Session[]> {
  const byDay = new Map<string, Session[]>(days.map((day) => [day, []]));
  for (const [type, slots] of weeks)
    for (const slot of slots) if (slot.remaining !== 0) byDay.get(slot.date)?.push({ type, slot });
  for (const sessions of byDay.values())
    sessions.sort((a, b) => (a.slot.start_time === b.slot.start_time ? a.type.title.localeCompare(b.type.title) : a.slot.start_time < b.slot.start_time ? -1 : 1));
  return byDay;
}

export interface ScheduleDeps {
  types: ReadonlySignal<BookingType[] | null>;
  /** Shared with the booking flow (./availability.ts): a window it asked for shows here as well. */
  availability: Pick<AvailabilityCache, 'today' | 'lastDay' | 'of' | 'ensureDates'>;
  /** A booking type (id or slug) to show alone at first: the `booking-type` option. */
  initialType?(): string;
  /** Availability requests in flight at most (default: `AVAILABILITY_CONCURRENCY`). */
  concurrency?: number;
}

/**
 * Every booking type's sessions, a week at a time, by day. One request per type and week, at most
 * `concurrency` in flight; a week left before its turn asks nothing, and a week the availability
 * cache already holds is not asked again. Lives until `dispose` (./store.ts keeps it while the
 * widget has the schedule layout).
 */
export function createSchedule(deps: ScheduleDeps) {
  const { availability } = deps;
  const limit = createLimiter(deps.concurrency ?? AVAILABILITY_CONCURRENCY);
  /** The shown week, counted from the one that starts today. */
  const week = signal(0);
  const chosenDay = signal<string | null>(null);
  const filters = signal<ScheduleFilters>(EVERYTHING);
  /** Weeks asked for (`<type id> <first day>`), answered or failed; one that never left is forgotten, to be asked again. */
  const asked = new Set<string>();
  /** Counts spaces: a request of an earlier one still waiting for its turn asks nothing. */
  let generation = 0;
  /** The day each week opened on, by its first day and the filters of the moment (see `day`). */
  const openedOn = new Map<string, string>();

  const starts = computed(() => (availability.today.value && availability.lastDay.value ? weekStarts(availability.today.value, availability.lastDay.value) : []));
  const from = computed(() => starts.value[Math.min(week.value, starts.value.length - 1)] ?? null);
  const days = computed(() => (from.value ? weekDays(from.value, availability.lastDay.value!) : []));

  const keyOf = (typeId: string, start: string) => `${typeId} ${start}`;
  const weekRange = (start: string): DateRange => {
    const to = addDays(start, WEEK_DAYS - 1);
    const lastDay = availability.lastDay.peek();
    return { from: start, to: lastDay && lastDay < to ? lastDay : to };
  };

  /** Asks for one type's week; resolves to whether its sessions are now known. */
  function load(typeId: string, start: string, fresh: boolean): Promise<boolean> {
    const key = keyOf(typeId, start);
    const mine = generation;
    const range = weekRange(start);
    asked.add(key);
    return availability
      .ensureDates(typeId, range, {
        fresh,
        // The visitor moved on to another week (or space) before this one's turn: ask nothing.
        queue: (send) => limit(() => (mine === generation && from.peek() === start ? send() : Promise.resolve(null))),
      })
      .then((known) => {
        // Neither known nor failed: never sent, or cancelled; asked for again when the week shows again.
        if (!known && mine === generation && !datesOf(range).some((date) => availability.of(typeId).peek().failed.has(date))) asked.delete(key);
        return known;
      });
  }

  function forget(): void {
    generation++;
    openedOn.clear();
    asked.clear();
    batch(() => {
      week.value = 0;
      chosenDay.value = null;
      filters.value = EVERYTHING;
    });
  }

  // Every type's sessions of the shown week, asked for as soon as the types and the space's today are known.
  const stopAsking = effect(() => {
    const types = deps.types.value;
    const start = from.value;
    if (!types) {
      if (asked.size) forget();
      return;
    }
    if (!start) return;
    for (const type of types) if (!asked.has(keyOf(type.id, start))) void load(type.id, start, false);
  });

  // The `booking-type` option shows that type alone at first.
  const stopNarrowing = effect(() => {
    const types = deps.types.value;
    const want = deps.initialType?.();
    if (!types || !want) return;
    const type = typeNamed(types, want);
    if (type && filters.peek() === EVERYTHING) filters.value = { ...EVERYTHING, typeId: type.id };
  });

  // A type or category the list no longer has (the space has no text for it in a new language)
  // filters nothing: the week shows every session again, and the menus say so.
  const stopKeepingFilters = effect(() => {
    const types = deps.types.value;
    if (!types) return;
    const current = filters.peek();
    const { typeId, category } = current;
    const kept = {
      ...current,
      typeId: types.some((type) => type.id === typeId) ? typeId : '',
      category: categoriesOf(types).includes(category) ? category : '',
    };
    // Nothing kept is everything again, which the `booking-type` option may narrow once more.
    if (kept.typeId !== typeId || kept.category !== category) filters.value = JSON.stringify(kept) === JSON.stringify(EVERYTHING) ? EVERYTHING : kept;
  });

  function typeWeek(type: BookingType, start: string): TypeWeek {
    const range = weekRange(start);
    const { byDate, known, failed } = availability.of(type.id).value;
    const dates = datesOf(range);
    if (dates.every((date) => known.has(date))) return { slots: dates.flatMap((date) => byDate.get(date) ?? []), error: null };
    return { slots: null, error: dates.map((date) => failed.get(date)).find(Boolean) ?? null };
  }

  const shown = computed(() => {
    const start = from.value;
    const chosen = filters.value;
    const known: [BookingType, readonly Slot[]][] = [];
    const failed: { type: BookingType; error: ApiError }[] = [];
    let pending = 0;
    if (start)
      for (const type of deps.types.value ?? []) {
        if (!matches(type, chosen)) continue;
        const { slots, error } = typeWeek(type, start);
        if (error) failed.push({ type, error });
        else if (slots) known.push([type, slots.filter((slot) => slotMatches(slot, chosen))]);
        else pending++;
      }
    const byDay = groupByDay(days.value, known);
    let count = 0;
    for (const sessions of byDay.values()) count += sessions.length;
    return { byDay, count, failed, pending };
  });

  /**
   * The day whose sessions show: the one chosen, else the day the week opened on. A week opens on
   * its first day until the sessions of every type it shows are known, then on its first day with
   * sessions that match the filters (today's may all have passed), and stays there while answers
   * come and go (a type asked again, a session filling up): nothing moves under the visitor.
   */
  const day = computed(() => {
    if (chosenDay.value && days.value.includes(chosenDay.value)) return chosenDay.value;
    const start = from.value;
    if (!start) return null;
    // Another week seen with other filters opens on the first day that fits these.
    const key = `${start} ${JSON.stringify(filters.value)}`;
    const opened = openedOn.get(key);
    if (opened) return opened;
    const { byDay, pending } = shown.value;
    if (pending) return start;
    const first = days.value.find((d) => byDay.get(d)?.length) ?? start;
    openedOn.set(key, first);
    return first;
  });

  const categories = computed(() => categoriesOf(deps.types.value ?? []));
  const durations = computed(() => durationsOf(deps.types.value ?? []));

  /** Shows the week's day that fits the filters just changed (see `dayAfterFiltering`), once its sessions are known. */
  function showFittingDay(): void {
    const shownDay = day.peek();
    const { byDay, pending } = shown.peek();
    if (!shownDay || pending) return;
    const fitting = dayAfterFiltering(days.peek(), byDay, shownDay, filters.peek().weekdays);
    if (fitting !== shownDay) chosenDay.value = fitting;
  }

  return {
    /** Index of the shown week and how many weeks the window has. */
    week,
    weekCount: computed(() => starts.value.length),
    /** The shown week's days (today first in the first week) and the day whose sessions show. */
    days,
    day,
    filters,
    categories,
    /** The lengths the types last, shortest first: the choices of the longest-session filter. */
    durations,
    shown,
    sessions: computed(() => (day.value ? shown.value.byDay.get(day.value) ?? [] : [])),
    showWeek(index: number): void {
      batch(() => {
        week.value = Math.max(0, Math.min(index, starts.peek().length - 1));
        chosenDay.value = null;
      });
    },
    selectDay: (d: string) => void (chosenDay.value = d),
    /** Narrows the schedule (the rest of the filters stay); the day shown moves to one that has matching sessions. */
    setFilters(next: Partial<ScheduleFilters>): void {
      batch(() => {
        filters.value = { ...filters.peek(), ...next };
        showFittingDay();
      });
    },
    clearFilters: () => void (filters.value = EVERYTHING),
    /** Asks again for one type's shown week, past every cache; resolves to whether it is now known. */
    retry(typeId: string): Promise<boolean> {
      const start = from.peek();
      return start ? load(typeId, start, true) : Promise.resolve(false);
    },
    /**
     * Ends the schedule: nothing more is asked (the widget's types and today no longer reach it),
     * and requests still waiting for their turn ask nothing.
     */
    dispose(): void {
      generation++;
      stopAsking();
      stopNarrowing();
      stopKeepingFilters();
    },
  };
}

export type Schedule = ReturnType<typeof createSchedule>;
