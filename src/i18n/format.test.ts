import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  columnWeekday,
  formatCount,
  formatDate,
  formatDuration,
  formatInstantTime,
  formatPrice,
  formatTime,
  formatWait,
  languageName,
  monthLabel,
  weekdayLabels,
  zoneLabel,
} from './format';
import { t, type Catalog } from './index';

// Intl separates currency and number with a no-break space in some locales.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('reads amounts in the currency minor unit', () => {
    expect(formatPrice(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatPrice(1500, 'GBP', 'en-GB')).toBe('£15.00');
    expect(formatPrice(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(plain(formatPrice(1999, 'EUR', 'de-AT'))).toBe('€ 19,99');
    expect(plain(formatPrice(1999, 'EUR', 'de-DE'))).toBe('19,99 €');
    // Three-decimal currency: 1500 fils is 1.500 dinars.
    expect(plain(formatPrice(1500, 'KWD', 'en'))).toBe('KWD 1.500');
  });

  it('reads minor units by ISO 4217 where the usual written digits are fewer', () => {
    // Forints and rupiahs are written whole, but their minor unit is a hundredth; a dinar of Iraq's is a thousand fils.
    expect(plain(formatPrice(500_000, 'HUF', 'en'))).toBe('HUF 5,000');
    expect(plain(formatPrice(1_500_000, 'IDR', 'en'))).toBe('IDR 15,000');
    expect(plain(formatPrice(15_000, 'IQD', 'en'))).toBe('IQD 15');
    expect(plain(formatPrice(15_000, 'iqd', 'en'))).toBe('IQD 15');
    // A fraction of the unit is written in full, where rounding to the usual digits would change the price.
    expect(plain(formatPrice(500_050, 'HUF', 'en'))).toBe('HUF 5,000.50');
    expect(plain(formatPrice(1_500, 'IQD', 'en'))).toBe('IQD 1.500');
    expect(formatPrice(1550, 'GBP', 'en-GB')).toBe('£15.50');
  });

  it('right to left, keeps a symbol in Latin letters a left-to-right run of its own ("UK£", not "£UK")', () => {
    expect(plain(formatPrice(1400, 'GBP', 'ar'))).toBe('\u200f14.00 \u2068UK£\u2069');
    expect(plain(formatPrice(1400, 'USD', 'ar-EG'))).toBe('\u200f١٤٫٠٠ \u2068US$\u2069');
    // Intl's right-to-left mark before a symbol stays outside its isolate, where it still works.
    expect(plain(formatPrice(1400, 'CHF', 'he'))).toBe('\u200f14.00 \u200f\u2068CHF\u2069');
    // Symbols without Latin letters, and left-to-right interfaces, as Intl writes them.
    expect(formatPrice(1400, 'GBP', 'he')).toBe(new Intl.NumberFormat('he', { style: 'currency', currency: 'GBP' }).format(14));
    expect(plain(formatPrice(1400, 'USD', 'en-CA'))).toBe('US$14.00');
  });

  it('still shows an amount for an unknown currency code or a malformed locale', () => {
    expect(formatPrice(1500, 'NOT-A-CODE', 'en')).toBe('1,500 NOT-A-CODE');
    expect(formatPrice(1500, 'GBP', 'not a locale!')).toBe('£15.00');
  });
});

describe('dates and times are zone-independent', () => {
  const original = process.env.TZ;
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('with the system zone at %s', async (zone) => {
    process.env.TZ = zone;
    // A fresh module per zone: no formatter or answer cached under the other zone is reused.
    vi.resetModules();
    const { formatDate, formatTime, monthLabel } = await import('./format');
    expect(formatDate('2026-03-29', 'en-GB')).toBe('Sunday, 29 March 2026');
    expect(formatDate('2026-03-29', 'de-AT')).toBe('Sonntag, 29. März 2026');
    expect(formatDate('2026-03-29', 'en-US', { month: 'short', day: 'numeric' })).toBe('Mar 29');
    expect(plain(formatTime('09:00', 'en-US'))).toBe('9:00 AM');
    expect(plain(formatTime('21:30', 'en-US'))).toBe('9:30 PM');
    expect(formatTime('21:30', 'de')).toBe('21:30');
    expect(formatTime('09:05', 'de')).toBe('09:05');
    expect(formatTime('00:30', 'en-GB')).toBe('00:30');
    expect(monthLabel('2026-03', 'en')).toBe('March 2026');
    expect(monthLabel('2026-12', 'de')).toBe('Dezember 2026');
  });
});

describe('formatInstantTime', () => {
  it('shows the instant on the clocks of the given zone', () => {
    const start = new Date('2026-03-29T08:00:00Z');
    expect(plain(formatInstantTime(start, 'America/New_York', 'en-US'))).toBe('4:00 AM');
    expect(formatInstantTime(start, 'Europe/London', 'de')).toBe('09:00');
    expect(formatInstantTime(start, 'Asia/Kathmandu', 'de')).toBe('13:45');
  });
});

