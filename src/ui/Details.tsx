import type { JSX } from 'preact';
import type { MessageKey } from '../i18n/index';
import { NOTES_MAX, type Field } from '../state/form';
import type { Store } from '../state/store';
import { describeWhen, useT } from './util';

/** What is being booked: type, date, space time and zone, local time when different. */
export function Summary({ store }: { store: Store }) {
  const tr = useT(store);
  const slot = store.slot.value;
  const zone = store.zone.value;
  const bt = store.type.value;
  if (!slot || !zone) return null;
  const when = describeWhen(slot, zone, store.visitorZone(), store.config.value.locale);
  return (
    <div class="al ok">
      {bt && <p><b>{bt.title}</b></p>}
      <p>{tr('bookedWhen', { date: when.date, time: when.time, zone: when.zone })}</p>
      {when.local && <p class="m">{tr('yourTime', { time: when.local })}</p>}
      <button type="button" onClick={store.back}>
        {tr('back')}
      </button>
    </div>
  );
}

type InputEvent = JSX.TargetedEvent<HTMLInputElement | HTMLTextAreaElement, Event>;

/** Name, email, notes with a counter, consent unticked; validated before anything is sent. */
export function Details({ store }: { store: Store }) {
  const tr = useT(store);
  const values = store.form.value;
  const errors = store.errors.value;
  const sending = store.sending.value;
  const space = store.profile.value?.name ?? '';
  /** What every text control has: `f-<field>` is what App focuses, `<field>-e` names its error. */
  const control = (field: Field, describedBy = '') => ({
    id: `f-${field}`,
    name: field,
    value: values[field],
    onInput: (e: InputEvent) => store.setField(field, e.currentTarget.value),
    'aria-invalid': !!errors[field],
    'aria-describedby': (errors[field] ? `${field}-e ${describedBy}` : describedBy).trim() || undefined,
  });
  /** A labelled control and its error, if any. */
  const row = (field: Field, label: MessageKey, input: JSX.Element, counter?: JSX.Element) => {
    const e = errors[field];
    return (
      <div part="field">
        <label for={`f-${field}`}>{tr(label)}</label>
        {input}
        {counter}
        {e && (
          <p id={`${field}-e`} class="e">
            {tr(e.key, e.params)}
          </p>
        )}
      </div>
    );
  };
  return (
    <section>
      <h3 tabIndex={-1} data-h>
        {tr('formHeading')}
      </h3>
      <Summary store={store} />
      <form
        part="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.submit();
        }}
      >
        {row('name', 'nameLabel', <input {...control('name')} autocomplete="name" required />)}
        {row('email', 'emailLabel', <input {...control('email')} type="email" autocomplete="email" required />)}
        {row(
          'notes',
          'notesLabel',
          <textarea {...control('notes', 'notes-c')} />,
          <p id="notes-c" class="m">
            {tr('notesCounter', { count: values.notes.length, max: NOTES_MAX })}
          </p>,
        )}
        <label class="ck" part="field">
          <input type="checkbox" name="consent" checked={values.consent}
            onChange={(e) => store.setField('consent', e.currentTarget.checked)} />
          <span>{tr('consentLabel', { space })}</span>
        </label>
        <button type="submit" class="p" part="submit" aria-disabled={sending}>
          {tr(sending ? 'sending' : 'submit')}
        </button>
      </form>
    </section>
  );
}
