import { describe, expect, it } from 'vitest';
import { socialLinksOf } from './validate';
import { openingHoursOf, postsOf } from './validate-content';

describe('openingHoursOf', () => {
  it('keeps openings of the assumed shape, and only their fields', () => {
    const hours = [
      { day: 'monday', opens: '06:00', closes: '22:00', note: 'x' },
      { day: 'saturday', opens: '22:00', closes: '02:00' },
    ];
    expect(openingHoursOf(hours)).toEqual([
      { day: 'monday', opens: '06:00', closes: '22:00' },
      { day: 'saturday', opens: '22:00', closes: '02:00' },
    ]);
  });

  it.each([
    ['a string', 'Mon–Fri 9–5'],
    ['an object', { monday: ['09:00', '17:00'] }],
    ['schema.org text', ['Mo-Fr 09:00-17:00']],
    ['a day by number', [{ day: 1, opens: '09:00', closes: '17:00' }]],
    ['a capitalised day', [{ day: 'Monday', opens: '09:00', closes: '17:00' }]],
    ['times with seconds', [{ day: 'monday', opens: '09:00:00', closes: '17:00:00' }]],
    ['an hour past 23', [{ day: 'monday', opens: '09:00', closes: '24:00' }]],
    ['other field names', [{ weekday: 'monday', from: '09:00', to: '17:00' }]],
    ['null', null],
  ])('shows no hours for %s', (_, value) => {
    expect(openingHoursOf(value)).toEqual([]);
  });

  it('shows no hours at all when one item is of another shape: a day left out would read as closed', () => {
    expect(openingHoursOf([{ day: 'monday', opens: '09:00', closes: '17:00' }, { day: 'tuesday', hours: '9-5' }])).toEqual([]);
  });
});

describe('socialLinksOf', () => {
  it('keeps the http(s) addresses, each once, and leaves out every other item', () => {
    const links = socialLinksOf([
      { network: 'instagram', url: 'https://instagram.com/harbour' },
      { network: 'x', url: 'javascript:alert(1)' },
      { network: 'mail', url: 'mailto:hi@example.com' },
      { network: 'site', url: 'not a url' },
      { url: 'https://instagram.com/harbour' },
      'https://facebook.com/harbour',
      null,
      { network: 'blog', url: 'http://blog.example.com/' },
    ]);
    expect(links.map((url) => url.href)).toEqual(['https://instagram.com/harbour', 'http://blog.example.com/']);
  });

  it('shows none for a list of another shape', () => {
    expect(socialLinksOf({ instagram: 'https://instagram.com/harbour' })).toEqual([]);
    expect(socialLinksOf('https://instagram.com/harbour')).toEqual([]);
  });
});

describe('postsOf', () => {
  it('keeps posts with a title, their text fields only where they are text and their page only where it is http(s)', () => {
    const posts = postsOf([
      { id: 'a', slug: 's', title: 'Spring', excerpt: 'Short', body: 'Long', published_at: '2026-03-01T08:00:00Z', url: 'https://x.example/s' },
      { id: 'b', slug: 't', title: 'Trap', excerpt: 42, url: 'javascript:alert(1)' },
      { id: 'c', title: '   ' },
      { id: 'd', title: { en: 'Nested' } },
      'a post',
    ]);
    expect(posts).toEqual([
      { id: 'a', slug: 's', title: 'Spring', excerpt: 'Short', body: 'Long', published_at: '2026-03-01T08:00:00Z', url: 'https://x.example/s' },
      { id: 'b', slug: 't', title: 'Trap', excerpt: null, body: null, published_at: null, url: null },
    ]);
  });

  it('shows none for a list of another shape', () => {
    expect(postsOf({ posts: [] })).toEqual([]);
  });
});
