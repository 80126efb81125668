import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a short text whole, its white space collapsed', () => {
    expect(excerpt('  Clean   lines,\nlight wind. ', 'en')).toBe('Clean lines, light wind.');
  });

  it('cuts a long text on a word boundary and ends it with an ellipsis', () => {
    const text = 'From March we add a Saturday sunrise class and move Yin to Wednesday nights.';
    const short = excerpt(text, 'en', 30);
    expect(short).toBe('From March we add a Saturday…');
    expect(short.length).toBeLessThanOrEqual(31);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });

  it('drops the punctuation before the cut', () => {
    expect(excerpt('One, two, three, four, five', 'en', 14)).toBe('One, two…');
  });

  it('cuts Japanese, which has no spaces, between words', () => {
    const text = '四月の土曜日は庭で稽古します。桜の下でお茶を点てましょう。';
    const short = excerpt(text, 'ja', 10);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(11);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });

  it('cuts a single word longer than the limit where it reaches it', () => {
    expect(excerpt('Supercalifragilistic', 'en', 5)).toBe('Super…');
  });
});
