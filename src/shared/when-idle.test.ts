import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, NO_IDLE_WAIT_MS, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Idle callbacks held until the test runs them (with `left` ms left in each period), and the timeouts each was asked with. */
function idlePeriods() {
  const waiting: IdleRequestCallback[] = [];
  const timeouts: (number | undefined)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    waiting.push(callback);
    timeouts.push(options?.timeout);
    return waiting.length;
  });
  return { waiting, timeouts, next: (left = 0) => waiting.shift()!({ didTimeout: false, timeRemaining: () => left }) };
}

/** A browser without idle callbacks. */
function withoutIdleCallbacks() {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
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

  it('waits for a task of its own a moment later where the browser has no idle callbacks', () => {
    withoutIdleCallbacks();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(NO_IDLE_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('eachWhenIdle', () => {
  it('works on the items in order, one per idle period with no time left', () => {
    const idle = idlePeriods();
    const done: string[] = [];
    eachWhenIdle(['a', 'b', 'c'], (item) => done.push(item));
    expect(done).toEqual([]);
    idle.next();
    expect(done).toEqual(['a']);
    idle.next();
    idle.next();
    expect(done).toEqual(['a', 'b', 'c']);
    expect(idle.waiting).toHaveLength(0);
  });

  it('works on as many items as an idle period has time left for', () => {
    const idle = idlePeriods();
    const done: string[] = [];
    eachWhenIdle(['a', 'b', 'c'], (item) => done.push(item));
    idle.next(20);
    expect(done).toEqual(['a', 'b', 'c']);
    expect(idle.waiting).toHaveLength(0);
  });

  it('works on one item per task, each a moment after the last, where the browser has no idle callbacks', () => {
    withoutIdleCallbacks();
    const done: string[] = [];
    eachWhenIdle(['a', 'b'], (item) => done.push(item));
    vi.advanceTimersByTime(NO_IDLE_WAIT_MS);
    expect(done).toEqual(['a']);
    vi.advanceTimersByTime(NO_IDLE_WAIT_MS);
    expect(done).toEqual(['a', 'b']);
  });

  it('does no more once stopped', () => {
    const idle = idlePeriods();
    const done: string[] = [];
    const stop = eachWhenIdle(['a', 'b', 'c'], (item) => done.push(item));
    idle.next();
    stop();
    while (idle.waiting.length) idle.next(20);
    expect(done).toEqual(['a']);
  });

  it('asks for no idle period when there is nothing to do', () => {
    const idle = idlePeriods();
    eachWhenIdle([], () => {
      throw new Error('no item');
    });
    expect(idle.waiting).toHaveLength(0);
  });
});
