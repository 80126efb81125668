import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDayOfWeek } from './week';

describe('firstDayOfWeek', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the day the locale’s week starts on (ISO: 1 is Monday, 7 is Sunday)', () => {
    expect(firstDayOfWeek('de-AT')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('ja')).toBe(7);
    expect(firstDayOfWeek('he')).toBe(7);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
  });

  it('follows a tag’s own first day', () => {
    expect(firstDayOfWeek('en-US-u-fw-mon')).toBe(1);
    expect(firstDayOfWeek('de-u-fw-sun')).toBe(7);
  });

  it('is Monday for a malformed tag and where the engine has no week data', () => {
    expect(firstDayOfWeek('not a locale')).toBe(1);
    vi.spyOn(Intl, 'Locale').mockImplementation(function (this: object) {
      return this;
    } as unknown as typeof Intl.Locale);
    expect(firstDayOfWeek('pt-BR')).toBe(1);
  });
});
