import { describe, expect, it } from 'vitest';
import { addMonths, gridKeyTarget, monthEnd, monthGrid, weekdayIndex } from './calendar';

describe('calendar helpers', () => {
  it('moves months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid('2026-03');
    expect(weekdayIndex('2026-03-01')).toBe(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('maps grid keys to dates, mirrored for right-to-left, clamped to the window', () => {
    const min = '2026-03-27';
    const max = '2026-05-27';
    expect(gridKeyTarget('2026-04-08', 'ArrowRight', false, min, max)).toBe('2026-04-09');
    expect(gridKeyTarget('2026-04-08', 'ArrowRight', true, min, max)).toBe('2026-04-07');
    expect(gridKeyTarget('2026-04-08', 'ArrowUp', false, min, max)).toBe('2026-04-01');
    expect(gridKeyTarget('2026-04-08', 'ArrowDown', false, min, max)).toBe('2026-04-15');
    expect(gridKeyTarget('2026-04-08', 'Home', false, min, max)).toBe('2026-04-06');
    expect(gridKeyTarget('2026-04-08', 'End', false, min, max)).toBe('2026-04-12');
    expect(gridKeyTarget('2026-04-30', 'PageDown', false, min, max)).toBe('2026-05-27');
    expect(gridKeyTarget('2026-04-08', 'PageUp', false, min, max)).toBe('2026-03-27');
    expect(gridKeyTarget('2026-03-31', 'PageDown', false, '2026-01-01', '2026-12-31')).toBe('2026-04-30');
    expect(gridKeyTarget('2026-03-27', 'ArrowLeft', false, min, max)).toBe(min);
    expect(gridKeyTarget('2026-04-08', 'a', false, min, max)).toBeNull();
  });
});
