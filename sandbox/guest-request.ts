/**
 * Validation of the guest booking body (Public: "Guest booking body"; Limits). The first problem
 * found is answered with 400 invalid_request and `error.field` naming the field's path.
 */
import type { BookingSource } from '../src/api/types';
import { isDate } from '../src/api/range';
import { isValidTime } from './availability';
import { invalid, type Answer } from './http';

export interface GuestInput {
  booking_type_id: string;
  scheduled_date: string;
  scheduled_start_time: string;
  /** A guest is recognised by email, else by phone (see guestKey in ./store.ts); with neither, not at all. */
  customer: { name: string; email?: string; phone?: string };
  source: BookingSource;
  marketing_consent: boolean;
  notes: string | null;
}

const FIELDS = new Set([
  'booking_type_id',
  'scheduled_date',
  'scheduled_start_time',
  'customer',
  'source',
  'marketing_consent',
  'notes',
]);
/** Fields of the authenticated POST /bookings that a guest may never send. */
const HOST_ONLY = new Set(['allow_over_capacity', 'allow_policy_bypass', 'payment_status', 'check_in_now']);
const CUSTOMER_FIELDS = new Set(['name', 'email', 'phone']);

export const SOURCES: readonly BookingSource[] = [
  'native_app',
  'discovery_app',
  'marketplace_pass',
  'external_partner',
  'admin_walk_in',
  'admin_chat_a',
  'admin_chat_b',
  'admin_chat_c',
  'admin_phone',
  'admin_social',
  'admin_other',
  'website_enquiry',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_NAME = 200;
const MAX_EMAIL = 254;
const MAX_PHONE = 40;
const MAX_NOTES = 1000;

/** Length in characters (code points), as a person counts them. */
const chars = (s: string) => [...s].length;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function parseGuestRequest(raw: string): GuestInput | Answer {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return invalid('Body must be JSON');
  }
  if (!isObject(body)) return invalid('Body must be a JSON object');

  for (const key of Object.keys(body)) {
    if (HOST_ONLY.has(key)) {
      return invalid(`${key} is host-only: the public route cannot carry policy overrides or host options`, key);
    }
    if (!FIELDS.has(key)) return invalid(`Unknown field ${key}`, key);
  }

  const { booking_type_id, scheduled_date, scheduled_start_time, customer, source, marketing_consent, notes } = body;
  if (booking_type_id === undefined) return invalid('booking_type_id is required', 'booking_type_id');
  if (typeof booking_type_id !== 'string' || !UUID.test(booking_type_id)) {
    return invalid('booking_type_id must be a UUID', 'booking_type_id');
  }
  if (scheduled_date === undefined) return invalid('scheduled_date is required', 'scheduled_date');
  if (!isDate(scheduled_date)) return invalid('scheduled_date must be a calendar date (YYYY-MM-DD)', 'scheduled_date');
  if (scheduled_start_time === undefined) return invalid('scheduled_start_time is required', 'scheduled_start_time');
  if (!isValidTime(scheduled_start_time)) return invalid('scheduled_start_time must be HH:MM', 'scheduled_start_time');

  if (customer === undefined) return invalid('customer is required', 'customer');
  if (!isObject(customer)) return invalid('customer must be an object', 'customer');
  for (const key of Object.keys(customer)) {
    if (!CUSTOMER_FIELDS.has(key)) return invalid(`Unknown field customer.${key}`, `customer.${key}`);
  }
  const { name, email, phone } = customer;
  if (typeof name !== 'string' || name.trim() === '') return invalid('customer.name is required', 'customer.name');
  if (chars(name.trim()) > MAX_NAME) return invalid(`customer.name must be at most ${MAX_NAME} characters`, 'customer.name');
  if (email !== undefined && typeof email !== 'string') return invalid('customer.email must be a string', 'customer.email');
  if (phone !== undefined && (typeof phone !== 'string' || chars(phone) > MAX_PHONE)) {
    return invalid(`customer.phone must be a string of at most ${MAX_PHONE} characters`, 'customer.phone');
  }
  const mail = email?.trim();
  // Email and phone are optional: "a customer who gives neither is a first-timer on every visit".
  if (mail && !EMAIL.test(mail)) return invalid('customer.email must be an email address', 'customer.email');
  if (mail && chars(mail) > MAX_EMAIL) return invalid(`customer.email must be at most ${MAX_EMAIL} characters`, 'customer.email');

  if (source !== undefined && !SOURCES.includes(source as BookingSource)) {
    return invalid('source must be a booking source', 'source');
  }
  if (marketing_consent !== undefined && typeof marketing_consent !== 'boolean') {
    return invalid('marketing_consent must be a boolean', 'marketing_consent');
  }
  if (notes !== undefined && typeof notes !== 'string') return invalid('notes must be a string', 'notes');
  if (typeof notes === 'string' && chars(notes) > MAX_NOTES) {
    return invalid(`notes must be at most ${MAX_NOTES} characters`, 'notes');
  }

  return {
    booking_type_id: booking_type_id.toLowerCase(),
    scheduled_date,
    scheduled_start_time,
    customer: { name: name.trim(), ...(mail ? { email: mail } : {}), ...(phone ? { phone } : {}) },
    source: (source as BookingSource | undefined) ?? 'external_partner',
    marketing_consent: marketing_consent ?? false,
    notes: notes ?? null,
  };
}
