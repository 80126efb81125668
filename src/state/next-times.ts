import type { Slot } from '../api/types';

/**
 * The first `count` open times after `after` (a refused one), earliest first: the way forward a
 * refusal for a full session or a closed booking window offers (part of the booking step's file).
 */
export function nextOpenTimes(byDate: ReadonlyMap<string, readonly Slot[]>, after: Pick<Slot, 'date' | 'start_time'>, count = 3): Slot[] {
  const later: Slot[] = [];
  for (const day of [...byDate.keys()].sort()) {
    if (day < after.date) continue;
    for (const slot of byDate.get(day)!) {
      if (day === after.date && slot.start_time <= after.start_time) continue;
      later.push(slot);
      if (later.length === count) return later;
    }
  }
  return later;
}
