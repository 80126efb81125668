import { describe, expect, it } from 'vitest';
import { addressWithDeepLink, formatDeepLink, formatSessionLink, parseDeepLink, readDeepLink } from './deep-link';

describe('parseDeepLink', () => {
  it('reads a type, a day of it and a time of that day', () => {
    expect(parseDeepLink('morning-flow')).toEqual({ slug: 'morning-flow' });
    expect(parseDeepLink('morning-flow/2026-03-29')).toEqual({ slug: 'morning-flow', date: '2026-03-29' });
    expect(parseDeepLink('morning-flow/2026-03-29/01:30')).toEqual({ slug: 'morning-flow', date: '2026-03-29', time: '01:30' });
  });

  it.each([
    ['', 'empty'],
    ['/2026-03-29', 'no slug'],
    ['yoga/', 'an empty date'],
    ['yoga/2026-3-29', 'a date without its zeros'],
    ['yoga/2026-02-30', 'a day the month does not have'],
    ['yoga/2026-13-01', 'a month that is none'],
    ['yoga/2026-03-29/24:00', 'an hour past 23'],
    ['yoga/2026-03-29/18:60', 'a minute past 59'],
    ['yoga/2026-03-29/1830', 'a time without its colon'],
    ['yoga/2026-03-29/18:30:00', 'seconds'],
    ['yoga/2026-03-29/18:30/extra', 'a fourth part'],
    ['yo ga', 'a space in the slug'],
    ['x'.repeat(201), 'a slug too long to be one'],
  ])('ignores %j (%s)', (value) => {
    expect(parseDeepLink(value)).toBeNull();
  });

  it('ignores a missing value', () => {
    expect(parseDeepLink(null)).toBeNull();
    expect(parseDeepLink(undefined)).toBeNull();
  });

  it('keeps a leap day, and a slug in another script', () => {
    expect(parseDeepLink('ヨガ/2028-02-29/07:05')).toEqual({ slug: 'ヨガ', date: '2028-02-29', time: '07:05' });
    expect(parseDeepLink('yoga/2026-02-29')).toBeNull();
  });
});

describe('formatDeepLink', () => {
  it('writes each part present, in order, and reads back the same', () => {
    for (const link of [{ slug: 'yoga' }, { slug: 'yoga', date: '2026-10-25' }, { slug: 'yoga', date: '2026-10-25', time: '01:30' }]) {
      expect(parseDeepLink(formatDeepLink(link))).toEqual(link);
    }
    expect(formatDeepLink({ slug: 'yoga', date: '2026-10-25', time: '01:30' })).toBe('yoga/2026-10-25/01:30');
  });

  it('writes no time without a date', () => {
    expect(formatDeepLink({ slug: 'yoga', time: '01:30' })).toBe('yoga');
  });
});

describe('addressWithDeepLink', () => {
  it('adds the parameter after the page’s own, keeping their encoding and the hash', () => {
    const page = 'https://studio.example/book?utm_source=news%20letter&q=a+b#classes';
    expect(addressWithDeepLink(page, { slug: 'yoga', date: '2026-03-08', time: '02:00' })).toBe(
      'https://studio.example/book?utm_source=news%20letter&q=a+b&space-booking=yoga/2026-03-08/02:00#classes',
    );
  });

  it('replaces the parameter where it stands, and removes it for no link', () => {
    const page = 'https://studio.example/?a=1&space-booking=old&b=2#x';
    expect(addressWithDeepLink(page, { slug: 'new' })).toBe('https://studio.example/?a=1&space-booking=new&b=2#x');
    expect(addressWithDeepLink(page, null)).toBe('https://studio.example/?a=1&b=2#x');
    expect(addressWithDeepLink('https://studio.example/?space-booking=old', null)).toBe('https://studio.example/');
  });

  it('escapes a slug’s characters that would end the parameter', () => {
    const address = addressWithDeepLink('https://studio.example/', { slug: 'a&b=c#d' });
    expect(new URL(address).searchParams.get('space-booking')).toBe('a&b=c#d');
    expect(new URL(address).hash).toBe('');
  });
});

describe('readDeepLink', () => {
  it('reads the link of an address, escaped or not', () => {
    expect(readDeepLink('https://studio.example/?space-booking=yoga%2F2026-03-29%2F01%3A30')).toEqual({ slug: 'yoga', date: '2026-03-29', time: '01:30' });
    expect(readDeepLink('https://studio.example/?space-booking=yoga/2026-03-29')).toEqual({ slug: 'yoga', date: '2026-03-29' });
  });

  it('reads nothing from an address without one, or with a malformed one', () => {
    expect(readDeepLink('https://studio.example/?other=yoga')).toBeNull();
    expect(readDeepLink('https://studio.example/?space-booking=yoga/tomorrow')).toBeNull();
    expect(readDeepLink('not an address')).toBeNull();
  });
});

describe('formatSessionLink', () => {
  it('links a slot by its date and time as the slots show them, in the space’s zone', () => {
    // A London slot in the spring-forward gap and a New York one on its DST night: written as
    // given, never moved through the visitor's zone.
    expect(formatSessionLink('https://studio.example/classes', { slug: 'flow', date: '2026-03-29', startTime: '01:30' })).toBe(
      'https://studio.example/classes?space-booking=flow/2026-03-29/01:30',
    );
    expect(formatSessionLink('https://studio.example/?space-booking=flow', { slug: 'hiit', date: '2026-03-08', startTime: '02:00:00' })).toBe(
      'https://studio.example/?space-booking=hiit/2026-03-08/02:00',
    );
  });
});
