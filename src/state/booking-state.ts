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
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
}
export type FieldErrors = Partial<Record<Field, Message>>;

export const emptyForm: FormValues = { name: '', email: '', notes: '', consent: false };

/** Kept with the first view: what the visitor typed survives the booking step's file failing to load. */
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
    clearAnswer(): void {
      batch(() => {
        failure.value = booking.value = null;
        sending.value = submitting.value = false;
      });
    },
    /** Also forgets a pause the last space's server asked for. */
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
