import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { onDemand } from '../embed/on-demand';
import { formatDate, formatDuration, formatTime, languageName, monthLabel, weekdayLabels } from '../i18n/format';
import { isRtl } from '../i18n/index';
import { safeUrl } from '../state/failure';
import type { Store } from '../state/store';
import { wallClock } from '../time/zone';
import { FailureAlert, LoadAlert } from './Alert';
import { Calendar } from './Calendar';
import { Confirmation, loadIcs } from './Confirmation';
import { Details } from './Details';
import { Header } from './Header';
import { Slots } from './Slots';
import { Types } from './Types';
import { useT } from './util';

/** The properties with which a host sets its colours: the defaults are readable as they are. */
const HOST_COLOURS = ['--sb-accent', '--sb-on-accent', '--sb-bg'];

/** The accent fitting, loaded the first time a host sets colours; from then on it runs on every render (also to undo itself). */
const contrast = onDemand(() => import('./contrast'), 'the accent fitting (host colours apply as given)');
let fitting = false;

function TimeStep({ store }: { store: Store }) {
  const tr = useT(store);
  const bt = store.type.value;
  const days = store.availability.of(store.typeId.value ?? '').value;
  return (
    <section aria-busy={days.loading}>
      <h3 tabIndex={-1} data-h>
        {tr('dateHeading')}
      </h3>
      {bt && (
        <div class="row">
          <b>{bt.title}</b>
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
      <p class="al">{tr('bookingsClosed', { space: profile.name })}</p>
      {website && (
        <a href={website} target="_blank" rel="noopener noreferrer">
          {tr('visitSpace', { space: profile.name })}
        </a>
      )}
    </>
  );
}

function Step({ store }: { store: Store }) {
  const step = store.step.value;
  if (store.profile.value?.accepts_bookings === false) return <Closed store={store} />;
  if (step === 'done') return <Confirmation store={store} />;
  if (step === 'details') {
    // The confirmation's calendar link loads while the visitor fills in the form.
    loadIcs();
    return <Details store={store} />;
  }
  if (step === 'time') return <TimeStep store={store} />;
  return <Types store={store} />;
}

/**
 * Builds the Intl formatters of the first view while its requests are on their way: the first
 * use of each costs milliseconds on a slow phone, which would otherwise fall between the answers
 * and the first slots. The space's zone and currency are not known yet; the rest is.
 */
function warmFormats(locale: string, visitorZone: string): void {
  formatDate('2026-01-01', locale);
  formatDate('2026-01-01', locale, { day: 'numeric' });
  monthLabel('2026-01', locale);
  weekdayLabels(locale, 'short');
  weekdayLabels(locale, 'long');
  formatTime('09:00', locale);
  formatDuration(60, locale);
  languageName(locale);
  wallClock(new Date(), visitorZone);
}

/** The widget: header, the current step, alerts, and a polite live region for progress. */
export function App({ store }: { store: Store }) {
  const { locale } = store.config.value;
  const root = useRef<HTMLDivElement>(null);
  const focus = store.focus.value;
  const loadError = store.loadError.value;

  // Host accents may change with any render (theme, host CSS): keep the text on them readable,
  // before the browser paints (a layout effect; the fitting, once loaded, follows in a microtask).
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || !(fitting ||= HOST_COLOURS.some((p) => getComputedStyle(el).getPropertyValue(p)))) return;
    void contrast().then((m) => m?.fitAccent(el));
  });

  useEffect(() => {
    const id = setTimeout(() => warmFormats(locale, store.visitorZone()));
    return () => clearTimeout(id);
  }, [locale]);

  // Focus follows the visitor's own actions only: loading never steals focus from the host page.
  useEffect(() => {
    const el = root.current;
    if (!focus || !el) return;
    const selector = { heading: '[data-h]', alert: '[role=alert]', name: '#f-name', email: '#f-email', notes: '#f-notes' };
    el.querySelector<HTMLElement>(selector[focus.target])?.focus();
  }, [focus]);

  return (
    <div
      class="w"
      part="root"
      lang={locale}
      dir={isRtl(locale) ? 'rtl' : 'ltr'}
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) store.back();
      }}
    >
      <Header store={store} />
      {loadError ? (
        <LoadAlert store={store} error={loadError} what="loadFailed" retry={store.retryLoad} />
      ) : (
        <>
          <FailureAlert store={store} />
          <Step store={store} />
        </>
      )}
      {/* The signal itself is the child: a new announcement updates this text alone, not the whole tree. */}
      <p class="vh" role="status">
        {store.announcement}
      </p>
    </div>
  );
}
