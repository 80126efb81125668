import { describe, expect, it } from 'vitest';
import type { IsoWeekday } from '../i18n/week';
import { addMonths, dayStatus, gridKeyTarget, monthEnd, monthGrid, monthHasTimes, nextMonthWithTimes, weekdayIndex } from './calendar';

describe('calendar helpers', () => {
  it('moves months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid('2026-03', 1);
    expect(weekdayIndex('2026-03-01', 1)).toBe(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('lays a month out in Sunday-first and Saturday-first weeks', () => {
    // 1 March 2026 was a Sunday.
    const sunday = monthGrid('2026-03', 7);
    expect(weekdayIndex('2026-03-01', 7)).toBe(0);
    expect(sunday[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(sunday.at(-1)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    const saturday = monthGrid('2026-03', 6);
    expect(weekdayIndex('2026-03-01', 6)).toBe(1);
    expect(weekdayIndex('2026-03-07', 6)).toBe(0);
    expect(saturday[0]).toEqual([null, '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(saturday.at(-1)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', null, null, null]);
    for (const weeks of [sunday, saturday]) expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  describe('grid keys (WAI-ARIA APG date picker) within the 62-day window', () => {
    // Today in the space's zone and today + 61 days: the bookable window.
    const min = '2026-03-27';
    const max = '2026-05-27';
    const key = (date: string, k: string, rtl = false, firstDay: IsoWeekday = 1) => gridKeyTarget(date, k, { firstDay, rtl }, min, max);

    it('moves a day with left and right, a week with up and down', () => {
      expect(key('2026-04-15', 'ArrowLeft')).toBe('2026-04-14');
      expect(key('2026-04-15', 'ArrowRight')).toBe('2026-04-16');
      expect(key('2026-04-15', 'ArrowUp')).toBe('2026-04-08');
      expect(key('2026-04-15', 'ArrowDown')).toBe('2026-04-22');
      // Across month ends.
      expect(key('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
      expect(key('2026-04-01', 'ArrowLeft')).toBe('2026-03-31');
      expect(key('2026-04-28', 'ArrowDown')).toBe('2026-05-05');
    });

    it('swaps left and right in right-to-left layouts, and only those', () => {
      expect(key('2026-04-15', 'ArrowLeft', true)).toBe('2026-04-16');
      expect(key('2026-04-15', 'ArrowRight', true)).toBe('2026-04-14');
      for (const k of ['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'])
        expect(key('2026-04-15', k, true), k).toBe(key('2026-04-15', k));
    });

    it('goes to the Monday and Sunday of the week with Home and End', () => {
      expect(key('2026-04-15', 'Home')).toBe('2026-04-13');
      expect(key('2026-04-15', 'End')).toBe('2026-04-19');
      expect(key('2026-04-13', 'Home')).toBe('2026-04-13');
      expect(key('2026-04-19', 'End')).toBe('2026-04-19');
      // The week of 30 March spans two months.
      expect(key('2026-04-02', 'Home')).toBe('2026-03-30');
      expect(key('2026-03-31', 'End')).toBe('2026-04-05');
    });

    it('goes to the ends of the week where it starts on Sunday or Saturday', () => {
      // Wednesday 15 April 2026.
      expect(key('2026-04-15', 'Home', false, 7)).toBe('2026-04-12');
      expect(key('2026-04-15', 'End', false, 7)).toBe('2026-04-18');
      expect(key('2026-04-12', 'End', false, 7)).toBe('2026-04-18');
      expect(key('2026-04-15', 'Home', true, 6)).toBe('2026-04-11');
      expect(key('2026-04-15', 'End', true, 6)).toBe('2026-04-17');
      expect(key('2026-04-17', 'Home', false, 6)).toBe('2026-04-11');
      // Up and down still move a week, whatever day the week starts on.
      expect(key('2026-04-15', 'ArrowUp', false, 7)).toBe('2026-04-08');
    });

    it('keeps the day of month with PageUp and PageDown, clamped to shorter months', () => {
      expect(key('2026-04-15', 'PageDown')).toBe('2026-05-15');
      expect(key('2026-04-15', 'PageUp')).toBe('2026-03-27');
      expect(key('2026-05-10', 'PageUp')).toBe('2026-04-10');
      expect(key('2026-03-31', 'PageDown')).toBe('2026-04-30');
      expect(gridKeyTarget('2026-01-31', 'PageDown', { firstDay: 1, rtl: false }, '2026-01-01', '2026-12-31')).toBe('2026-02-28');
      expect(gridKeyTarget('2028-01-31', 'PageDown', { firstDay: 1, rtl: false }, '2028-01-01', '2028-12-31')).toBe('2028-02-29');
      expect(gridKeyTarget('2026-12-15', 'PageDown', { firstDay: 1, rtl: false }, '2026-12-01', '2027-02-01')).toBe('2027-01-15');
      expect(gridKeyTarget('2027-01-15', 'PageUp', { firstDay: 1, rtl: false }, '2026-12-01', '2027-02-01')).toBe('2026-12-15');
    });

    it('never leaves the window: today and today + 61 are the ends', () => {
      expect(key(min, 'ArrowLeft')).toBe(min);
      expect(key(min, 'ArrowRight', true)).toBe(min);
      expect(key('2026-03-29', 'ArrowUp')).toBe(min);
      expect(key(min, 'Home')).toBe(min);
      expect(key(min, 'PageUp')).toBe(min);
      expect(key(max, 'ArrowRight')).toBe(max);
      expect(key(max, 'ArrowLeft', true)).toBe(max);
      expect(key('2026-05-25', 'ArrowDown')).toBe(max);
      expect(key(max, 'End')).toBe(max);
      expect(key('2026-04-30', 'PageDown')).toBe(max);
      expect(key('2026-05-26', 'ArrowRight')).toBe(max);
    });

    it('ignores keys that are not grid keys', () => {
      for (const k of ['Enter', ' ', 'Tab', 'Escape', 'a', 'Left'])
        expect(key('2026-04-15', k), k).toBeNull();
    });
  });
});

describe('bookable days at a glance', () => {
  const open = new Set(['2026-03-28', '2026-05-02', '2026-05-20']);

  it('tells past, bookable and closed days apart', () => {
    expect(['2026-03-26', '2026-03-27', '2026-03-28', '2026-05-30'].map((d) => dayStatus(d, '2026-03-27', open))).toEqual(['past', 'closed', 'bookable', 'closed']);
  });

  it('finds whether a month has times, and the next month that has some', () => {
    expect(monthHasTimes('2026-03', open)).toBe(true);
    expect(monthHasTimes('2026-04', open)).toBe(false);
    expect(nextMonthWithTimes('2026-04', open)).toBe('2026-05');
    expect(nextMonthWithTimes('2026-03', ['2026-05-20', '2026-04-30'])).toBe('2026-04');
    expect(nextMonthWithTimes('2026-05', open)).toBeNull();
  });
});
