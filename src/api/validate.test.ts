import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { splitRange } from './range';
import { validateApiBase, validateHandle } from './validate';

const thrown = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a throw');
};

describe('validateHandle', () => {
  it.each(['harbour-yoga', 'ab', '0-9', 'a'.repeat(63), 'tide-sydney-'])('accepts %j', (h) => {
    expect(validateHandle(h)).toBe(h);
  });

  it.each(['a', 'a'.repeat(64), '-ab', 'Ab', 'a_b', 'a.b', 'a/b', ' ab', 'ab\n', 42, null])('refuses %j', (h) => {
    const error = thrown(() => validateHandle(h));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid_input', field: 'handle' });
  });
});

describe('validateApiBase', () => {
  it.each([
    ['https://api.example.com/v1', 'https://api.example.com/v1'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['http://127.0.0.1:4010/v1', 'http://127.0.0.1:4010/v1'],
    ['HTTPS://API.example.com/space/v1', 'https://api.example.com/space/v1'],
  ])('accepts %j as %j', (base, normal) => {
    expect(validateApiBase(base)).toBe(normal);
  });

  it.each(['api.example.com/v1', 'https://api.example.com/v1#x', 'https://api.example.com/v10', 'https://x/v1//', 'data:,/v1', undefined])(
    'refuses %j',
    (base) => {
      expect(thrown(() => validateApiBase(base))).toMatchObject({ kind: 'invalid_input', field: 'apiBase' });
    },
  );
});

describe('splitRange', () => {
  it('keeps a range whose end is up to 62 days after its start whole', () => {
    expect(splitRange('2026-03-27', '2026-03-27')).toEqual([['2026-03-27', '2026-03-27']]);
    expect(splitRange('2027-12-01', '2028-02-01')).toEqual([['2027-12-01', '2028-02-01']]);
  });

  it('cuts longer ranges into contiguous pieces of 63 dates across leap days and years', () => {
    expect(splitRange('2027-12-31', '2028-03-05')).toEqual([
      ['2027-12-31', '2028-03-02'],
      ['2028-03-03', '2028-03-05'],
    ]);
    expect(splitRange('2026-01-01', '2026-12-31')).toHaveLength(6);
  });

  it.each([
    ['2027-02-29', '2027-03-01'],
    ['2026-04-31', '2026-05-01'],
    ['2026-03-02', '2026-03-01'],
    ['0099-01-01', '0099-01-02'],
    ['2026-01-01T00:00', '2026-01-02'],
  ])('refuses %s..%s', (from, to) => {
    expect(thrown(() => splitRange(from, to))).toMatchObject({ kind: 'invalid_input' });
  });
});
