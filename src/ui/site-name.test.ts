import { describe, expect, it } from 'vitest';
import { siteName } from './site-name';

describe('siteName', () => {
  it.each([
    ['https://instagram.com/harbour.yoga', 'Instagram'],
    ['https://www.instagram.com/harbour.yoga', 'Instagram'],
    ['https://m.facebook.com/harbour', 'Facebook'],
    ['https://twitter.com/harbour', 'X'],
    ['https://youtu.be/abc', 'YouTube'],
    ['https://www.harbour-yoga.example.com/news', 'harbour-yoga.example.com'],
    ['https://news.harbour-yoga.example.com/join', 'news.harbour-yoga.example.com'],
    // A look-alike is named by its own address, not by the site it imitates.
    ['https://instagram.com.evil.example/x', 'instagram.com.evil.example'],
    ['https://notinstagram.com/x', 'notinstagram.com'],
  ])('names %s "%s"', (address, name) => {
    expect(siteName(new URL(address))).toBe(name);
  });
});
