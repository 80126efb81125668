import { Fragment, h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Booking } from '../api/types';
import { formatWait } from '../i18n/format';
import { isFramePage } from '../shared/frame-page';
import { successDestination } from '../state/success-destination';
import type { Store } from '../state/store';
import { useT } from './util';

/** Seconds the confirmation shows before the page goes to `success-url`. */
export const SUCCESS_COUNTDOWN_S = 8;

/**
 * The host's `success-url` after a booking: Continue goes there at once; otherwise the page goes
 * there after a countdown the visitor can stop ("Stay on this page"), and that stops as soon as
 * they do anything on the confirmation (`held`). In the iframe page only Continue, into the top page.
 */
export function SuccessRedirect({ store, booking, held }: { store: Store; booking: Booking; held: boolean }) {
  const tr = useT(store);
  const destination = successDestination(store, booking);
  const framed = isFramePage();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(destination && !framed ? SUCCESS_COUNTDOWN_S : null);
  const counting = secondsLeft !== null && !held;
  const continueLink = useRef<HTMLAnchorElement>(null);
  const locale = store.interfaceLocale.value;

  useEffect(() => {
    // Said once, with the confirmation: a countdown read every second would drown everything else.
    if (counting) store.sayWithDetail(['bookedHeading'], ['continuingIn', { wait: formatWait(SUCCESS_COUNTDOWN_S, locale) }]);
  }, []);

  useEffect(() => {
    if (!counting || !destination) return;
    if (secondsLeft <= 0) return store.navigate(destination);
    const tick = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(tick);
  }, [counting, secondsLeft, destination]);

  if (!destination) return null;
  return (
    <div class="row" part="continue-on">
      <a href={destination} target={framed ? '_top' : undefined} part="continue" ref={continueLink}>
        {tr('continueOn')}
      </a>
      {counting && secondsLeft > 0 && (
        <>
          <span class="muted">{tr('continuingIn', { wait: formatWait(secondsLeft, locale) })}</span>
          <button
            type="button"
            onClick={() => {
              setSecondsLeft(null);
              continueLink.current?.focus();
            }}
          >
            {tr('stayOnPage')}
          </button>
        </>
      )}
    </div>
  );
}
