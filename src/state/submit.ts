import { batch, signal, type Signal } from '@preact/signals';
import type { SpaceClient } from '../api/client';
import { asApiError } from '../api/errors';
import { sleep } from '../api/retry';
import type { Booking, Profile, Slot } from '../api/types';
import type { Emit } from '../embed/events';
import type { MessageKey } from '../i18n/index';
import { submitBooking, type SubmitOptions } from './book';
import type { WidgetConfig } from './config';
import { describeFailure, type FailureView } from './failure';
import { bookingRequest, validate, type Field, type FieldErrors, type FormValues } from './form';
import type { KeyStore } from './intent-key';

export type SubmitPolicy = Partial<Pick<SubmitOptions, 'retries' | 'sleep' | 'random' | 'locks'>>;

interface Deps {
  client(): SpaceClient;
  config(): WidgetConfig;
  profile(): Profile | null;
  keyStore: KeyStore;
  /** Retry and lock policy of the safe submit (tests shorten it). */
  policy?: SubmitPolicy;
  emit: Emit;
  online(): boolean;
  state: {
    typeId: Signal<string | null>;
    slot: Signal<Slot | null>;
    form: Signal<FormValues>;
    errors: Signal<FieldErrors>;
    step: Signal<'type' | 'time' | 'details' | 'done'>;
  };
  say(key: MessageKey): void;
  requestFocus(target: 'heading' | 'alert' | Field): void;
  chooseAnotherSlot(): void;
  refreshTypes(): void;
}

/** Sending the form: validation, the safe submit, and what the visitor sees after each answer. */
export function createSubmit(d: Deps) {
  const sending = signal(false);
  const failure = signal<FailureView | null>(null);
  const booking = signal<Booking | null>(null);
  let ac = new AbortController();
  /** The server asked for a pause (Retry-After): nothing is sent again before this time. */
  let notBefore = 0;
  const { typeId, slot, form, errors, step } = d.state;

  function act(view: FailureView): void {
    if (view.action === 'choose-slot') d.chooseAnotherSlot();
    else if (view.action === 'refresh-types') d.refreshTypes();
    else if (view.action === 'fix-field' && view.field)
      errors.value = { ...errors.value, [view.field]: { key: view.key, params: view.params } };
  }

  async function send(): Promise<void> {
    const s = slot.value;
    const id = typeId.value;
    if (sending.value || !s || !id) return;
    const invalid = validate(form.value);
    errors.value = invalid;
    const first = (Object.keys(invalid) as Field[])[0];
    if (first) {
      d.say('checkFields');
      d.requestFocus(first);
      return;
    }
    const { handle } = d.config();
    // Aborted when the space changes: from then on this answer must not touch the new page.
    const { signal } = ac;
    batch(() => ((sending.value = true), (failure.value = null)));
    d.say('sending');
    d.emit('space-booking:submit', { bookingTypeId: id, date: s.date, startTime: s.start_time });
    try {
      const pause = notBefore - Date.now();
      if (pause > 0) await (d.policy?.sleep ?? sleep)(pause, signal);
      const result = await submitBooking({
        ...d.policy,
        client: d.client(),
        handle,
        request: bookingRequest(form.value, id, s),
        keyStore: d.keyStore,
        signal,
      });
      if (signal.aborted) return;
      batch(() => ((booking.value = result), (step.value = 'done')));
      d.say('bookedHeading');
      d.requestFocus('heading');
      d.emit('space-booking:booked', { booking: result });
    } catch (e) {
      const error = asApiError(e, 'network');
      if (signal.aborted || error.kind === 'aborted') return;
      const view = describeFailure(error, { online: d.online(), space: d.profile() ?? undefined });
      failure.value = view;
      notBefore = view.retryAfter ? Date.now() + view.retryAfter * 1000 : 0;
      act(view);
      d.requestFocus('alert');
      d.emit('space-booking:failed', { reason: error.bookingFailure?.reason ?? error.type ?? error.kind, status: error.status });
    } finally {
      if (!signal.aborted) sending.value = false;
    }
  }

  return {
    sending,
    failure,
    booking,
    send,
    reset(): void {
      batch(() => ((failure.value = null), (booking.value = null), (sending.value = false)));
    },
    abort(): void {
      ac.abort();
      ac = new AbortController();
    },
  };
}
