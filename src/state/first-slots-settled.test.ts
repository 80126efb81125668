import { signal, type Signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { BookingType, Profile } from '../api/types';
import type { TypeDays } from './availability';
import { whenFirstSlotsSettled } from './first-slots-settled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function firstView() {
  const days = new Map<string, Signal<TypeDays>>();
  const of = (id: string): Signal<TypeDays> => {
    if (!days.has(id)) days.set(id, signal<TypeDays>({ byDate: new Map(), known: new Map(), failed: new Map(), loading: false, error: null }));
    return days.get(id)!;
  };
  return {
    profile: signal<Profile | null>(null),
    types: signal<BookingType[] | null>(null),
    loadError: signal<ApiError | null>(null),
    availability: { of },
  };
}

const TYPE = { id: 't', slug: 't', title: 'T', duration_minutes: 60, price_amount: 0 } as BookingType;

describe('whenFirstSlotsSettled', () => {
  it('waits for the profile, the types and the times on their way, then runs once in idle time', async () => {
    const view = firstView();
    const task = vi.fn();
    whenFirstSlotsSettled(view, task);
    view.profile.value = { handle: 'h' } as Profile;
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    // The types come, and in the same task their times are asked for.
    view.types.value = [TYPE];
    view.availability.of('t').value = { byDate: new Map(), known: new Map(), failed: new Map(), loading: true, error: null };
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    view.availability.of('t').value = { byDate: new Map(), known: new Map(), failed: new Map(), loading: false, error: null };
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
    view.availability.of('t').value = { byDate: new Map(), known: new Map(), failed: new Map(), loading: true, error: null };
    view.availability.of('t').value = { byDate: new Map(), known: new Map(), failed: new Map(), loading: false, error: null };
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after a failed load, which has nothing more to wait for', async () => {
    const view = firstView();
    const task = vi.fn();
    whenFirstSlotsSettled(view, task);
    view.loadError.value = new ApiError({ kind: 'network', message: 'offline' });
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', async () => {
    const view = firstView();
    const task = vi.fn();
    const cancel = whenFirstSlotsSettled(view, task);
    view.profile.value = { handle: 'h' } as Profile;
    view.types.value = [];
    cancel();
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
  });
});
