import { GUEST_EMAIL_MAX, GUEST_NAME_MAX } from '../api/assumptions';
import { toBookingBody } from '../api/booking-body';
import type { GuestBookingRequest, Slot } from '../api/types';
import type { MessageKey } from '../i18n/index';

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

/** Limits: booking notes, at most 1000 characters. */
export const NOTES_MAX = 1000;

/** Code points of the trimmed text (most emoji are one, `String.length` counts two), as src/api/assumptions.ts reads "characters". */
export const sentLength = (text: string): number => [...text.trim()].length;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Not only spaces and default-ignorable code points (zero-width spaces and joiners, direction marks, soft hyphens). */
const readable = (text: string): boolean => /[^\s\p{Default_Ignorable_Code_Point}]/u.test(text);

export function validate({ name, email, notes }: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  const address = email.trim();
  if (!readable(name)) errors.name = { key: 'nameRequired' };
  else if (sentLength(name) > GUEST_NAME_MAX) errors.name = { key: 'nameTooLong', params: { max: GUEST_NAME_MAX } };
  if (!EMAIL.test(address)) errors.email = { key: address ? 'emailInvalid' : 'emailRequired' };
  else if (sentLength(address) > GUEST_EMAIL_MAX) errors.email = { key: 'emailTooLong', params: { max: GUEST_EMAIL_MAX } };
  if (sentLength(notes) > NOTES_MAX) errors.notes = { key: 'notesTooLong', params: { max: NOTES_MAX } };
  return errors;
}

/** The slot's own date and start time exactly as the API gave them. */
export const bookingRequest = ({ name, email, notes, consent }: FormValues, bookingTypeId: string, slot: Slot): GuestBookingRequest =>
  toBookingBody({
    booking_type_id: bookingTypeId,
    scheduled_date: slot.date,
    scheduled_start_time: slot.start_time,
    customer: { name: name.trim(), email: email.trim() },
    marketing_consent: consent,
    notes: notes.trim(),
  });
