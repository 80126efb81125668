import { batch, computed, signal } from '@preact/signals';
import type { SpaceClient } from '../api/client';
import { asApiError, type ApiError } from '../api/errors';
import type { Booking, BookingType, Profile, Slot } from '../api/types';
import type { Emit } from '../embed/events';
import { formatDate } from '../i18n/format';
import { en, loadMessages, t, type MessageKey, type Messages } from '../i18n/index';
import { createAvailability } from './availability';
import { monthOf } from './calendar';
import { emptyConfig, isUuid, type WidgetConfig } from './config';
import { bookingRequest, emptyForm, validate, type Field, type FieldErrors, type FormValues } from './form';
import { createKeyStore, type KeyStore } from './intent-key';
import { submitBooking, type SubmitPolicy } from './book';
import { describeFailure, type FailureView } from './failure';
import { sleep } from '../api/retry';
import { visitorTimeZone } from '../time/zone';

export type Step = 'type' | 'time' | 'details' | 'done';
/** What should receive focus after the next render: a step heading, the alert, or a form field. */
export type FocusTarget = 'heading' | 'alert' | 'name' | 'email' | 'notes';

export interface StoreOptions {
  createClient(apiBase: string): SpaceClient;
  emit: Emit;
  /** Asked to switch the content locale; the element writes its `locale` attribute. */
  setLocale(locale: string): void;
  now?: () => Date;
  keyStore?: KeyStore;
  submitPolicy?: SubmitPolicy;
  online?: () => boolean;
  /** The visitor's IANA zone (default: the platform's). */
  visitorZone?: () => string;
}

