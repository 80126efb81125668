import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { SpaceClient } from '../api/client';
import { asApiError } from '../api/errors';
import { validateApiBase, validateHandle } from '../api/validate';
import { interfaceLocale } from '../i18n/index';
import type { Emit } from './events';
import { visitorTimeZone } from '../time/zone';
import { createAvailability } from './availability';
import { createBooking } from './booking';
import type { SubmitPolicy } from './book';
import { createAnnouncer } from './announcer';
import { emptyConfig, isUuid, type WidgetConfig } from './config';
import { createContent } from './content';
import { readDeepLink, windowHistory, type DeepLink, type PageHistory } from './deep-link';
import type { DeepLinkHistory, DeepLinkNotice } from './deep-link-history';
import { onDemand } from '../shared/on-demand';
import type { KeyStore } from './idempotency-key';
import type { Schedule } from './schedule';
import { createSteps } from './steps';

export type { Step } from './steps';
export type { FocusTarget } from './announcer';

/** `deep-link`'s chunk: without it, the address does not follow the widget (the booking goes on). */
const deepLinkHistory = onDemand(() => import('./deep-link-history'), 'the deep links (the address does not follow the widget)', 'forget');

/** How long a host has to set a missing handle or api-base before the page is said to be set up wrong. */
export const MISSING_ATTRIBUTE_GRACE_MS = 2000;

export interface StoreOptions {
  createClient(apiBase: string): SpaceClient;
  emit: Emit;
  /** Asked to switch the content locale; the element writes its `locale` attribute. */
  setLocale(locale: string): void;
  now?: () => Date;
  /** Where the booking step keeps idempotency keys (default: found on the first send). */
  keyStore?: KeyStore;
  submitPolicy?: SubmitPolicy;
  online?: () => boolean;
  /** The visitor's IANA zone (default: the platform's). */
  visitorZone?: () => string;
  /** The host page's address and history, which `deep-link` keeps the step in (default: the window's). */
  pageHistory?: PageHistory | null;
  /** Takes the page to `url` (`success-url`; default: `location.assign`). */
  navigate?: (url: string) => void;
}

/**
 * All state of one widget instance: the space's content (./content.ts), the steps of a booking
 * (./steps.ts), the booking being made (./booking.ts; sending it is ./send.ts, in the booking
 * step's chunk) and the announcer, the screen reader's messages and where focus goes
 * (./announcer.ts). Components read the signals and call the actions.
 */
