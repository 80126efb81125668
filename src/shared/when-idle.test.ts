import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, NO_IDLE_WAIT_MS, whenIdle } from './when-idle';
import { holdIdlePeriods } from './when-idle.testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser without idle callbacks. */
function withoutIdleCallbacks() {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
}

describe('whenIdle', () => {
  it('waits for an idle period, for a second at most', () => {
    const idle = holdIdlePeriods();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(idle.timeouts).toEqual([1000]);
    idle.next();
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    const idle = holdIdlePeriods();
    const task = vi.fn();
    whenIdle(task)();
    expect(idle.waiting).toHaveLength(0);
    withoutIdleCallbacks();
    whenIdle(task)();
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
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
    const idle = holdIdlePeriods();
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
    const idle = holdIdlePeriods();
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

  it('does no more once stopped, and leaves nothing waiting', () => {
    const idle = holdIdlePeriods();
    const done: string[] = [];
    const stop = eachWhenIdle(['a', 'b', 'c'], (item) => done.push(item));
    idle.next();
    stop();
    expect(idle.waiting).toHaveLength(0);
    expect(done).toEqual(['a']);
  });

  it('leaves no timer once stopped where the browser has no idle callbacks', () => {
    withoutIdleCallbacks();
    const done: string[] = [];
    const stop = eachWhenIdle(['a', 'b'], (item) => done.push(item));
    vi.advanceTimersByTime(NO_IDLE_WAIT_MS);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(done).toEqual(['a']);
  });

  it('asks for no idle period when there is nothing to do', () => {
    const idle = holdIdlePeriods();
    eachWhenIdle([], () => {
      throw new Error('no item');
    });
    expect(idle.waiting).toHaveLength(0);
  });
});
