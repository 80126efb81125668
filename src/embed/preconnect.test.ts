// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preconnect } from './preconnect';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];

afterEach(() => document.head.replaceChildren());

describe('preconnect', () => {
  it('adds one anonymous preconnect to the API origin, however often it is asked', () => {
    preconnect('https://api.example/v1');
    preconnect('https://api.example/v1/');
    preconnect('https://api.example:443/other/v1');
    expect(links().map((l) => [l.href, l.crossOrigin])).toEqual([['https://api.example/', 'anonymous']]);
  });

  it('adds one per origin', () => {
    preconnect('https://api.example/v1');
    preconnect('http://127.0.0.1:4010/v1');
    expect(links().map((l) => l.href)).toEqual(['https://api.example/', 'http://127.0.0.1:4010/']);
  });

  it('reuses a preconnect the host page already has', () => {
    document.head.innerHTML = '<link rel="preconnect" href="https://api.example">';
    preconnect('https://api.example/v1');
    expect(links()).toHaveLength(1);
  });

  it.each([null, '', 'not a url', 'javascript:alert(1)', 'ftp://api.example/v1'])('ignores %s', (base) => {
    preconnect(base);
    expect(links()).toEqual([]);
  });

  it('skips the page’s own origin, which is already connected', () => {
    preconnect(`${location.origin}/v1`);
    expect(links()).toEqual([]);
  });
});
