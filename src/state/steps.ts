import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { ApiError } from '../api/errors';
import type { BookingType, Profile, Slot } from '../api/types';
import type { Emit } from './events';
import type { AvailabilityCache } from './availability';
import { monthOf } from './calendar';
import type { Announcer } from './announcer';
import { typeNamed, type WidgetConfig } from './config';
import { EVERYTHING, type ScheduleFilters } from './schedule-filters';
import type { FailureView } from './failure';

export type Step = 'type' | 'time' | 'details' | 'done';

interface StepsDeps {
  config: ReadonlySignal<WidgetConfig>;
  profile: ReadonlySignal<Profile | null>;
  types: ReadonlySignal<BookingType[] | null>;
  availability: AvailabilityCache;
  announcer: Announcer;
  emit: Emit;
  /** The failure on screen: the visitor's own next choice clears it. */
  failure: Signal<FailureView | null>;
  /** A booking request is out: the step stays until its answer. */
  submitting: ReadonlySignal<boolean>;
  /** Told just before the visitor's own move to another step (the address keeps one entry per step: ./deep-link-history.ts). */
  onVisitorStep?: () => void;
}

/** The way through a booking: type, then date and time, then details, then done. */
export function createSteps({ config, profile, types, availability, announcer, emit, failure, submitting, onVisitorStep = () => {} }: StepsDeps) {
  const step = signal<Step>('type');
  const typeId = signal<string | null>(null);
  const date = signal<string | null>(null);
  const month = signal<string | null>(null);
  const slot = signal<Slot | null>(null);
  /** What the visitor narrowed a long list of types to (category, length, first-visit offers). */
  const typeFilters = signal<ScheduleFilters>(EVERYTHING);
  /** The chosen type as last listed: a time chosen or booked keeps it where a new language lists it not. */
  let lastListed: BookingType | null = null;
  const type = computed(() => {
    const id = typeId.value;
    const listed = types.value?.find((bookingType) => bookingType.id === id);
    if (listed) lastListed = listed;
    return listed ?? (lastListed?.id === id ? lastListed : null);
  });
  const manyTypes = () => (types.value?.length ?? 0) > 1;
  const findType = (want: string) => typeNamed(types.value ?? [], want);
  const reportError = ({ kind, status }: ApiError) => emit('space-booking:error', { stage: 'availability', kind, status });

  /** Counts loads of dates: an answer for an earlier one (another type, another space) changes nothing. */
  let loads = 0;
  /** type-selected waits for ready, and fires once per selection. */
  let ready = false;
  let announcedType: string | null = null;
  /** The booking-type last said to be none of the space's. */
  let unknownType = '';

  function announceDay(day: string): void {
    const count = availability.of(typeId.value ?? '').value.byDate.get(day)?.length ?? 0;
    announcer.say('slotsFound', { count, day });
  }

  /** Selects the earliest date with times and shows its month; with none, `fallbackDay`'s month, if given. */
  function showFirstDate(id: string, fallbackDay?: string): string | null {
    const first = availability.firstDate(id);
    const shownDay = first ?? fallbackDay;
    batch(() => {
      date.value = first;
      if (shownDay) month.value = monthOf(shownDay);
    });
    return first;
  }

  async function loadDates(id: string, { byVisitor }: { byVisitor: boolean }): Promise<void> {
    const mine = ++loads;
    const loading = announcer.say('loading');
    await availability.ensure(id);
    if (mine !== loads || typeId.value !== id) return;
    announcer.unsay(loading);
    const { error } = availability.of(id).value;
    if (error) {
      reportError(error);
      if (byVisitor) announcer.requestFocus('alert');
      return;
    }
    const today = availability.today.value;
    if (!today) return;
    const first = showFirstDate(id, today);
    if (first) announceDay(first);
  }

  /**
   * The chosen day lost its times while the visitor looks at them (the space's midnight left it
   * behind, or its window was asked for again): the first day with times instead, and its month,
   * said as on arrival.
   */
  const stopFollowingDays = effect(() => {
    const day = date.value;
    const id = typeId.value;
    // The schedule shows its sessions by week, not one type's days.
    if (step.value !== 'time' || !day || !id || config.value.layout === 'schedule') return;
    const { byDate, loading, error } = availability.of(id).value;
    if (loading || error || byDate.has(day)) return;
    const first = showFirstDate(id);
    if (first) announceDay(first);
  });

  /** Fresh availability after a slot filled up; another date only when the chosen one has none left. */
  function refreshDates(id: string): Promise<void> {
    return availability.refresh(id).then(() => {
      const day = date.value;
      if (typeId.value !== id || !day || availability.of(id).value.byDate.has(day)) return;
      showFirstDate(id);
    });
  }

  /** type-selected fires once per selection, as soon as the type's details are known and after ready. */
  function emitTypeSelected(): void {
    const bookingType = type.value;
    if (!ready || !bookingType || bookingType.id === announcedType) return;
    announcedType = bookingType.id;
    const { id, slug, title, price_amount } = bookingType;
    emit('space-booking:type-selected', { bookingTypeId: id, slug, title, priceAmount: price_amount, currency: profile.value?.currency ?? '' });
  }

  function showType(id: string): void {
    batch(() => {
      typeId.value = id;
      date.value = slot.value = month.value = null;
      step.value = 'time';
    });
    announcedType = null;
    emitTypeSelected();
  }

  /** A type chosen by the widget (named by the host, or the only one): the visitor has not acted. */
  function preselectType(id: string): void {
    // The schedule shows every type's sessions: none is preselected there.
    if (config.value.layout === 'schedule') return;
    // A failure message stays on screen: the visitor has not read it yet.
    showType(id);
    void loadDates(id, { byVisitor: false });
  }

  function selectType(id: string): void {
    onVisitorStep();
    failure.value = null;
    showType(id);
    announcer.requestFocus('heading');
    void loadDates(id, { byVisitor: true });
  }

  /** Shows the details of `chosen` (the visitor's choice, or a link's): focus stays where it is. */
  function openSlot(chosen: Slot): void {
    batch(() => {
      slot.value = chosen;
      step.value = 'details';
      failure.value = null;
    });
    emit('space-booking:slot-selected', {
      bookingTypeId: typeId.value!,
      date: chosen.date,
      startTime: chosen.start_time,
      timezone: availability.zone.value ?? '',
    });
  }

  function chooseSlot(chosen: Slot): void {
    onVisitorStep();
    openSlot(chosen);
    announcer.requestFocus('heading');
  }

  /**
   * A link's day and time (./deep-link.ts), opened as a preselected type is: without moving focus.
   * Resolves to whether what the link named was found (a load overtaken or failed counts as found:
   * nothing is said about it).
   */
  async function openAt(id: string, day?: string, time?: string): Promise<boolean> {
    showType(id);
    const mine = ++loads;
    await availability.ensure(id);
    if (mine !== loads || typeId.value !== id) return true;
    const { error, byDate } = availability.of(id).value;
    if (error) {
      reportError(error);
      return true;
    }
    const slots = day ? byDate.get(day) : undefined;
    const chosen = time ? slots?.find((open) => open.start_time.slice(0, 5) === time) : undefined;
    const shown = slots ? day! : availability.firstDate(id);
    const monthShown = shown ?? availability.today.value;
    batch(() => {
      date.value = shown;
      if (monthShown) month.value = monthOf(monthShown);
    });
    if (chosen) openSlot(chosen);
    else if (shown) announceDay(shown);
    return !day || (time ? !!chosen : !!slots);
  }

  const toTypeStep = () =>
    batch(() => {
      typeId.value = null;
      step.value = 'type';
    });

  /** Back to the times of the type chosen, asked for afresh (a time was refused, or taken meanwhile). */
  function chooseAnotherTime(): void {
    batch(() => {
      slot.value = null;
      step.value = 'time';
    });
    const id = typeId.peek();
    if (id) void refreshDates(id);
  }

  /** After a booking: the list of types, or the times of the only one, asked for afresh. */
  function startAgain(): void {
    const id = typeId.peek();
    batch(() => {
      slot.value = null;
      step.value = manyTypes() || !id ? 'type' : 'time';
    });
    if (id) void refreshDates(id);
  }

  // Read-only outside: the steps change by the transitions below.
  return {
    step: step as ReadonlySignal<Step>,
    typeId: typeId as ReadonlySignal<string | null>,
    type,
    date: date as ReadonlySignal<string | null>,
    month: month as ReadonlySignal<string | null>,
    slot: slot as ReadonlySignal<Slot | null>,
    /** Whether the time step has a step back to the list of types (what `back` follows). */
    manyTypes,
    findType,
    selectType,
    openAt,
    preselectType,
    toTypeStep,
    refreshDates,
    chooseAnotherTime,
    startAgain,
    typeFilters: typeFilters as ReadonlySignal<ScheduleFilters>,
    setTypeFilters: (next: Partial<ScheduleFilters>) => void (typeFilters.value = { ...typeFilters.peek(), ...next }),
    clearTypeFilters: () => void (typeFilters.value = EVERYTHING),
    booked: () => void (step.value = 'done'),
    forgetSlot: () => void (slot.value = null),
    /** Profile and types are loaded: events about the selection may go out now. */
    markReady(): void {
      ready = true;
      emitTypeSelected();
    },
    /** Keeps a valid selection, else preselects `booking-type` (id or slug) or the only type. */
    chooseInitialType(): void {
      const list = types.value ?? [];
      if (list.some((bookingType) => bookingType.id === typeId.value)) return emitTypeSelected();
      // Content absent in a locale is absent: a type without text in the language the visitor
      // switched to still holds the time they chose, or the booking they made.
      if (step.value === 'details' || step.value === 'done') return;
      if (typeId.value) toTypeStep();
      const wanted = config.value.bookingType;
      const found = findType(wanted);
      // The page's owner reads in the console why the type they named is not the one shown (once).
      if (wanted && !found && list.length && wanted !== unknownType) console.warn(`space-booking: no booking type of this space has the id or slug "${(unknownType = wanted)}"`);
      const pick = list.length === 1 ? list[0] : found;
      if (pick) preselectType(pick.id);
    },
    /** "Try again" on the times. */
    retryDates(): void {
      const id = typeId.value;
      if (id) void loadDates(id, { byVisitor: true });
    },
    /** The connection came back after the times failed for want of one: asked for again, unprompted. */
    datesAgainOnReconnect(): void {
      const id = typeId.peek();
      if (id && availability.of(id).peek().error?.kind === 'network') void loadDates(id, { byVisitor: false });
    },
    prefetchType: (id: string) => void availability.ensure(id),
    setMonth: (m: string) => void (month.value = m),
    selectDate(day: string): void {
      batch(() => {
        date.value = day;
        slot.value = null;
      });
      announceDay(day);
    },
    chooseSlot,
    /** The visitor chose a session in the schedule: its type and its time at once. */
    chooseSession(id: string, chosen: Slot): void {
      batch(() => {
        typeId.value = id;
        date.value = chosen.date;
        month.value = monthOf(chosen.date);
      });
      announcedType = null;
      emitTypeSelected();
      chooseSlot(chosen);
    },
    /**
     * Escape and the back buttons: one step back, never leaving the visitor without a way on. Not
     * while a booking request is out: its answer (booked, or why not) belongs to the time it was
     * sent for, and the visitor must see it there.
     */
    back(): void {
      if (submitting.peek()) return;
      const current = step.value;
      const target: Step | null = current === 'details' ? 'time' : current === 'time' && manyTypes() ? 'type' : null;
      if (!target) return;
      onVisitorStep();
      batch(() => {
        step.value = target;
        failure.value = null;
      });
      announcer.requestFocus('heading');
    },
    /** The widget is gone: the chosen day is followed no more. */
    stopFollowingDays,
    /** Forgets every choice (a new space). */
    clear(): void {
      ready = false;
      unknownType = '';
      batch(() => {
        typeId.value = date.value = month.value = slot.value = null;
        step.value = 'type';
        typeFilters.value = EVERYTHING;
      });
    },
  };
}

export type Steps = ReturnType<typeof createSteps>;
