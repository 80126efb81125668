import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatTime } from './format';
import { canonicalLocale } from './locale-tag';
import { firstViewEnglish, interfaceLocale, isolate, isRtl, loadMessages, offeredLocale, sameLanguage, t, uiLocaleChain } from './index';
import { firstDayOfWeek } from './week';
import { en } from './catalogs/en';
import { de } from './catalogs/de';
import { es } from './catalogs/es';
import { fr } from './catalogs/fr';
import { he } from './catalogs/he';
import { ja } from './catalogs/ja';

describe('canonicalLocale', () => {
  it.each([
    ['de-at', 'de-AT'],
    ['de-AT', 'de-AT'],
    ['EN-gb', 'en-GB'],
    ['zh-hant-tw', 'zh-Hant-TW'],
    [' fr-CA ', 'fr-CA'],
    ['iw', 'he'],
  ])('%j -> %s', (tag, expected) => expect(canonicalLocale(tag)).toBe(expected));

  it.each(['', 'de_AT', 'not a locale', 'x-private', '<script>', 'english', 'Deutsch-AT'])('%j is not a tag', (tag) => {
    expect(canonicalLocale(tag)).toBeNull();
  });
});

describe('offeredLocale: what to ask the API for when the space does not list the locale', () => {
  it.each([
    ['en-US', ['en', 'de'], 'en'],
    ['de-AT', ['en', 'de'], 'de'],
    ['en-GB', ['en-GB', 'en'], null],
    ['en', ['en', 'de'], null],
    ['ja', ['de', 'en'], 'en'],
    ['fr', ['de', 'es'], 'de'],
    ['pt-BR', ['en', 'pt-br'], 'pt-br'],
    ['he', ['en', 'iw'], 'iw'],
    ['de', ['en', 'de-DE'], 'de-DE'],
    ['de-AT', ['en', 'de-DE', 'de'], 'de'],
    ['fr-CA', ['en-GB', 'fr-FR'], 'fr-FR'],
    ['de', [], null],
    ['de', undefined, null],
    ['de', ['', 7, 'not a tag!'], null],
  ])('%s against %j -> %s', (asked, offered, expected) => expect(offeredLocale(asked, offered)).toBe(expected));
});

describe('interfaceLocale: the language the interface speaks and formats in', () => {
  it.each([
    // A catalog of the language ships: the page's own locale, region and extensions kept.
    ['de', 'de'],
    ['de-AT', 'de-AT'],
    ['en-GB', 'en-GB'],
    ['ar-EG-u-nu-latn', 'ar-EG-u-nu-latn'],
    ['he', 'he'],
    // None does: English throughout, dates and times included, as written in the locale's region.
    ['it', 'en-IT'],
    ['pt-BR', 'en-BR-u-hc-h23'],
    ['fa', 'en-IR-u-hc-h23'],
    ['zh-Hant-TW', 'en-TW-u-hc-h12'],
  ])('%s -> %s', (asked, expected) => expect(interfaceLocale(asked)).toBe(expected));

  it('writes times on the asked locale\'s clock where the browser has no English of its region', () => {
    // The browser writes `en-BR` as US English: "8:00 AM", where Brazil reads "08:00".
    expect(formatTime('08:00', interfaceLocale('pt-BR'))).toBe('08:00');
    expect(formatTime('20:00', interfaceLocale('fa'))).toBe('20:00');
    expect(formatTime('20:00', interfaceLocale('pt-BR-u-hc-h12'))).toMatch(/^8:00\s?PM$/i);
    expect(formatTime('20:00', interfaceLocale('it'))).toBe('20:00');
  });

  it('speaks English where the catalog could not be loaded', () => {
    expect(interfaceLocale('de-AT', true)).toBe('en-AT');
    expect(interfaceLocale('ja', true)).toBe('en-JP');
    expect(interfaceLocale('en-GB', true)).toBe('en-GB');
  });

  it('keeps the tag’s Unicode keywords in the English it falls back to: its clock, digits and first day of the week', () => {
    expect(interfaceLocale('it-u-hc-h12')).toBe('en-IT-u-hc-h12');
    expect(interfaceLocale('pt-BR-u-fw-mon')).toBe('en-BR-u-fw-mon-hc-h23');
    expect(interfaceLocale('hi-u-nu-deva-x-test')).toBe('en-IN-u-nu-deva');
    expect(interfaceLocale('de-u-hc-h12', true)).toBe('en-DE-u-hc-h12');
    expect(formatTime('13:05', interfaceLocale('it-u-hc-h12'))).toMatch(/^1:05\s?pm$/i);
    expect(firstDayOfWeek(interfaceLocale('pt-BR-u-fw-mon'))).toBe(1);
    expect(formatCount(12, interfaceLocale('hi-u-nu-deva'))).toBe('१२');
  });
});

describe('isolate', () => {
  it('wraps text in a first strong isolate, and leaves nothing as nothing', () => {
    expect(isolate('Harbour Yoga')).toBe('\u2068Harbour Yoga\u2069');
    expect(t({ bookingsClosed: '{space} ne prend pas de réservations.' }, 'bookingsClosed', { space: isolate('مرسى') })).toBe(
      '\u2068مرسى\u2069 ne prend pas de réservations.',
    );
    expect(isolate('')).toBe('');
  });
});

