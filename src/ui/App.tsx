import { useComputed } from '@preact/signals';
import { Fragment, h, type RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { formatDate } from '../i18n/format';
import { isolate, isRtl } from '../i18n/index';
import { safeUrl } from '../shared/http-url';
import { onDemand } from '../shared/on-demand';
import type { Announcement } from '../state/announcer';
import type { FocusTarget, Store } from '../state/store';
import { bookingStep, loadBookingStep } from './booking-step-file';
import { BookingStepView } from './BookingStepView';
import { Calendar } from './Calendar';
import { Header } from './Header';
import { loadProfileDetailsWhenWanted, profileDetails } from './profile-details-file';
import { LoadAlert } from './LoadAlert';
import { ScheduleView } from './ScheduleView';
import { Slots } from './Slots';
import { adoptStyles } from './styles';
import { Types } from './Types';
import { contentLanguage, translator, useT } from './util';
import { warmFormats } from './warm-formats';
import { warmLayout } from './warm-layout';

/** The properties with which a host sets its colours: the defaults are readable as they are. */
const HOST_COLOURS = ['--sb-accent', '--sb-on-accent', '--sb-bg'];

/** The accent fitting, loaded the first time a host sets colours; from then on it runs on every render (also to undo itself). */
const contrast = onDemand(
  () => import('./contrast'),
  'the accent fitting (host colours apply as given)',
);
let fitting = false;

/**
 * Host accents may change with any render (theme, host CSS): keeps the text on them readable.
 * Once the host is known to set colours (as the widget appears, or after a later render), the
 * fitting runs before the browser paints each render (a layout effect; the fitting, once loaded,
 * follows in a microtask). `root` carries the accent's probe properties (see ./contrast.ts).
 */
export function useFittedAccent(root: RefObject<HTMLElement>): void {
  const fit = () => {
    const el = root.current;
    if (el) void contrast().then((m) => m?.fitAccent(el));
  };
  // Before the first paint: the host's colours as the widget appears.
  useLayoutEffect(() => {
    if (!fitting && root.current) fitting = hostSetsColours(root.current);
  }, []);
  useLayoutEffect(() => {
    if (fitting) fit();
  });
  // Colours a host sets later are looked for once each render is painted.
  useEffect(() => {
    if (!fitting && root.current && hostSetsColours(root.current)) {
      fitting = true;
      fit();
    }
  });
}

/** Whether the host sets any of its colours: they inherit into the shadow tree, which sets none of them. */
function hostSetsColours(el: HTMLElement): boolean {
  const root = el.getRootNode();
  const style = getComputedStyle(root instanceof ShadowRoot ? root.host : el);
  return HOST_COLOURS.some((property) => style.getPropertyValue(property));
}

/** Where each focus request of the state lands. */
const FOCUS_SELECTORS = {
  heading: '[data-step-heading]',
  alert: '[role=alert]',
  name: '#field-name',
  email: '#field-email',
  notes: '#field-notes',
  submit: '[part~="submit"]',
};

function TimeStep({ store }: { store: Store }) {
  const tr = useT(store);
  const bookingType = store.type.value;
  const days = store.availability.of(store.typeId.value ?? '').value;
  return (
    <section aria-busy={days.loading}>
      <h3 tabIndex={-1} data-step-heading>
        {tr('dateHeading')}
      </h3>
      {bookingType && (
        <div class="row">
          <b {...contentLanguage(store, 'types')}>{bookingType.title}</b>
          {store.manyTypes() && (
            <button type="button" onClick={store.back}>
              {tr('back')}
            </button>
          )}
        </div>
      )}
      {days.error ? (
        <LoadAlert store={store} error={days.error} what="availabilityFailed" retry={store.retryDates} />
      ) : (
        <>
          <Calendar store={store} />
          <Slots store={store} />
        </>
      )}
    </section>
  );
}

function Closed({ store }: { store: Store }) {
  const tr = useT(store);
  const profile = store.profile.value!;
  const website = safeUrl(profile.website_url);
  return (
    <>
      <Types store={store} readOnly />
      <p class="alert">{tr('bookingsClosed', { space: isolate(profile.name) })}</p>
      {website && (
        <a href={website} target="_blank" rel="noopener noreferrer">
          {tr('visitSpace', { space: isolate(profile.name) })}
        </a>
      )}
    </>
  );
}

function Step({ store }: { store: Store }) {
  const step = store.step.value;
  if (store.profile.value?.accepts_bookings === false) return <Closed store={store} />;
  if (step === 'done') return <BookingStepView store={store} view="Confirmation" />;
  if (step === 'details') return <BookingStepView store={store} view="Details" />;
  // The schedule takes the place of the list of types and of one type's calendar.
  if (store.config.value.layout === 'schedule') return <ScheduleView store={store} />;
  if (step === 'time') return <TimeStep store={store} />;
  return <Types store={store} />;
}

/**
 * A step's heading given focus while the booking types load may leave with its step (a
 * preselected type's times take its place) and take focus with it: the next step's heading then
 * takes focus, unless the visitor has moved it meanwhile. Watched until the types are here.
 */
function followStepHeading(root: HTMLElement, heading: HTMLElement, store: Store): void {
  const watching = new MutationObserver(() => {
    if (heading.isConnected) {
      if (store.types.peek()) watching.disconnect();
      return;
    }
    watching.disconnect();
    // The page's own: a shadow root has no active element when focus is on the host page.
    const active = root.ownerDocument.activeElement;
    if (!active || active === root.ownerDocument.body) root.querySelector<HTMLElement>(FOCUS_SELECTORS.heading)?.focus();
  });
  watching.observe(root, { childList: true, subtree: true });
}

/** The widget: header, the current step, alerts, and a polite live region for progress. */
export function App({ store }: { store: Store }) {
  const { bookingType, layout } = store.config.value;
  const locale = store.interfaceLocale.value;
  const root = useRef<HTMLDivElement>(null);
  const focus = store.focus.value;
  const loadError = store.loadError.value;
  const module = bookingStep.value;
  const details = profileDetails.value;
  const step = store.step.value;
  const { announcements } = store.config.value;
  /** What the live region holds: the message it words, and its text. */
  const lastSaid = useRef<{ said: readonly Announcement[] | null; text: string }>({ said: null, text: '' });
  const announcement = useComputed(() => {
    // The locale peeked: it changes with the catalog, which re-words the message.
    const locale = store.interfaceLocale.peek();
    const tr = translator(store.messages.value, locale);
    const word = ([key, params]: Announcement) => tr(key, params?.day ? { ...params, date: formatDate(String(params.day), locale) } : params);
    // Where no times show, none are announced: a space that takes no bookings (its only type's
    // times may have been asked for before its profile said so), or a load that failed, whose
    // alert takes the step's place (the alert is read as it appears).
    const timesHidden = store.profile.value?.accepts_bookings === false || !!store.loadError.value;
    const said = store.announcement.value;
    let text = (!timesHidden && said?.map(word).join(' ')) || '';
    const last = lastSaid.current;
    // A live region reads changes only. The same message worded the same (something else it
    // depends on changed: the profile came) stays as it is, not read again; the same words said
    // anew end in a no-break space, so that they are read again.
    if (said === last.said && text === last.text.replace(/\u00a0$/, '')) return last.text;
    if (text && text === last.text) text += '\u00a0';
    lastSaid.current = { said, text };
    return text;
  });

  useFittedAccent(root);

  // What a deep link could not open is said in the booking step's words.
  const linkNotice = store.deepLinkNotice.value;
  useEffect(() => {
    if (linkNotice) void loadBookingStep();
  }, [linkNotice]);

  // The booking step's sheet joins the first view's in this root as soon as its chunk is here.
  useLayoutEffect(() => {
    const shadow = root.current?.getRootNode();
    if (module && shadow instanceof ShadowRoot) adoptStyles(shadow, module.styles);
  }, [module]);

  useLayoutEffect(() => {
    const shadow = root.current?.getRootNode();
    if (details && shadow instanceof ShadowRoot) adoptStyles(shadow, details.styles);
  }, [details]);

  // The opening hours and the posts come once the first slots have been answered.
  useEffect(() => loadProfileDetailsWhenWanted(store), [store.profile.value, announcements]);

  const laidOutAhead = useRef(false);
  useEffect(() => {
    const durations = !bookingType || layout === 'schedule';
    let id = setTimeout(() => {
      warmFormats(locale, store.visitorZone(), store.now(), { durations });
      // In a task of its own, so that an answer that came meanwhile is read first. Once, while the
      // space's profile is on its way, where the calendar and times will show: not for the
      // schedule, whose boxes are others.
      id = setTimeout(() => {
        const el = root.current;
        if (!el || laidOutAhead.current || store.profile.peek() || store.loadError.peek() || store.config.peek().layout === 'schedule') return;
        laidOutAhead.current = warmLayout(el);
      });
    });
    return () => clearTimeout(id);
  }, [locale]);

  // Focus follows the visitor's own actions only: loading never steals focus from the host page.
  // A request waits until what it names is rendered (the booking step may still be loading),
  // and is dropped when the visitor has already moved into the new step (tapped a field).
  const pendingFocus = useRef<FocusTarget | null>(null);
  useEffect(() => {
    pendingFocus.current = focus?.target ?? null;
  }, [focus]);
  useEffect(() => {
    const el = root.current;
    const target = pendingFocus.current;
    if (!el || !target) return;
    const node = el.querySelector<HTMLElement>(FOCUS_SELECTORS[target]);
    if (!node) return;
    pendingFocus.current = null;
    const active = (el.getRootNode() as Document | ShadowRoot).activeElement;
    const step = node.closest('section');
    if ((target === 'heading' || target === 'submit') && active && active !== node && step?.contains(active)) return;
    node.focus();
    if (target === 'heading' && !store.types.peek()) followStepHeading(el, node, store);
  });

  return (
    <div
      class="widget"
      part="root"
      aria-busy={!store.profile.value && !loadError}
      lang={locale}
      dir={isRtl(locale) ? 'rtl' : 'ltr'}
      ref={root}
      onKeyDown={(e) => {
        // In a popup, Escape closes the dialog (the browser's), keeping the step.
        if (e.key === 'Escape' && !e.defaultPrevented && !root.current?.closest('dialog')) store.back();
      }}
    >
      {loadError ? (
        <>
          <Header store={store} />
          <LoadAlert store={store} error={loadError} what="loadFailed" retry={store.retryLoad} />
        </>
      ) : !store.profile.value ? (
        // One placeholder until the header can be shown: nothing appears above what is already there.
        <div class="skeleton first-view" part="header" aria-hidden="true" />
      ) : (
        <>
          <Header store={store} />
          {module && <module.FailureAlert store={store} />}
          {module && <module.LinkNotice store={store} />}
          {/* Above the types (or the first view's times), not over the booking form or its answer. */}
          {details && announcements && (step === 'type' || step === 'time') && <details.Announcements store={store} />}
          <Step store={store} />
        </>
      )}
      {/* The signal itself is the child: a new announcement updates this text alone, not the whole tree. */}
      <p class="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
