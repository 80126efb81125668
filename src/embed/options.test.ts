import { describe, expect, it } from 'vitest';
import { optionAttributes, readOptions } from './options';

describe('embed options', () => {
  it('map to the element’s attribute names, leaving out unset and empty ones', () => {
    expect(
      optionAttributes({ handle: 'harbour-yoga', apiBase: 'https://api.example/v1', locale: '', bookingType: 'slow-flow', theme: 'dark' }),
    ).toEqual([
      ['handle', 'harbour-yoga'],
      ['api-base', 'https://api.example/v1'],
      ['booking-type', 'slow-flow'],
      ['theme', 'dark'],
    ]);
  });

  it('write the time zone as an attribute and the data layer as a boolean attribute', () => {
    expect(optionAttributes({ handle: 'h', timeZone: 'Asia/Tokyo', dataLayer: true })).toEqual([
      ['handle', 'h'],
      ['time-zone', 'Asia/Tokyo'],
      ['data-layer', ''],
    ]);
    expect(optionAttributes({ handle: 'h', dataLayer: false })).toEqual([['handle', 'h']]);
    const present = new Map([['data-layer', ''], ['time-zone', 'Asia/Tokyo']]);
    expect(readOptions((name) => present.get(name))).toEqual({ timeZone: 'Asia/Tokyo', dataLayer: true });
    expect(readOptions((name) => (name === 'deep-link' ? 'false' : null))).toEqual({ deepLink: true });
    expect(optionAttributes({ handle: 'h', deepLink: true })).toEqual([['handle', 'h'], ['deep-link', '']]);
    expect(readOptions(() => null)).toEqual({});
  });

  it('read back from attribute-named values such as a script’s data-* or a query string', () => {
    const query = new URLSearchParams('handle=wien-atelier&api-base=https%3A%2F%2Fapi.example%2Fv1&locale=de-AT&other=x');
    expect(readOptions((name) => query.get(name))).toEqual({
      handle: 'wien-atelier',
      apiBase: 'https://api.example/v1',
      locale: 'de-AT',
    });
  });

  it('write announcements and structured data as boolean attributes, read back on when present whatever their value', () => {
    expect(optionAttributes({ handle: 'h', announcements: true, structuredData: true })).toEqual([
      ['handle', 'h'],
      ['announcements', ''],
      ['structured-data', ''],
    ]);
    expect(optionAttributes({ handle: 'h', announcements: false, structuredData: false })).toEqual([['handle', 'h']]);
    const present = new Map([['announcements', 'false'], ['structured-data', '']]);
    expect(readOptions((name) => present.get(name))).toEqual({ announcements: true, structuredData: true });
  });

  it('carry success-url both ways: the mount option, the script’s data-success-url, the iframe page’s query', () => {
    expect(optionAttributes({ handle: 'h', successUrl: '/thanks' })).toEqual([
      ['handle', 'h'],
      ['success-url', '/thanks'],
    ]);
    const query = new URLSearchParams('handle=h&success-url=https%3A%2F%2Fharbour.example%2Fthanks');
    expect(readOptions((name) => query.get(name))).toEqual({ handle: 'h', successUrl: 'https://harbour.example/thanks' });
  });
});
