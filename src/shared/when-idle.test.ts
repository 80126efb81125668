import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Idle callbacks held until the test runs them, and the timeouts each was asked with. */
function idlePeriods() {
  const waiting: IdleRequestCallback[] = [];
  const timeouts: (number | undefined)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    waiting.push(callback);
    timeouts.push(options?.timeout);
    return waiting.length;
  });
  return { waiting, timeouts, next: () => waiting.shift()!({ didTimeout: false, timeRemaining: () => 50 }) };
}

describe('whenIdle', () => {
  it('waits for an idle period, for a second at most', () => {
    const idle = idlePeriods();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(idle.timeouts).toEqual([1000]);
    idle.next();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for a task of its own where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(globalThis, 'requestIdleCallback');
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('eachWhenIdle', () => {
  it('works on one item per idle period, in order', () => {
    const idle = idlePeriods();
    const done: string[] = [];
    eachWhenIdle(['a', 'b', 'c'], (item) => done.push(item));
    expect(done).toEqual([]);
    idle.next();
    expect(done).toEqual(['a']);
    idle.next();
    idle.next();
    expect(done).toEqual(['a', 'b', 'c']);
    idle.next();
    expect(idle.waiting).toHaveLength(0);
  });

  it('does no more once stopped', () => {
    const idle = idlePeriods();
    const done: string[] = [];
    const stop = eachWhenIdle(['a', 'b', 'c'], (item) => done.push(item));
    idle.next();
    stop();
    while (idle.waiting.length) idle.next();
    expect(done).toEqual(['a']);
  });
});
