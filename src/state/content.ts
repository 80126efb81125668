import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { answerMeaning } from '../api/answer-meaning';
import type { SpaceClient } from '../api/client';
import { asApiError, type ApiError } from '../api/errors';
import type { BookingType, Profile } from '../api/types';
import { firstViewEnglish, loadMessages, offeredLocale, type Catalog } from '../i18n/index';
import { canonicalLocale } from '../i18n/locale-tag';
import type { Emit } from './events';
import type { Announcer } from './announcer';
import type { WidgetConfig } from './config';

interface ContentDeps {
  config: ReadonlySignal<WidgetConfig>;
  client(): SpaceClient | null;
  /** The space's zone (shared with availability): the profile sets it if no slots did first. */
  zone: Signal<string | null>;
  announcer: Announcer;
  emit: Emit;
  onTypes(): void;
  onReady(): void;
}

/** Each load replaces the one before; an answer for an earlier load changes nothing. */
export function createContent({ config, client, zone, announcer, emit, onTypes, onReady }: ContentDeps) {
  const messages = signal<Catalog>(firstViewEnglish);
  /** English while a catalog is on its way or none ships: dates, direction and `lang` follow the text on screen, never mixing two languages. */
  const speaking = signal<{ locale: string; englishOnly: boolean }>({ locale: 'en', englishOnly: true });
  const profile = signal<Profile | null>(null);
  const types = signal<BookingType[] | null>(null);
  /** Each arrives with its own answer, so during a change of language one may be in the new locale and the other in the old. */
  const writtenIn = { profile: signal<string | null>(null), types: signal<string | null>(null) };
  const loadError = signal<ApiError | null>(null);
  let requests = new AbortController();
  /** The closest locale the space lists, when it lists no text in `asked`; the interface keeps its own language. */
  let listed: { asked: string; locale: string } | null = null;

  function load({ fresh, byVisitor }: { fresh: boolean; byVisitor: boolean }): void {
    requests.abort();
    const mine = (requests = new AbortController());
    const { handle, locale: asked } = config.value;
    const asking = listed?.asked === asked ? listed.locale : asked;
    const spaceClient = client();
    loadError.value = null;
    if (!spaceClient) return;
    const loading = announcer.say('loading');
    const current = () => mine === requests;
    const fail = (stage: 'profile' | 'types') => (e: unknown) => {
      const error = asApiError(e);
      const meaning = answerMeaning(error);
      if (!current() || meaning === 'aborted') return;
      loadError.value ??= error;
      // No space of that handle, or no API at that address (a page's answer instead of the
      // API's, not a gateway's error page): the page's owner reads which attributes to check.
      if (stage === 'profile' && (error.status === 404 || meaning === 'unreadable'))
        console.error(`space-booking: no space's profile at ${config.value.apiBase}/public/${handle}: check the handle and api-base attributes`);
      // The visitor's doing (Try again, or a refusal that changed the offering): the alert takes focus.
      if (byVisitor) announcer.requestFocus('alert');
      emit('space-booking:error', { stage, kind: error.kind, status: error.status });
    };
    const options = { locale: asking, signal: mine.signal, fresh };
    const written = canonicalLocale(asking) ?? asking;
    const profileLoaded = spaceClient.profile(handle, options).then((value) => {
      if (!current()) return;
      // Content in a locale the space does not list is absent: ask in the closest one it does,
      // once for each locale asked (whatever that answer lists, it is shown).
      const closest = listed?.asked === asked ? null : offeredLocale(asking, value.locales);
      if (closest) {
        listed = { asked, locale: closest };
        return load({ fresh, byVisitor });
      }
      writtenIn.profile.value = written;
      profile.value = value;
      zone.value ??= value.timezone;
    }, fail('profile'));
    const showTypes = (value: BookingType[]) => {
      if (!current()) return;
      // The client leaves archived types out already; a type marked archived is never offered.
      writtenIn.types.value = written;
      types.value = value.filter((bookingType) => bookingType.archived !== true);
      onTypes();
    };
    const typesLoaded = spaceClient.bookingTypes(handle, options).then(
      // None may mean no text in this locale: the profile says whether to ask in another.
      (value) => (value.length ? showTypes(value) : profileLoaded.then(() => showTypes(value))),
      fail('types'),
    );
    void Promise.all([profileLoaded, typesLoaded]).then(() => {
      if (!current()) return;
      announcer.unsay(loading);
      if (profile.value && types.value && !loadError.value) onReady();
    });
  }

  return {
    messages,
    speaking,
    profile,
    types,
    writtenIn,
    loadError,
    load: () => load({ fresh: false, byVisitor: false }),
    loadAgain: () => load({ fresh: true, byVisitor: true }),
    /** Asks again past every cache, unprompted: the connection came back after a load failed for want of one. */
    loadAgainOnReconnect: () => load({ fresh: true, byVisitor: false }),
    loadMessages(): void {
      const asked = config.value.locale;
      void loadMessages(asked).then((m) => {
        if (config.value.locale !== asked) return;
        batch(() => {
          messages.value = m;
          speaking.value = { locale: asked, englishOnly: m === firstViewEnglish };
        });
      });
    },
    clear(): void {
      requests.abort();
      listed = null;
      profile.value = types.value = loadError.value = writtenIn.profile.value = writtenIn.types.value = null;
    },
    stop: () => requests.abort(),
  };
}

export type Content = ReturnType<typeof createContent>;
