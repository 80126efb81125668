/** Characters of a post's summary shown under its title. */
export const EXCERPT_LENGTH = 140;

/**
 * `text` with its white space collapsed, cut to at most `max` characters at the last word boundary
 * before them and ended with an ellipsis. Word boundaries are the locale's (`Intl.Segmenter`:
 * Japanese has no spaces between words); where the engine has none, spaces. A first word longer
 * than `max` is cut where it reaches it.
 */
export function excerpt(text: string, locale: string, max = EXCERPT_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  let cut = 0;
  if (typeof Intl.Segmenter === 'function') {
    for (const { index, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(plain)) {
      if (index > max) break;
      // A boundary before a word ends the text after the one before it.
      if (isWordLike && index > 0) cut = index;
    }
  } else {
    cut = plain.lastIndexOf(' ', max);
  }
  return `${plain.slice(0, cut > 0 ? cut : max).replace(/[\s\p{P}]+$/u, '')}…`;
}
