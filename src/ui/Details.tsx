import type { JSX } from 'preact';
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
  const error = (field: Field) => {
    const e = errors[field];
    return e ? (
      <p id={`${field}-e`} class="e">
        {tr(e.key, e.params)}
      </p>
    ) : null;
  };
  const described = (field: Field, extra?: string) =>
    [errors[field] ? `${field}-e` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const text = (field: 'name' | 'email') => (e: InputEvent) => store.setField(field, e.currentTarget.value);
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
        <div part="field">
          <label for="f-name">{tr('nameLabel')}</label>
          <input id="f-name" name="name" autocomplete="name" required value={values.name} onInput={text('name')}
            aria-invalid={!!errors.name} aria-describedby={described('name')} />
          {error('name')}
        </div>
        <div part="field">
          <label for="f-email">{tr('emailLabel')}</label>
          <input id="f-email" name="email" type="email" autocomplete="email" required value={values.email} onInput={text('email')}
            aria-invalid={!!errors.email} aria-describedby={described('email')} />
          {error('email')}
        </div>
        <div part="field">
          <label for="f-notes">{tr('notesLabel')}</label>
          <textarea id="f-notes" name="notes" value={values.notes} onInput={(e) => store.setField('notes', e.currentTarget.value)}
            aria-invalid={!!errors.notes} aria-describedby={described('notes', 'notes-c')} />
          <p id="notes-c" class="m">
            {tr('notesCounter', { count: values.notes.length, max: NOTES_MAX })}
          </p>
          {error('notes')}
        </div>
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
