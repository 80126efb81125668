import { h, type JSX } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { formatPrice, formatWait } from '../i18n/format';
import { isolate, type MessageKey } from '../i18n/index';
import { NOTES_MAX, sentLength, type Field } from '../state/form';
import { sendBooking } from '../state/send';
import { detailsMemory, fillKeptDetails, forgetDetails } from '../state/remembered-details';
import type { Store } from '../state/store';
import { ShareSession } from './ShareSession';
import { contentLanguage, slotWhen, useT } from './util';

/** What is being booked: type, price, date, space time and zone, local time when different. */
export function Summary({ store }: { store: Store }) {
  const tr = useT(store);
  const slot = store.slot.value;
  const zone = store.zone.value;
  const bookingType = store.type.value;
  if (!slot || !zone) return null;
  const locale = store.interfaceLocale.value;
  const when = slotWhen(store, slot, zone);
  const currency = store.profile.value?.currency;
  const price = (amount: number) => (amount === 0 ? tr('free') : formatPrice(amount, currency!, locale));
  const intro = bookingType?.intro_offer?.intro_price_amount;
  return (
    <div class="summary">
      {bookingType && (
        <p>
          <b {...contentLanguage(store, 'types')}>{bookingType.title}</b>
          {currency && ` · ${price(bookingType.price_amount)}`}
        </p>
      )}
      {/* The API's intro price is advisory: the first-visit price is settled when the booking is made. */}
      {bookingType && currency && typeof intro === 'number' && <p>{tr('introOfferSettled', { price: price(intro) })}</p>}
      <p>{tr('bookedWhen', { date: when.date, time: when.time, zone: when.zone })}</p>
      {when.local && <p class="muted">{tr('yourTime', { time: when.local })}</p>}
      {store.config.value.deepLink && <ShareSession store={store} />}
      {/* Not while the booking request is out: its answer shows on these details (see `back`). */}
      <button type="button" onClick={store.back} aria-disabled={store.submitting.value}>
        {tr('back')}
      </button>
    </div>
  );
}

type InputEvent = JSX.TargetedEvent<HTMLInputElement | HTMLTextAreaElement, Event>;

/**
 * The form's send button: "Book now", "Booking…", or the seconds left of a pause the server asked
 * for before the booking leaves ("Booking in 25 seconds…"). Its name stays "Booking…" while the
 * seconds change: it has focus after Try again, and the live region has said the wait once. Only
 * this button renders again each second.
 */
function SendButton({ store }: { store: Store }) {
  const tr = useT(store);
  const sending = store.sending.value;
  const wait = store.secondsToWait.value;
  return (
    <button type="submit" class="primary" part="submit" aria-disabled={sending} aria-label={wait ? tr('sending') : undefined}>
      {wait ? tr('sendingIn', { wait: formatWait(wait, store.interfaceLocale.value) }) : tr(sending ? 'sending' : 'submit')}
    </button>
  );
}

/**
 * "Remember my details on this device", where this device can keep them: ticked only by the
 * visitor (or by details kept before), with "Not you? Forget me" beside it while some are kept.
 */
function RememberDetails({ store }: { store: Store }) {
  const tr = useT(store);
  const memory = detailsMemory(store);
  if (!memory) return null;
  const submitting = store.submitting.value;
  return (
    <div part="field">
      <label class="checkbox">
        <input
          type="checkbox"
          name="remember"
          checked={memory.ticked.value}
          aria-readonly={submitting}
          onClick={(e) => store.submitting.peek() && e.preventDefault()}
          onChange={(e) => (memory.ticked.value = e.currentTarget.checked)}
        />
        <span>{tr('rememberDetails')}</span>
      </label>
      {memory.kept.value && (
        <button type="button" part="forget-details" aria-disabled={submitting} onClick={() => !store.submitting.peek() && forgetDetails(store)}>
          {tr('forgetDetails')}
        </button>
      )}
    </div>
  );
}

/** Name, email, notes with a counter, consent unticked; validated before anything is sent. */
export function Details({ store }: { store: Store }) {
  const tr = useT(store);
  const values = store.form.value;
  const errors = store.errors.value;
  const space = isolate(store.profile.value?.name ?? '');
  // Before the first paint: the fields show filled, never empty then filled.
  useLayoutEffect(() => fillKeptDetails(store), [store]);
  /**
   * What every text control has: `field-<name>` is what App focuses, `<name>-error` names its
   * error. Read-only while a booking request is out: what it books is what was sent. A value set
   * without an `input` event (some autofill) is taken from its `change`.
   */
  const control = (field: Field, describedBy = '') => {
    const take = (e: Event) => store.setField(field, (e.currentTarget as HTMLInputElement).value);
    return {
      id: `field-${field}`,
      name: field,
      value: values[field],
      readOnly: store.submitting.value,
      onInput: take,
      onChange: take,
      'aria-invalid': !!errors[field],
      'aria-describedby': (errors[field] ? `${field}-error ${describedBy}` : describedBy).trim() || undefined,
    };
  };
  const row = (field: Field, label: MessageKey, input: JSX.Element, counter?: JSX.Element) => {
    const error = errors[field];
    return (
      <div part="field">
        <label for={`field-${field}`}>{tr(label)}</label>
        {input}
        {counter}
        {error && (
          <p id={`${field}-error`} class="field-error">
            {tr(error.key, error.params)}
          </p>
        )}
      </div>
    );
  };
  return (
    <section>
      <h3 tabIndex={-1} data-step-heading>
        {tr('formHeading')}
      </h3>
      <Summary store={store} />
      <form
        part="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void sendBooking(store);
        }}
      >
        {row('name', 'nameLabel', <input {...control('name')} autocomplete="name" required />)}
        {row('email', 'emailLabel', <input {...control('email')} type="email" autocomplete="email" required />)}
        {row(
          'notes',
          'notesLabel',
          <textarea {...control('notes', 'notes-counter')} />,
          <p id="notes-counter" class="muted">
            {tr('notesCounter', { count: sentLength(values.notes), max: NOTES_MAX })}
          </p>,
        )}
        <label class="checkbox" part="field">
          <input
            type="checkbox"
            name="consent"
            checked={values.consent}
            aria-readonly={store.submitting.value}
            // Held as the text fields are while a booking request is out.
            onClick={(e) => store.submitting.peek() && e.preventDefault()}
            onChange={(e) => store.setField('consent', e.currentTarget.checked)}
          />
          <span>{tr('consentLabel', { space })}</span>
        </label>
        <RememberDetails store={store} />
        <SendButton store={store} />
      </form>
    </section>
  );
}
