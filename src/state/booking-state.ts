import { batch, signal } from '@preact/signals';
import type { Booking } from '../api/types';
import type { MessageKey } from '../i18n/index';
import type { FailureView } from './failure';

export interface FormValues {
  name: string;
  email: string;
  notes: string;
  /** True only when the visitor ticked the box (API: marketing_consent). */
  consent: boolean;
}

export type Field = 'name' | 'email' | 'notes';
/** A message to show: a catalog key and its placeholders. */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
}
export type FieldErrors = Partial<Record<Field, Message>>;

export const emptyForm: FormValues = { name: '', email: '', notes: '', consent: false };

/**
 * What the booking step works on, kept with the first view: what the visitor typed survives the
 * booking step's file failing to load, and a change of space clears it all at once. The code
 * that sends a booking is the booking step's (./send.ts).
 */
export function createBookingState() {
  const form = signal<FormValues>(emptyForm);
  const errors = signal<FieldErrors>({});
  const sending = signal(false);
  /** The booking request is out: its answer decides what shows, so the visitor stays on its details until then. */
  const submitting = signal(false);
  const failure = signal<FailureView | null>(null);
  const booking = signal<Booking | null>(null);
  /** The server asked for a pause (Retry-After): nothing is sent again before `until` (ms, the store's clock). */
  const pause = { until: 0 };
  return {
    form,
    errors,
    sending,
    submitting,
    failure,
    booking,
    pause,
    /** No answer shown and nothing in flight. */
    clearAnswer(): void {
      batch(() => {
        failure.value = booking.value = null;
        sending.value = submitting.value = false;
      });
    },
    /** A new space: nothing typed but the host's prefill, no answer, no pause of the last space's server. */
    clear(prefill: FormValues): void {
      pause.until = 0;
      batch(() => {
        failure.value = booking.value = null;
        sending.value = submitting.value = false;
        errors.value = {};
        form.value = prefill;
      });
    },
  };
}

export type BookingState = ReturnType<typeof createBookingState>;