/** All state of one widget instance. Components read the signals and call the actions. */
export function createStore(options: StoreOptions) {
  const { emit } = options;
  const now = options.now ?? (() => new Date());
  const online = options.online ?? (() => globalThis.navigator?.onLine !== false);
  const config = signal<WidgetConfig>(emptyConfig);
  const messages = signal<Messages>(en);
  const profile = signal<Profile | null>(null);
  const types = signal<BookingType[] | null>(null);
  const loadError = signal<ApiError | null>(null);
  const typeId = signal<string | null>(null);
  const step = signal<Step>('type');
  const date = signal<string | null>(null);
  const month = signal<string | null>(null);
  const slot = signal<Slot | null>(null);
  const form = signal<FormValues>(emptyForm);
  const errors = signal<FieldErrors>({});
  /** The last progress message, translated at read time: a catalog that arrives later re-words it. */
  const said = signal<[MessageKey, Record<string, string | number>?] | null>(null);
  const announcement = computed(() => (said.value ? t(messages.value, ...said.value) : ''));
  const focus = signal<{ target: FocusTarget } | null>(null);
  const sending = signal(false);
  const failure = signal<FailureView | null>(null);
  const booking = signal<Booking | null>(null);

  let client: SpaceClient | null = null;
  let session = new AbortController();
  let content = new AbortController();
  const availability = createAvailability({
    fetch: (id, range, fresh) => client!.availability(config.value.handle, id, range, { signal: session.signal, fresh }),
    now,
  });

  const type = computed(() => types.value?.find((bt) => bt.id === typeId.value) ?? null);
  /** The space's zone; the profile sets it as soon as it arrives. */
  const zone = availability.zone;

  const say = (key: MessageKey, params?: Record<string, string | number>) => {
    said.value = [key, params];
  };
  const requestFocus = (target: FocusTarget) => {
    focus.value = { target };
  };
  const reportError = (stage: 'availability' | 'profile' | 'types', { kind, status }: ApiError) =>
    emit('space-booking:error', { stage, kind, status });
  const toTypeStep = () => batch(() => ((typeId.value = null), (step.value = 'type')));
  /** The type `want` names by id or slug. */
  const findType = (want: string) => types.value?.find((bt) => bt.id === want || bt.slug === want);
  const withCustomer = (f: FormValues, c: WidgetConfig): FormValues => ({ ...f, name: c.customerName, email: c.customerEmail });
  const manyTypes = () => (types.value?.length ?? 0) > 1;

  /** Counts loads of dates: an answer for an earlier one (another type, another space) changes nothing. */
  let loads = 0;

  function announceDay(d: string): void {
    const count = availability.of(typeId.value ?? '').value.byDate.get(d)?.length ?? 0;
    say('slotsFound', { count, date: formatDate(d, config.value.locale) });
  }

  /** Selects the earliest date with open slots in the window and shows its month. */
  async function loadDates(id: string, byVisitor = false): Promise<void> {
    const mine = ++loads;
    say('loading');
    await availability.ensure(id);
    if (mine !== loads || typeId.value !== id) return;
    const { error } = availability.of(id).value;
    if (error) {
      reportError('availability', error);
      if (byVisitor) requestFocus('alert');
      return;
    }
    const first = availability.firstDate(id);
    const today = availability.today.value;
    if (!today) return;
    batch(() => {
      date.value = first;
      month.value = monthOf(first ?? today);
    });
    if (first) announceDay(first);
  }

  /** Fresh availability after a slot filled up; another date only when the chosen one has none left. */
  function refreshDates(id: string): Promise<void> {
    return availability.refresh(id).then(() => {
      const d = date.value;
      if (typeId.value !== id || !d || availability.of(id).value.byDate.has(d)) return;
      const first = availability.firstDate(id);
      batch(() => {
        date.value = first;
        if (first) month.value = monthOf(first);
      });
    });
  }

  let announcedType: string | null = null;
  let ready = false;
  /** type-selected fires once per selection, as soon as the type's details are known and after ready. */
  function emitTypeSelected(): void {
    const bt = type.value;
    if (!ready || !bt || bt.id === announcedType) return;
    announcedType = bt.id;
    const { id, slug, title, price_amount } = bt;
    emit('space-booking:type-selected', { bookingTypeId: id, slug, title, priceAmount: price_amount, currency: profile.value?.currency ?? '' });
  }

  function loadContent(fresh = false): void {
    content.abort();
    const ac = (content = new AbortController());
    const { handle, locale } = config.value;
    const c = client;
    loadError.value = null;
    if (!c) return;
    say('loading');
    const current = () => ac === content;
    const fail = (stage: 'profile' | 'types') => (e: unknown) => {
      const error = asApiError(e);
      if (!current() || error.kind === 'aborted') return;
      loadError.value ??= error;
      // A fresh load is the visitor's doing (Try again, or a refusal that changed the offering).
      if (fresh) requestFocus('alert');
      reportError(stage, error);
    };
    const o = { locale, signal: ac.signal, fresh };
    const p = c.profile(handle, o).then((value) => {
      if (!current()) return;
      profile.value = value;
      zone.value ??= value.timezone;
    }, fail('profile'));
    const ts = c.bookingTypes(handle, o).then((value) => {
      if (!current()) return;
      // The client leaves archived types out already; a type marked archived is never offered.
      types.value = value.filter((bt) => bt.archived !== true);
      chooseInitialType();
    }, fail('types'));
    void Promise.all([p, ts]).then(() => {
      if (current() && profile.value && types.value && !loadError.value) {
        ready = true;
        emit('space-booking:ready', { handle, locale, typeCount: types.value.length });
        // A preselected or only type may have been chosen before the profile arrived.
        emitTypeSelected();
      }
    });
  }

  /** Keeps a valid selection, else preselects `booking-type` (id or slug) or the only type. */
  function chooseInitialType(): void {
    const list = types.value ?? [];
    if (list.some((bt) => bt.id === typeId.value)) return emitTypeSelected();
    if (typeId.value) toTypeStep();
    const pick = list.length === 1 ? list[0] : findType(config.value.bookingType);
    if (pick) selectType(pick.id, false);
  }

  function selectType(id: string, byVisitor = true): void {
    batch(() => {
      typeId.value = id;
      date.value = slot.value = month.value = null;
      step.value = 'time';
      // An automatic selection keeps a failure message on screen: the visitor has not read it yet.
      if (byVisitor) failure.value = null;
    });
    announcedType = null;
    emitTypeSelected();
    if (byVisitor) requestFocus('heading');
    void loadDates(id, byVisitor);
  }

  /** Found on the first send: probing and tidying storage has no place before the first requests. */
  let keyStore = options.keyStore;
  /** The server asked for a pause (Retry-After): nothing is sent again before this time. */
  let notBefore = 0;
  const clearSubmit = () => batch(() => ((failure.value = booking.value = null), (sending.value = false)));

  /** Sending the form: validation, the safe submit, and what the visitor sees after each answer. */
  async function send(): Promise<void> {
    const s = slot.value;
    const id = typeId.value;
    if (sending.value || !s || !id) return;
    const invalid = validate(form.value);
    errors.value = invalid;
    const first = (Object.keys(invalid) as Field[])[0];
    if (first) {
      say('checkFields');
      requestFocus(first);
      return;
    }
    const { handle } = config.value;
    const policy = options.submitPolicy;
    // Aborted when the space changes: from then on this answer must not touch the new page.
    const { signal } = session;
    batch(() => ((sending.value = true), (failure.value = null)));
    say('sending');
    emit('space-booking:submit', { bookingTypeId: id, date: s.date, startTime: s.start_time });
    try {
      const pause = notBefore - Date.now();
      if (pause > 0) await (policy?.sleep ?? sleep)(pause, signal);
      const result = await submitBooking({ ...policy, client: client!, handle, request: bookingRequest(form.value, id, s), keyStore: (keyStore ??= createKeyStore()), signal });
      if (signal.aborted) return;
      batch(() => ((booking.value = result), (step.value = 'done')));
      say('bookedHeading');
      requestFocus('heading');
      emit('space-booking:booked', { booking: result });
    } catch (e) {
      const error = asApiError(e, 'network');
      if (signal.aborted || error.kind === 'aborted') return;
      const view = describeFailure(error, { online: online(), space: profile.value ?? undefined });
      const { action, field } = view;
      failure.value = view;
      notBefore = view.retryAfter ? Date.now() + view.retryAfter * 1000 : 0;
      if (action === 'choose-slot') chooseAnotherSlot();
      else if (action === 'refresh-types') toTypeStep(), loadContent(true);
      else if (action === 'fix-field' && field) errors.value = { ...errors.value, [field]: { key: view.key, params: view.params } };
      requestFocus('alert');
      emit('space-booking:failed', { reason: error.bookingFailure?.reason ?? error.type ?? error.kind, status: error.status });
    } finally {
      if (!signal.aborted) sending.value = false;
    }
  }

  /** After a slot filled up: show the time step with fresh availability, keeping the form. */
  function chooseAnotherSlot(): void {
    batch(() => ((slot.value = null), (step.value = 'time')));
    if (typeId.value) void refreshDates(typeId.value);
  }

  /** Cancels every request of this space, a booking in flight included: its answer belongs to a page that is gone. */
  function stop(): void {
    session.abort();
    content.abort();
  }

  function reset(next: WidgetConfig): void {
    ready = false;
    stop();
    session = new AbortController();
    availability.clear();
    batch(() => {
      profile.value = types.value = typeId.value = date.value = month.value = slot.value = loadError.value = null;
      clearSubmit();
      step.value = 'type';
      errors.value = {};
      form.value = withCustomer(emptyForm, next);
    });
    client = null;
    // Until both are set (a host may set attributes one by one, later) there is nothing to ask.
    if (!next.handle || !next.apiBase) return;
    try {
      client = options.createClient(next.apiBase);
    } catch (e) {
      loadError.value = asApiError(e);
    }
  }

  function start(newSpace: boolean, fresh = false): void {
    const { locale, bookingType } = config.value;
    void loadMessages(locale).then((m) => {
      if (config.value.locale === locale) messages.value = m;
    });
    if (!client) return;
    // A booking type named by id needs no list to start fetching its slots.
    if (newSpace && isUuid(bookingType)) selectType(bookingType, false);
    loadContent(fresh);
  }

  return {
    config,
    messages,
    profile,
    types,
    loadError,
    typeId,
    type,
    step,
    date,
    month,
    slot,
    form,
    errors,
    announcement,
    focus,
    zone,
    availability,
    now,
    online,
    visitorZone: options.visitorZone ?? visitorTimeZone,
    sending,
    failure,
    booking,

    /** Applies the element's attributes: a new space re-fetches everything, a new locale the content. */
    configure(next: WidgetConfig): void {
      const prev = config.value;
      config.value = next;
      const newSpace = next.handle !== prev.handle || next.apiBase !== prev.apiBase || !client;
      if (newSpace) reset(next);
      else {
        const f = form.value;
        if (f.name === prev.customerName && f.email === prev.customerEmail)
          form.value = withCustomer(f, next);
      }
      if (newSpace || next.locale !== prev.locale) start(newSpace);
      else if (next.bookingType !== prev.bookingType) {
        const want = findType(next.bookingType);
        if (want && want.id !== typeId.value) selectType(want.id, false);
      }
    },
    /** Starts again from scratch (the page no longer matches the server), keeping what the visitor typed. */
    reload(): void {
      const typed = form.value;
      reset(config.value);
      form.value = typed;
      requestFocus('heading');
      start(true, true);
    },
    retryLoad(): void {
      // The alert and its button go away: focus waits on the heading of what loads instead.
      requestFocus('heading');
      loadContent(true);
    },
    /** "Try again" on the times asks for the types too: a 404 means the offering changed. */
    retryDates(): void {
      const id = typeId.value;
      requestFocus('heading');
      loadContent(true);
      if (id) void loadDates(id, true);
    },
    /** Whether the time step has a step back to the list of types (what `back` follows). */
    manyTypes,
    selectType,
    prefetchType: (id: string) => void availability.ensure(id),
    setMonth: (m: string) => void (month.value = m),
    selectDate(d: string): void {
      batch(() => ((date.value = d), (slot.value = null)));
      announceDay(d);
    },
    chooseSlot(s: Slot): void {
      batch(() => ((slot.value = s), (step.value = 'details'), (failure.value = null)));
      emit('space-booking:slot-selected', {
        bookingTypeId: typeId.value!,
        date: s.date,
        startTime: s.start_time,
        timezone: zone.value ?? '',
      });
      requestFocus('heading');
    },
    setField<K extends keyof FormValues>(name: K, value: FormValues[K]): void {
      form.value = { ...form.value, [name]: value };
      if (name in errors.value) errors.value = { ...errors.value, [name]: undefined };
    },
    submit: send,
    /** Escape and the back buttons: one step back, never leaving the visitor without a way on. */
    back(): void {
      const s = step.value;
      const target: Step | null = s === 'details' ? 'time' : s === 'time' && manyTypes() ? 'type' : null;
      if (!target) return;
      batch(() => ((step.value = target), (failure.value = null)));
      requestFocus('heading');
    },
    bookAnother(): void {
      const id = typeId.value;
      batch(() => {
        clearSubmit();
        slot.value = null;
        form.value = { ...form.value, notes: '', consent: false };
        step.value = manyTypes() || !id ? 'type' : 'time';
      });
      if (id) void refreshDates(id);
      requestFocus('heading');
    },
    switchLocale: options.setLocale,
    /** The widget is gone: its requests are cancelled, and its clock's timer and listener go too. */
    dispose(): void {
      stop();
      availability.dispose();
    },
  };
}

export type Store = ReturnType<typeof createStore>;
