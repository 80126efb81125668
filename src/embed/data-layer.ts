import { minorUnits } from '../i18n/minor-units';
import type { Attribution } from './attribution';

/** One `window.dataLayer` entry, flat as tag managers read it; never who booked (no name, email or notes). */
export interface DataLayerEntry {
  /** `space-booking.ready`, `space-booking.booked`, ... (the DOM event's name with a dot). */
  event: string;
  /** The space's handle. */
  space?: string;
  locale?: string;
  typeCount?: number;
  bookingTypeId?: string;
  bookingTypeTitle?: string;
  /** The booking type's listed price in major units (e.g. 12.5), with its ISO 4217 currency. */
  value?: number;
  currency?: string;
  /** Wall-clock date and start time in `timezone`, the space's zone. */
  date?: string;
  startTime?: string;
  timezone?: string;
  /** `failed`: the refusal reason or error kind, and the HTTP status. */
  reason?: string;
  status?: number;
  /** `error`: what failed to load, and how. */
  stage?: string;
  kind?: string;
  /** `booked`: the campaign parameters of the host page's address. */
  attribution?: Attribution;
}

/** Carried into the entries after them, so `booked` has the price `type-selected` gave. */
const CONTEXT = ['space', 'timezone', 'bookingTypeId', 'bookingTypeTitle', 'value', 'currency'] as const;

type AnyDetail = Record<string, any>;

function major(amount: unknown, currency: unknown): number | undefined {
  if (typeof amount !== 'number' || typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) return undefined;
  return amount / 10 ** minorUnits(currency);
}

/** Each entry is built field by field from an allow-list: a detail is never copied whole. */
export function dataLayerPusher(win: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] }) {
  let context: Partial<DataLayerEntry> = {};
  return (name: string, detail: object): DataLayerEntry => {
    const details = detail as AnyDetail;
    const booking: AnyDetail = details.booking ?? {};
    const own: Partial<DataLayerEntry> = {
      space: details.handle,
      locale: details.locale,
      typeCount: details.typeCount,
      bookingTypeId: details.bookingTypeId ?? booking.booking_type_id,
      bookingTypeTitle: details.title ?? booking.booking_type_title,
      value: major(details.priceAmount, details.currency),
      currency: details.currency,
      date: details.date ?? booking.scheduled_date,
      startTime: details.startTime ?? booking.scheduled_start_time,
      timezone: details.timezone,
      reason: details.reason,
      status: details.status,
      stage: details.stage,
      kind: details.kind,
      attribution: details.attribution,
    };
    // A newly chosen type replaces the old one's title and price rather than inheriting them.
    if (details.title) context = { space: context.space, timezone: context.timezone };
    const entry = { event: name.replace(':', '.'), ...context } as DataLayerEntry;
    for (const [key, value] of Object.entries(own)) if (value != null && value !== '') (entry as AnyDetail)[key] = value;
    context = {};
    for (const key of CONTEXT) if (entry[key] != null) (context as AnyDetail)[key] = entry[key];
    try {
      (win.dataLayer ??= []).push(entry);
    } catch (error) {
      // The page's own `dataLayer` takes no entries (frozen, or not an array): analytics only, so
      // the page is told once, and neither it nor the booking meets the error.
      if (!refused) console.warn('space-booking: window.dataLayer takes no entries; the widget\'s are dropped:', error);
      refused = true;
    }
    return entry;
  };
}

let refused = false;
