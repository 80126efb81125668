import { batch, signal, type Signal } from '@preact/signals';
import type { Booking } from '../api/types';
import type { FocusTarget } from './announcer';
import type { FailureView } from './failure';
import type { FieldErrors, FormValues } from './form';
import type { KeyStore } from './idempotency-key';
import type { Steps } from './steps';

/** "Remember my details on this device" (./remembered-details.ts, in the booking step's chunk). */
export interface DetailsMemory {
  /** Where the details are kept: the page's `localStorage`. */
  storage: Storage;
  /** The box is ticked: a booking made now keeps the name and email it was made with. */
  ticked: Signal<boolean>;
  /** Details are kept on this device ("Not you? Forget me" shows). */
  kept: Signal<boolean>;
}

export const emptyForm: FormValues = { name: '', email: '', notes: '', consent: false };

interface BookingOptions {
  /** The steps, made after the booking (they read its failure and whether a request is out). */
  steps: () => Pick<Steps, 'chooseAnotherTime' | 'startAgain' | 'forgetSlot'>;
  requestFocus(target: FocusTarget): void;
  /** The host's prefill, which a fresh form starts from. */
  prefill(): Pick<FormValues, 'name' | 'email'>;
  /** Where idempotency keys are kept; by default made on the first send (./send.ts). */
  keyStore?: KeyStore;
}

/**
 * The booking a visitor is making: what they typed, the request on its way, its answer, and what
 * they can do next. Sending is the booking step's code (./send.ts, in its chunk); what it works on
 * is kept here, with the first view, so that what was typed survives that chunk failing to load.
 */
export function createBooking({ steps, requestFocus, prefill, keyStore: givenKeyStore }: BookingOptions) {
  const form = signal<FormValues>(emptyForm);
  const errors = signal<FieldErrors>({});
  const sending = signal(false);
  /** The request is out: its answer decides what shows, so the visitor stays on its details until then. */
  const submitting = signal(false);
  const failure = signal<FailureView | null>(null);
  const booking = signal<Booking | null>(null);
  /** Whole seconds left of a pause the server asked for, while a send waits it out: "Booking in 25 seconds…". */
  const secondsToWait = signal(0);
  /** The server asked for a pause (Retry-After): nothing is sent again before `until` (ms, the store's clock). */
  const pause = { until: 0 };
  let keyStore = givenKeyStore;
  /** Unset until the form first shows (storage is not touched before); null where the device keeps nothing. */
  let detailsMemory: DetailsMemory | null | undefined;

  const fresh = (): FormValues => ({ ...emptyForm, ...prefill() });
  function clearAnswer(): void {
    batch(() => {
      failure.value = booking.value = null;
      sending.value = submitting.value = false;
    });
  }

  return {
    form,
    errors,
    sending,
    submitting,
    failure,
    booking,
    secondsToWait,
    pause,
    /** The store of idempotency keys, made by `make` on the first send (storage is not probed before). */
    keyStore: (make: () => KeyStore): KeyStore => (keyStore ??= make()),
    /** "Remember my details": made by `make` the first time the form shows (./remembered-details.ts), then kept. */
    detailsMemory(make: () => DetailsMemory | null): DetailsMemory | null {
      if (detailsMemory === undefined) detailsMemory = make();
      return detailsMemory;
    },
    setField<Name extends keyof FormValues>(name: Name, value: FormValues[Name]): void {
      form.value = { ...form.value, [name]: value };
      if (name in errors.value) errors.value = { ...errors.value, [name]: undefined };
    },
    /** A refused time: back to the times, asked for afresh, with what was typed. */
    chooseAnotherTime(): void {
      steps().chooseAnotherTime();
    },
    /** "Book another": the same visitor again, without the last booking's notes and consent. */
    bookAnother(): void {
      batch(() => {
        clearAnswer();
        form.value = { ...form.value, notes: '', consent: false };
        steps().startAgain();
      });
      requestFocus('heading');
    },
    /** Back from the confirmation (the browser's Back, with `deep-link`): choosing again, with what was typed. */
    leaveConfirmation(): void {
      batch(() => {
        clearAnswer();
        steps().forgetSlot();
      });
    },
    /** A popup opened again after a booking: the first step, nothing typed but the host's prefill. */
    startOver(): void {
      batch(() => {
        clearAnswer();
        errors.value = {};
        form.value = fresh();
        steps().startAgain();
      });
    },
    /** Another space: nothing typed but the host's prefill, and no pause its server asked for. */
    clear(): void {
      pause.until = 0;
      batch(() => {
        clearAnswer();
        errors.value = {};
        form.value = fresh();
      });
    },
  };
}

export type BookingFlow = ReturnType<typeof createBooking>;
