import type { BookingType, Slot } from '../api/types';
import type { IsoWeekday } from '../i18n/week';

/**
 * Where a day's parts begin, as wall-clock times in the space's zone (the zone a slot's
 * `start_time` is written in): a session is in the morning before 12:00, in the afternoon from
 * 12:00 until 17:00, in the evening from 17:00. A decision, not the API's: it has no such notion.
 * A session belongs to the part of the day it starts in, wherever the visitor is.
 */
export const PARTS_OF_DAY_START = { afternoon: '12:00', evening: '17:00' } as const;

export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/**
 * What the visitor narrowed the schedule to. One plain value (strings, numbers, arrays) so it
 * can be written into an address and read back; '' / empty / null / false is everything.
 */
export interface ScheduleFilters {
  typeId: string;
  category: string;
  /** Parts of the day a session may start in; empty is any. */
  partsOfDay: readonly PartOfDay[];
  /** ISO weekdays (1 Monday … 7 Sunday) of the space's dates; empty is any. */
  weekdays: readonly IsoWeekday[];
  /** The longest a session may last, in minutes. */
  longest: number | null;
  /** Only types with an intro offer for a first visit. */
  newHere: boolean;
}

export const EVERYTHING: ScheduleFilters = { typeId: '', category: '', partsOfDay: [], weekdays: [], longest: null, newHere: false };

/** The part of the day a wall-clock `HH:MM` (the space's) falls in. */
export const partOfDay = (time: string): PartOfDay =>
  time < PARTS_OF_DAY_START.afternoon ? 'morning' : time < PARTS_OF_DAY_START.evening ? 'afternoon' : 'evening';

/** The ISO weekday of a `YYYY-MM-DD` date (read as UTC: the date as written, in no zone). */
export const isoWeekday = (date: string): IsoWeekday => ((new Date(date).getUTCDay() || 7) as IsoWeekday);

/**
 * Whether a type has an intro offer: the API's `intro_offer` with a price (`first_time_only`, the
 * one eligibility it describes). On the list route `applies_to_member` is always null, so whether
 * the visitor still qualifies is settled when the booking is made.
 */
export const hasIntroOffer = (type: BookingType): boolean => typeof type.intro_offer?.intro_price_amount === 'number';

/** A type's categories that can be shown (the API leaves their shape open: text only). */
export const categoriesOfType = (type: BookingType): string[] =>
  (type.categories ?? []).filter((c): c is string => typeof c === 'string' && c.trim() !== '');

/** Every category of the types, once each, in the order they first appear. */
export const categoriesOf = (types: readonly BookingType[]): string[] => [...new Set(types.flatMap(categoriesOfType))];

/** The lengths the types last, shortest first, once each. */
export const durationsOf = (types: readonly BookingType[]): number[] =>
  [...new Set(types.map((type) => type.duration_minutes).filter((minutes) => Number.isFinite(minutes) && minutes > 0))].sort((a, b) => a - b);

/** Whether the filters let a type's sessions through (what does not depend on the session). */
export const matches = (type: BookingType, filters: ScheduleFilters): boolean =>
  (!filters.typeId || type.id === filters.typeId) &&
  (!filters.category || categoriesOfType(type).includes(filters.category)) &&
  (filters.longest == null || type.duration_minutes <= filters.longest) &&
  (!filters.newHere || hasIntroOffer(type));

/** Whether the filters let one session through: its date's weekday and the part of the day it starts in. */
export const slotMatches = (slot: Slot, filters: ScheduleFilters): boolean =>
  (!filters.weekdays.length || filters.weekdays.includes(isoWeekday(slot.date))) &&
  (!filters.partsOfDay.length || filters.partsOfDay.includes(partOfDay(slot.start_time)));

/** How many filters narrow the schedule (each chosen part of the day or weekday counts once). */
export const activeFilterCount = (filters: ScheduleFilters): number =>
  (filters.typeId ? 1 : 0) +
  (filters.category ? 1 : 0) +
  filters.partsOfDay.length +
  filters.weekdays.length +
  (filters.longest != null ? 1 : 0) +
  (filters.newHere ? 1 : 0);

/** `list` with `item` added, or taken out when it is there: a checkbox turned. */
export function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((other) => other !== item) : [...list, item];
}

/**
 * The day to show once the visitor changed the filters: the one shown while it still has
 * sessions that match (and is a chosen weekday), else the week's first such day, else its first
 * chosen weekday, else the one shown.
 */
export function dayAfterFiltering(days: readonly string[], byDay: ReadonlyMap<string, readonly unknown[]>, shown: string, weekdays: readonly IsoWeekday[]): string {
  const allowed = (day: string) => !weekdays.length || weekdays.includes(isoWeekday(day));
  const hasSessions = (day: string) => allowed(day) && (byDay.get(day)?.length ?? 0) > 0;
  if (hasSessions(shown)) return shown;
  return days.find(hasSessions) ?? (allowed(shown) ? shown : days.find(allowed) ?? shown);
}
