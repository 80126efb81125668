import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_KEYS, readAttribution } from './attribution';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  // The address seen first is kept on the page (src/embed/attribution.ts): a fresh page forgets it.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('space-booking.page-search')];
});

describe('readAttribution', () => {
  it('keeps the UTM parameters and the ad click ids, and nothing else the address carries', () => {
    const search =
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_term=yoga&utm_content=hero' +
      '&gclid=Cj0KCQ&fbclid=IwAR2&email=ann%40example.com&name=Ann&utm_id=7&handle=harbour-yoga';
    expect(readAttribution(search)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
      utm_term: 'yoga',
      utm_content: 'hero',
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR2',
    });
    expect(ATTRIBUTION_KEYS).toHaveLength(7);
  });

  it('leaves out empty values, trims, and bounds the length', () => {
    expect(readAttribution('utm_source=&utm_medium=%20%20&utm_campaign=%20x%20')).toEqual({ utm_campaign: 'x' });
    expect(readAttribution(`gclid=${'a'.repeat(2000)}`).gclid).toHaveLength(500);
    expect(readAttribution('')).toEqual({});
  });
});

describe('pageAttribution', () => {
  it('reads the host page’s address once, at the first call, and hands out copies', async () => {
    const location = { search: '?utm_source=ads&gclid=g1' };
    vi.stubGlobal('location', location);
    const { pageAttribution } = await import('./attribution');
    const first = pageAttribution();
    expect(first).toEqual({ utm_source: 'ads', gclid: 'g1' });
    // The page tidies its address afterwards; a listener edits what it was given.
    location.search = '';
    first.utm_source = 'edited';
    expect(pageAttribution()).toEqual({ utm_source: 'ads', gclid: 'g1' });
  });

  it('is empty where there is no page address', async () => {
    vi.stubGlobal('location', undefined);
    const { pageAttribution } = await import('./attribution');
    expect(pageAttribution()).toEqual({});
  });
});