export function createStore(options: StoreOptions) {
  const { emit } = options;
  const now = options.now ?? (() => new Date());
  const online = options.online ?? (() => globalThis.navigator?.onLine !== false);
  const visitorZone = options.visitorZone ?? visitorTimeZone;
  const config = signal<WidgetConfig>(emptyConfig);
  const announcer = createAnnouncer();
  const booking = createBooking({
    steps: () => steps,
    requestFocus: announcer.requestFocus,
    prefill: () => ({ name: config.value.customerName, email: config.value.customerEmail }),
    keyStore: options.keyStore,
  });

  let client: SpaceClient | null = null;
  /** Until a missing handle or api-base is said to be missing. */
  let missingAttribute: ReturnType<typeof setTimeout> | undefined;
  /** The handle and api-base of which a missing one waits to be said. */
  let pendingSetup = '';
  /** The handle and api-base last said to be wrong. */
  let reportedSetup = '';
  /** Every request of the current space, a booking in flight included: aborted when the space changes. */
  let session = new AbortController();
  const availability = createAvailability({
    fetch: (id, range, fresh) => client!.availability(config.value.handle, id, range, { signal: session.signal, fresh }),
    now,
    visitorZone,
    shownType: () => steps.typeId.peek(),
  });
  /**
   * Whether `ready` was said for the current space and locale: loading them again (Try again, a
   * changed offering) is the same visit; another space or locale is a new one.
   */
  let readySaid = false;
  const content = createContent({
    config,
    client: () => client,
    zone: availability.zone,
    announcer,
    emit,
    onTypes: () => openLinkOrFirstStep(),
    onReady: () => {
      const { handle, locale } = config.value;
      if (!readySaid) emit('space-booking:ready', { handle, locale, typeCount: content.types.value?.length ?? 0 });
      readySaid = true;
      // A preselected or only type may have been chosen before the profile arrived.
      steps.markReady();
    },
  });
  /** The locale the interface speaks and formats dates, times and prices in (the content has its own). */
  const locale = computed(() => {
    const { locale: spoken, englishOnly } = content.speaking.value;
    // English on screen is written as in the region asked (`en-EG` for `ar-EG`).
    return englishOnly ? interfaceLocale(config.value.locale, true) : interfaceLocale(spoken);
  });
  const steps = createSteps({
    config,
    profile: content.profile,
    types: content.types,
    availability,
    announcer,
    emit,
    failure: booking.failure,
    submitting: booking.submitting,
    onVisitorStep: () => deepLink?.visitorStepped(),
  });

  const pageHistory = options.pageHistory === undefined ? windowHistory() : options.pageHistory;
  let deepLink: DeepLinkHistory | null = null;
  const deepLinkNotice = signal<DeepLinkNotice | null>(null);
  /** Whether the address follows the steps (the chunk is here, `deep-link` has been on). */
  const deepLinkActive = signal(false);
  /** The link the current space's page was loaded with, opened once the booking types are known. */
  let linked: DeepLink | null = null;
  let disposed = false;
  function startDeepLink(): Promise<DeepLinkHistory | null> {
    return deepLinkHistory().then((module) => {
      if (module && pageHistory && !disposed)
        deepLink ??= module.createDeepLinkHistory({ config, types: content.types, steps, booking, announcer, history: pageHistory, notice: deepLinkNotice });
      deepLinkActive.value = deepLink !== null;
      return deepLink;
    });
  }
  function openLinkOrFirstStep(): void {
    const link = linked;
    linked = null;
    if (!link) return steps.chooseInitialType();
    void startDeepLink().then((history) => (history ? history.openLink(link) : steps.chooseInitialType()));
  }

  /**
   * A booking-type the host set, shown while the visitor is choosing; while they are on their
   * details, a booking is on its way or its answer shows (a failure, until their next choice; a
   * confirmation), it waits until they are back to choosing.
   */
  let heldType: string | null = null;
  function showHeldType(): void {
    const step = steps.step.value;
    const answerShown = booking.submitting.value || booking.failure.value !== null;
    if (heldType === null || answerShown || (step !== 'type' && step !== 'time')) return;
    const want = steps.findType(heldType);
    heldType = null;
    if (want && want.id !== steps.typeId.peek()) steps.preselectType(want.id);
  }
  const stopHoldingType = effect(showHeldType);

  /**
   * The schedule's state, made by its chunk the first time the schedule shows (../ui/Schedule.tsx):
   * kept while the widget has the schedule layout (Back from the details form finds it as it was),
   * ended with its effects and requests when the layout changes or the widget goes.
   */
  let schedule: Schedule | null = null;
  function endSchedule(): void {
    schedule?.dispose();
    schedule = null;
  }

  /** Cancels every request of this space, a booking in flight included: its answer belongs to a page that is gone. */
  function stop(): void {
    session.abort();
    content.stop();
  }

  function resetSpace(next: WidgetConfig): void {
    stop();
    session = new AbortController();
    availability.clear();
    heldType = null;
    batch(() => {
      content.clear();
      steps.clear();
      booking.clear();
    });
    client = null;
    const setup = `${next.handle} ${next.apiBase}`;
    // Another handle or address: what was waiting to be said of the last ones is not.
    if (setup !== pendingSetup) {
      clearTimeout(missingAttribute);
      pendingSetup = '';
    }
    try {
      validateHandle(next.handle);
      validateApiBase(next.apiBase);
      client = options.createClient(next.apiBase);
    } catch (e) {
      const error = asApiError(e);
      const attribute = error.field === 'handle' ? 'handle' : 'api-base';
      const value = attribute === 'handle' ? next.handle : next.apiBase;
      // Nothing can be asked: the page is set up wrong, and its owner reads why in the console,
      // once for these attributes. A host may set its attributes one by one, the later ones once
      // its own settings have come: one missing is said only if it is still missing a while later.
      // Another attribute changed meanwhile (a theme, a prefill) leaves both as they are.
      const setUpWrong = () => {
        content.loadError.value = error;
        if (reportedSetup === setup) return;
        reportedSetup = setup;
        console.error(`space-booking: ${error.message}, the ${attribute} attribute is "${value}"`);
        emit('space-booking:error', { stage: 'profile', kind: error.kind });
      };
      if (value || reportedSetup === setup) setUpWrong();
      else if (pendingSetup !== setup) {
        pendingSetup = setup;
        missingAttribute = setTimeout(setUpWrong, MISSING_ATTRIBUTE_GRACE_MS);
      }
    }
  }

  /**
   * The first requests of a new space, with `loadContent` (from caches, or afresh): a type named
   * by id needs no list to start fetching its slots.
   */
  function startSpace(loadContent: () => void): void {
    if (client) {
      const { bookingType } = config.value;
      // A link in the page's address names the type to open (by slug): the host's waits
      // (./first-requests.ts sends no request for it either).
      linked = config.value.deepLink && pageHistory ? readDeepLink(pageHistory.address()) : null;
      deepLinkNotice.value = null;
      if (isUuid(bookingType) && !linked) steps.preselectType(bookingType);
      loadContent();
    }
    // After the requests: the interface text is English at once, another catalog a file away.
    content.loadMessages();
  }

  function startLocale(): void {
    content.loadMessages();
    if (client) content.load();
  }

  return {
    config,
    ...announcer,
    messages: content.messages,
    interfaceLocale: locale,
    writtenIn: content.writtenIn,
    profile: content.profile,
    types: content.types,
    loadError: content.loadError,
    ...steps,
    /** What a link the page was loaded with could not open, until the visitor's next step. */
    deepLinkNotice: deepLinkNotice as ReadonlySignal<DeepLinkNotice | null>,
    /** The address of the session on screen, for Share (`deep-link` only). */
    sessionLink: (): string | null => (deepLinkActive.value && config.value.deepLink && deepLink?.sessionLink()) || null,
    deepLinkActive: deepLinkActive as ReadonlySignal<boolean>,
    ...booking,
    zone: availability.zone,
    availability,
    now,
    online,
    emit,
    visitorZone,
    navigate: options.navigate ?? ((url: string) => globalThis.location.assign(url)),
    submitPolicy: options.submitPolicy,
    /** The client of the current space, and the signal that ends with it. */
    client: () => client,
    session: () => session.signal,

    /** Applies the element's attributes: a new space re-fetches everything, a new locale the content. */
    configure(next: WidgetConfig): void {
      const prev = config.value;
      if (next.layout !== prev.layout) endSchedule();
      config.value = next;
      const newSpace = next.handle !== prev.handle || next.apiBase !== prev.apiBase || !client;
      if (newSpace || next.locale !== prev.locale) readySaid = false;
      // After the first requests: its chunk loads while their answers are on their way.
      if (next.deepLink) queueMicrotask(() => void startDeepLink());
      if (newSpace) {
        resetSpace(next);
        startSpace(content.load);
        return;
      }
      const form = booking.form.value;
      // The host's prefill follows the attributes until the visitor has typed over it.
      if (form.name === prev.customerName && form.email === prev.customerEmail) booking.form.value = { ...form, name: next.customerName, email: next.customerEmail };
      if (next.locale !== prev.locale) startLocale();
      // Changed together with the locale too: a type's id and slug are the same in every locale.
      if (next.bookingType !== prev.bookingType) {
        heldType = next.bookingType;
        showHeldType();
      }
    },
    /** Starts again from scratch (the page no longer matches the server), keeping what the visitor typed. */
    reload(): void {
      const typed = booking.form.value;
      resetSpace(config.value);
      booking.form.value = typed;
      announcer.requestFocus('heading');
      startSpace(content.loadAgain);
    },
    retryLoad(): void {
      // The alert and its button go away: focus waits on the heading of what loads instead.
      announcer.requestFocus('heading');
      content.loadAgain();
    },
    /**
     * The connection came back: what could not load for want of one (the space's data, the times
     * on screen) is asked for again, as Try again would, but focus stays where it is.
     */
    reconnected(): void {
      if (content.loadError.peek()?.kind === 'network') content.loadAgainOnReconnect();
      steps.datesAgainOnReconnect();
    },
    /** "Try again" on the times asks for the types too: a 404 means the offering changed. */
    retryDates(): void {
      announcer.requestFocus('heading');
      content.loadAgain();
      steps.retryDates();
    },
    /** The offering changed under a booking: back to the list of types, fetched afresh. */
    refreshOffering(): void {
      steps.toTypeStep();
      content.loadAgain();
    },
    schedule: (make: () => Schedule): Schedule => (schedule ??= make()),
    switchLocale: options.setLocale,
    /** The widget is gone: its requests are cancelled, and its clock's timer and listener go too. */
    dispose(): void {
      stop();
      clearTimeout(missingAttribute);
      availability.dispose();
      steps.stopFollowingDays();
      stopHoldingType();
      disposed = true;
      deepLink?.dispose();
      endSchedule();
    },
  };
}

export type Store = ReturnType<typeof createStore>;