describe('zoneLabel', () => {
  it('names the zone for people', () => {
    const at = new Date('2026-03-27T09:00:00Z');
    expect(zoneLabel('Europe/London', 'en', at)).toBe('United Kingdom Time');
    expect(zoneLabel('Asia/Kathmandu', 'en', at)).toBe('Nepal Time');
    expect(zoneLabel('America/New_York', 'en', at)).toBe('Eastern Time');
    expect(zoneLabel('Europe/Vienna', 'de', at)).toBe('Mitteleuropäische Zeit');
  });

  it("keeps one name through a day whose clocks change, asked first in the hour Intl adds a city to", () => {
    // Lisbon's clocks go back at 01:00 UTC on 25 October; Detroit's at 06:00 UTC on 1 November.
    expect(zoneLabel('Europe/Lisbon', 'en-US', new Date('2026-10-25T00:30:00Z'))).toBe('Western European Time');
    expect(zoneLabel('Europe/Lisbon', 'en-US', new Date('2026-10-25T15:00:00Z'))).toBe('Western European Time');
    expect(zoneLabel('America/Detroit', 'en-US', new Date('2026-11-01T05:30:00Z'))).toBe('Eastern Time');
  });

  it('falls back to the IANA name when Intl cannot name the zone', () => {
    expect(zoneLabel('Mars/Olympus_Mons', 'en')).toBe('Mars/Olympus Mons');
  });
});

describe('formatDuration', () => {
  it('combines hours and minutes', () => {
    expect(plain(formatDuration(45, 'en'))).toBe('45 min');
    expect(plain(formatDuration(60, 'en'))).toBe('1 hr');
    expect(plain(formatDuration(90, 'en'))).toBe('1 hr 30 min');
    expect(plain(formatDuration(150, 'de'))).toBe('2 Std. 30 Min.');
    expect(plain(formatDuration(0, 'en'))).toBe('0 min');
  });
});

describe('weekdayLabels', () => {
  it('starts where the locale’s week starts', () => {
    expect(weekdayLabels('en-GB')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabels('de', 'long')).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(weekdayLabels('en-US', 'narrow')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(weekdayLabels('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayLabels('en-US-u-fw-mon')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabels('ar-EG-u-nu-latn', 'long')).toEqual(['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة']);
  });
});

describe('columnWeekday', () => {
  it('is the short names, or the narrow ones where the short are the full names', () => {
    expect(columnWeekday('en')).toBe('short');
    expect(columnWeekday('he')).toBe('short');
    expect(columnWeekday('ja')).toBe('short');
    expect(columnWeekday('ar')).toBe('narrow');
    expect(weekdayLabels('ar-EG-u-nu-latn', columnWeekday('ar-EG'))).toEqual(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
  });
});

describe('the Gregorian calendar of the API’s dates and the month grid, whatever the locale’s own', () => {
  it.each(['fa', 'ar-SA-u-ca-islamic', 'th'])('%s', (locale) => {
    // 21 March 2026 is 1 Farvardin 1405 in the Persian calendar, and 2569 in the Buddhist era.
    const digits = (text: string) => text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) & 0xf));
    expect(digits(formatDate('2026-03-21', locale, { day: 'numeric' }))).toBe('21');
    expect(digits(monthLabel('2026-03', locale))).toContain('2026');
    expect(digits(formatDate('2026-03-21', locale))).toContain('2026');
  });
});

describe('counts in the locale’s digits', () => {
  it('writes them as the locale writes its dates', () => {
    expect(formatCount(12, 'ar-EG')).toBe('١٢');
    expect(formatCount(12, 'bn')).toBe('১২');
    expect(formatCount(12, 'en-u-nu-arab')).toBe('١٢');
    expect(formatCount(12, 'ar-MA')).toBe('12');
    expect(formatCount(1000, 'de')).toBe('1000');
    expect(formatCount(1000, 'ar-EG')).toBe('١٠٠٠');
    expect(formatCount(3, 'not a locale')).toBe('3');
  });

  it('writes a message’s numbers, not the digits inside its text', () => {
    const arabic = (count: number) => formatCount(count, 'ar-EG');
    expect(t({ placesLeft: '{count} left, {date}' } as Catalog, 'placesLeft', { count: 3, date: '27 March' }, arabic)).toBe('٣ left, 27 March');
    expect(t({ placesLeft: '{count} left' } as Catalog, 'placesLeft', { count: 3 })).toBe('3 left');
  });
});

describe('formatWait', () => {
  it.each([
    [1, 'en', '1 second'],
    [45, 'en', '45 seconds'],
    [119, 'en', '119 seconds'],
    [120, 'en', '2 minutes'],
    [3600, 'en', '60 minutes'],
    [121, 'en', '3 minutes'],
    [1, 'de', '1 Sekunde'],
  ])('%s s in %s -> %s', (seconds, locale, expected) => expect(formatWait(seconds, locale)).toBe(expected));
});

describe('languageName', () => {
  it('names a tag with Unicode or private-use extensions by its language and region, where Intl refuses to name the extensions', () => {
    // Chromium's Intl.DisplayNames throws a RangeError for a tag with extensions.
    const Platform = Intl.DisplayNames;
    const spy = vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (locales, options) {
      const names = new Platform(locales, options);
      return {
        of: (code: string) => {
          if (/-[a-z0-9]-/i.test(code)) throw new RangeError(`invalid language tag: ${code}`);
          return names.of(code);
        },
        resolvedOptions: () => names.resolvedOptions(),
      } as Intl.DisplayNames;
    });
    expect(languageName('ja-JP-u-ca-japanese')).toBe('日本語 (日本)');
    expect(languageName('fr-CA-x-shop')).toBe(new Intl.DisplayNames(['fr-CA'], { type: 'language' }).of('fr-CA'));
    spy.mockRestore();
  });
});
