import { batch, effect } from '@preact/signals';
import { asApiError } from '../api/errors';
import { sleep } from '../api/retry';
import { formatWait } from '../i18n/format';
import { mayHaveBooked, submitBooking } from './book';
import { describeFailure } from './failure';
import { bookingRequest, validate, type Field } from './form';
import { createKeyStore } from './idempotency-key';
import { keepDetailsIfAsked } from './remembered-details';
import type { Store } from './store';

/**
 * Waits out the pause the server asked for before this send, on the details of the time being
 * booked, counting down the seconds left. Resolves to false, sending nothing, when the visitor
 * leaves them meanwhile (back to the times, another time): "Booking…" must not book the time they
 * left.
 */
async function pauseOnThisTime(store: Store, ms: number, session: AbortSignal): Promise<boolean> {
  const time = store.slot.peek();
  const seconds = store.secondsToWait;
  const count = () => (seconds.value = Math.max(0, Math.ceil((store.pause.until - store.now().getTime()) / 1000)));
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
  const invalid = validate(store.form.value);
  store.errors.value = invalid;
  const first = (Object.keys(invalid) as Field[]).find((field) => invalid[field]);
  if (!first) return true;
  // Read with its reason: Enter pressed in that very field does not move focus to it again.
  const { key, params } = invalid[first]!;
  store.sayWithDetail(['checkFields'], [key, params]);
  store.requestFocus(first);
  return false;
}

/** Part of the booking step's file. One send at a time per widget. */
export async function sendBooking(store: Store): Promise<void> {
  const announcer = store;
  const slot = store.slot.value;
  const typeId = store.typeId.value;
  const client = store.client();
  if (store.sending.value || !slot || !typeId || !client || !formIsValid(store)) return;
  const { handle } = store.config.value;
  const policy = store.submitPolicy;
  // Aborted when the space changes: from then on this answer must not touch the new page.
  const signal = store.session();
  const fromAlert = store.failure.value !== null;
  batch(() => {
    store.sending.value = true;
    store.failure.value = null;
  });
  // What is left of a pause the server asked for, ms: the booking leaves once it is over.
  const pause = store.pause.until - store.now().getTime();
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
    const request = bookingRequest(store.form.value, typeId, slot);
    store.submitting.value = true;
    const result = await submitBooking({ ...policy, client, handle, request, keyStore: store.keyStore(createKeyStore), signal });
    if (signal.aborted) return;
    keepDetailsIfAsked(store);
    batch(() => {
      store.booking.value = result;
      store.booked();
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
    store.failure.value = view.offerNextTimes ? { ...view, refused: { typeId, date: slot.date, start_time: slot.start_time } } : view;
    store.pause.until = view.retryAfter ? store.now().getTime() + view.retryAfter * 1000 : 0;
    if (action === 'choose-slot') store.chooseAnotherTime();
    else if (action === 'refresh-types') store.refreshOffering();
    else if (action === 'fix-field' && field)
      store.errors.value = { ...store.errors.value, [field]: { key: view.key, params: view.params } };
    announcer.requestFocus('alert');
    store.emit('space-booking:failed', { reason: error.bookingFailure?.reason ?? error.type ?? error.kind, status: error.status });
  } finally {
    if (!signal.aborted) store.sending.value = store.submitting.value = false;
  }
}
