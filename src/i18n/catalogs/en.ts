/**
 * English interface text: the reference catalog. Every other catalog has exactly these keys
 * (checked by the type `Messages`). Placeholders are `{name}`. The script holds the first view's
 * part; the booking step's file, the schedule's, the popup's and the profile details' hold the rest.
 */
import { enBookingStep } from './en-booking-step';
import { enFirstView } from './en-first-view';
import { enPopup } from './en-popup';
import { enProfile } from './en-profile';
import { enSchedule } from './en-schedule';

export const en = { ...enFirstView, ...enBookingStep, ...enSchedule, ...enPopup, ...enProfile };

export type MessageKey =
  | keyof typeof enFirstView
  | keyof typeof enBookingStep
  | keyof typeof enSchedule
  | keyof typeof enPopup
  | keyof typeof enProfile;
export type Messages = Record<MessageKey, string>;