describe('sameLanguage', () => {
  it.each([
    ['en', 'en-GB', true],
    ['DE-at', 'de', true],
    ['en', 'de', false],
  ])('%s and %s -> %s', (a, b, expected) => expect(sameLanguage(a, b)).toBe(expected));
});

describe('uiLocaleChain', () => {
  it('falls back one subtag at a time, then to English', () => {
    expect(uiLocaleChain('de-AT')).toEqual(['de-AT', 'de', 'en']);
    expect(uiLocaleChain('de-at')).toEqual(['de-AT', 'de', 'en']);
    expect(uiLocaleChain('zh-Hant-TW')).toEqual(['zh-Hant-TW', 'zh-Hant', 'zh', 'en']);
    expect(uiLocaleChain('en-GB')).toEqual(['en-GB', 'en']);
    expect(uiLocaleChain('en')).toEqual(['en']);
  });

  it('drops extensions and private use before truncating', () => {
    expect(uiLocaleChain('de-AT-u-ca-buddhist')).toEqual(['de-AT-u-ca-buddhist', 'de-AT', 'de', 'en']);
    expect(uiLocaleChain('en-US-x-twain')).toEqual(['en-US-x-twain', 'en-US', 'en']);
  });

  it('follows a list of preferences in order and skips invalid tags', () => {
    expect(uiLocaleChain(['fr-CA', 'bad tag', 'de'])).toEqual(['fr-CA', 'fr', 'de', 'en']);
    expect(uiLocaleChain('bad tag')).toEqual(['en']);
    expect(uiLocaleChain(null)).toEqual(['en']);
  });
});

describe('loadMessages', () => {
  afterEach(() => vi.doUnmock('./catalogs/de'));

  it.each([
    ['de-AT', de],
    ['de', de],
    ['fr-CA', fr],
    ['es-MX', es],
    ['ja-JP', ja],
    ['iw', he],
    [['pt-BR', 'es'], es],
    ['pt-BR', firstViewEnglish],
    ['en-GB', firstViewEnglish],
    ['not a tag', firstViewEnglish],
  ] as const)('%j -> the right catalog', async (locale, expected) => {
    expect(await loadMessages(locale)).toBe(expected);
  });

  it('prefers English when it comes first in the preferences', async () => {
    expect(await loadMessages(['en-US', 'de'])).toBe(firstViewEnglish);
  });

  it('falls back along the chain when a catalog chunk cannot be loaded', async () => {
    vi.doMock('./catalogs/de', () => {
      throw new Error('chunk failed');
    });
    expect(await loadMessages(['de-AT', 'fr'])).toBe(fr);
    expect(await loadMessages('de-AT')).toBe(firstViewEnglish);
  });
});

describe('t', () => {
  it('fills every occurrence of each placeholder', () => {
    expect(t(en, 'failTierBlocked', { space: 'Harbour Yoga' })).toBe(
      'Online booking for Harbour Yoga is paused. This is nothing you did: please contact Harbour Yoga directly.',
    );
    expect(t(en, 'notesCounter', { count: 12, max: 500 })).toBe('12 of 500 characters');
    expect(t(de, 'placesLeft', { count: 2 })).toBe('Noch 2 frei');
  });

  it('inserts values literally, once', () => {
    expect(t(en, 'visitSpace', { space: '{space} $& $1' })).toBe('Visit {space} $& $1’s website');
  });

  it('leaves a placeholder without a value visible and returns text without params unchanged', () => {
    expect(t(en, 'notesCounter', { count: 3 })).toBe('3 of {max} characters');
    expect(t(en, 'submit')).toBe('Book now');
  });
});

describe('isRtl', () => {
  it.each([
    ['ar', true],
    ['ar-EG', true],
    ['he', true],
    ['he-IL', true],
    ['fa', true],
    ['ur-PK', true],
    ['en', false],
    ['de-AT', false],
    ['ja', false],
    ['not a tag', false],
  ])('%s -> %s', (locale, expected) => expect(isRtl(locale)).toBe(expected));

  it('uses a list of right-to-left languages where Intl has no text info', () => {
    const proto = Intl.Locale.prototype as { textInfo?: unknown; getTextInfo?: unknown };
    const restore = [
      'textInfo' in proto ? vi.spyOn(proto as { textInfo: unknown }, 'textInfo', 'get').mockReturnValue(undefined) : null,
      'getTextInfo' in proto ? vi.spyOn(proto as { getTextInfo: () => unknown }, 'getTextInfo').mockReturnValue(undefined) : null,
    ];
    try {
      for (const l of ['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug', 'ar-SA']) expect(isRtl(l), l).toBe(true);
      for (const l of ['en', 'de', 'ja', 'zh-Hant']) expect(isRtl(l), l).toBe(false);
    } finally {
      for (const spy of restore) spy?.mockRestore();
    }
  });
});
