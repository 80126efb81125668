import { batch, effect, signal, type Signal } from '@preact/signals';
import { asApiError } from '../api/errors';
import { sleep } from '../api/retry';
import { formatWait } from '../i18n/format';
import { mayHaveBooked, submitBooking } from './book';
import type { Field } from './booking-state';
import { chooseAnotherSlot } from './choose-again';
import { describeFailure } from './failure';
import { bookingRequest, validate } from './form';
import { createKeyStore, type KeyStore } from './idempotency-key';
import type { Store } from './store';

/** Found on the first send: probing and tidying storage has no place before the first requests. */
const keyStores = new WeakMap<Store, KeyStore>();
const keyStoreOf = (store: Store): KeyStore => {
  let keys = store.keyStore ?? keyStores.get(store);
  if (!keys) keyStores.set(store, (keys = createKeyStore()));
  return keys;
};

/** Per widget, the whole seconds left of a pause a send is waiting out: "Booking in 25 seconds…". */
const pausesLeft = new WeakMap<Store, Signal<number>>();
export function secondsToWait(store: Store): Signal<number> {
  let seconds = pausesLeft.get(store);
  if (!seconds) pausesLeft.set(store, (seconds = signal(0)));
  return seconds;
}

/**
 * Waits out the pause the server asked for before this send, on the details of the time being
 * booked, counting down the seconds left. Resolves to false, sending nothing, when the visitor
 * leaves them meanwhile (back to the times, another time): "Booking…" must not book the time they
 * left.
 */
async function pauseOnThisTime(store: Store, ms: number, session: AbortSignal): Promise<boolean> {
  const time = store.slot.peek();
  const seconds = secondsToWait(store);
  const count = () => (seconds.value = Math.max(0, Math.ceil((store.bookingState.pause.until - store.now().getTime()) / 1000)));
  count();
  const countdown = setInterval(count, 1000);
  const left = new AbortController();
  const stopWatching = effect(() => {
    if (store.step.value !== 'details' || store.slot.value !== time) left.abort();
  });
  const stopWithSession = () => left.abort();
  session.addEventListener('abort', stopWithSession, { once: true });
  try {
    await (store.submitPolicy?.sleep ?? sleep)(ms, left.signal);
  } finally {
    clearInterval(countdown);
    seconds.value = 0;
    stopWatching();
    session.removeEventListener('abort', stopWithSession);
  }
  return !left.signal.aborted;
}

/** Checks the form; when a field is wrong, shows why, says so and takes the visitor to the first. */
function formIsValid(store: Store): boolean {
  const invalid = validate(store.bookingState.form.value);
  store.bookingState.errors.value = invalid;
  const first = (Object.keys(invalid) as Field[]).find((field) => invalid[field]);
  if (!first) return true;
  // Read with its reason: Enter pressed in that very field does not move focus to it again.
  const { key, params } = invalid[first]!;
  store.sayWithDetail(['checkFields'], [key, params]);
  store.requestFocus(first);
  return false;
}

/**
 * Sends the form (part of the booking step's file): validation, the safe submit, and what the
 * visitor sees after each answer. One send at a time per widget.
 */
export async function sendBooking(store: Store): Promise<void> {
  const { bookingState } = store;
  const announcer = store;
  const slot = store.slot.value;
  const typeId = store.typeId.value;
  const client = store.client();
  if (bookingState.sending.value || !slot || !typeId || !client || !formIsValid(store)) return;
  const { handle } = store.config.value;
  const policy = store.submitPolicy;
  // Aborted when the space changes: from then on this answer must not touch the new page.
  const signal = store.session();
  const fromAlert = bookingState.failure.value !== null;
  batch(() => {
    bookingState.sending.value = true;
    bookingState.failure.value = null;
  });
  // What is left of a pause the server asked for, ms: the booking leaves once it is over.
  const pause = bookingState.pause.until - store.now().getTime();
  let said = pause > 0 ? announcer.say('sendingIn', { wait: formatWait(Math.ceil(pause / 1000), store.interfaceLocale.peek()) }) : announcer.say('sending');
  // "Try again" leaves with its alert: focus waits on the send button rather than on the page.
  if (fromAlert) announcer.requestFocus('submit');
  store.emit('space-booking:submit', { bookingTypeId: typeId, date: slot.date, startTime: slot.start_time });
  try {
    if (pause > 0) {
      if (!(await pauseOnThisTime(store, pause, signal))) {
        // The visitor left the time: no booking is on its way.
        announcer.unsay(said);
        return;
      }
      // The form stays editable during the pause: what goes out is checked as it is now.
      if (!formIsValid(store)) return;
      said = announcer.say('sending');
    }
    const request = bookingRequest(bookingState.form.value, typeId, slot);
    bookingState.submitting.value = true;
    const result = await submitBooking({ ...policy, client, handle, request, keyStore: keyStoreOf(store), signal });
    if (signal.aborted) return;
    batch(() => {
      bookingState.booking.value = result;
      store.step.value = 'done';
    });
    announcer.say('bookedHeading');
    announcer.requestFocus('heading');
    store.emit('space-booking:booked', { booking: result });
  } catch (e) {
    const error = asApiError(e, 'network');
    if (signal.aborted || error.kind === 'aborted') return;
    // The alert says what happened: "Booking…" is over.
    announcer.unsay(said);
    const view = describeFailure(error, { online: store.online(), space: store.profile.value ?? undefined, mayHaveBooked: mayHaveBooked(error) });
    const { action, field } = view;
    bookingState.failure.value = view.offerNextTimes ? { ...view, refused: { typeId, date: slot.date, start_time: slot.start_time } } : view;
    bookingState.pause.until = view.retryAfter ? store.now().getTime() + view.retryAfter * 1000 : 0;
    if (action === 'choose-slot') chooseAnotherSlot(store);
    else if (action === 'refresh-types') store.refreshOffering();
    else if (action === 'fix-field' && field)
      bookingState.errors.value = { ...bookingState.errors.value, [field]: { key: view.key, params: view.params } };
    announcer.requestFocus('alert');
    store.emit('space-booking:failed', { reason: error.bookingFailure?.reason ?? error.type ?? error.kind, status: error.status });
  } finally {
    if (!signal.aborted) bookingState.sending.value = bookingState.submitting.value = false;
  }
}
