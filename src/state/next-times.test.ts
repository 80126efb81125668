import { describe, expect, it } from 'vitest';
import type { Slot } from '../api/types';
import { nextOpenTimes } from './next-times';

const at = (date: string, start_time: string): Slot => ({ date, start_time, end_time: '23:00', remaining: 2 });
const days = (...slots: Slot[]) => {
  const byDate = new Map<string, Slot[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  return byDate;
};

describe('nextOpenTimes', () => {
  it('gives the three times after the refused one, that day’s later times first', () => {
    const byDate = days(at('2026-03-29', '09:00'), at('2026-03-29', '18:00'), at('2026-03-29', '19:00'), at('2026-03-30', '07:00'), at('2026-03-31', '07:00'));
    expect(nextOpenTimes(byDate, at('2026-03-29', '09:00'))).toEqual([at('2026-03-29', '18:00'), at('2026-03-29', '19:00'), at('2026-03-30', '07:00')]);
  });

  it('leaves out the refused time itself and every earlier one, and reads days in order whatever the map’s', () => {
    const byDate = days(at('2026-04-02', '10:00'), at('2026-03-28', '10:00'), at('2026-03-29', '09:00'));
    expect(nextOpenTimes(byDate, at('2026-03-29', '09:00'))).toEqual([at('2026-04-02', '10:00')]);
  });

  it('gives none when nothing is open later', () => {
    expect(nextOpenTimes(days(at('2026-03-29', '09:00')), at('2026-03-29', '09:00'))).toEqual([]);
    expect(nextOpenTimes(new Map(), at('2026-03-29', '09:00'))).toEqual([]);
  });
});
