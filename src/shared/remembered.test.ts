import { describe, expect, it, vi } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('makes each key once and hands back what it made', () => {
    const remember = remembered<{ key: string }>(10);
    const make = vi.fn((key: string) => ({ key }));
    const first = remember('a', () => make('a'));
    expect(remember('a', () => make('a'))).toBe(first);
    expect(remember('b', () => make('b'))).toEqual({ key: 'b' });
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('forgets everything past its limit, and makes again what is asked for', () => {
    const remember = remembered<string>(2);
    const make = vi.fn((key: string) => key.toUpperCase());
    remember('a', () => make('a'));
    remember('b', () => make('b'));
    remember('c', () => make('c'));
    expect(make).toHaveBeenCalledTimes(3);
    remember('c', () => make('c'));
    expect(make).toHaveBeenCalledTimes(3);
    remember('a', () => make('a'));
    expect(make).toHaveBeenCalledTimes(4);
  });
});
