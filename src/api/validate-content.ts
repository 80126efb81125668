/**
 * The shapes of the profile's `open_hours` and of posts, which the description leaves unspecified
 * (./assumptions.ts). An answer of another shape is not an error: what is not recognised is not
 * shown. Beside ./validate.ts (which checks `social_links`, shown in the first view), in a file of
 * its own, so that it travels with the chunk that shows them rather than on the way to the first
 * slots.
 */
import { httpUrl } from '../shared/http-url';
import type { OpeningHours, Post } from './types';

const WEEKDAYS: readonly OpeningHours['day'][] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isOpening = (item: unknown): item is OpeningHours =>
  isRecord(item) &&
  WEEKDAYS.includes(item.day as OpeningHours['day']) &&
  typeof item.opens === 'string' &&
  TIME.test(item.opens) &&
  typeof item.closes === 'string' &&
  TIME.test(item.closes);

/**
 * The openings, when every item is one: a single item of another shape and none are shown, since
 * a day left out would read as closed.
 */
export function openingHoursOf(value: unknown): OpeningHours[] {
  if (!Array.isArray(value) || !value.every(isOpening)) return [];
  return value.map(({ day, opens, closes }) => ({ day, opens, closes }));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The posts that have a title, their optional fields kept only where they are text. */
export function postsOf(value: unknown): Post[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): Post[] => {
    const title = isRecord(item) ? text(item.title) : null;
    if (!isRecord(item) || !title) return [];
    return [
      {
        id: String(item.id ?? ''),
        slug: String(item.slug ?? ''),
        title,
        excerpt: text(item.excerpt),
        body: text(item.body),
        published_at: text(item.published_at),
        url: httpUrl(item.url)?.href ?? null,
      },
    ];
  });
}
