import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

afterEach(() => vi.restoreAllMocks());

describe('onDemand', () => {
  it('loads on the first call only, and shares that load with every later call', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const get = onDemand(load, 'the answer');
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toEqual({ answer: 42 });
    expect(b).toBe(a);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves to null when the file cannot load, tells the console once, and does not ask again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(() => Promise.reject(failure));
    const get = onDemand(load, 'the calendar file');
    expect(await get()).toBeNull();
    expect(await get()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls).toEqual([['space-booking: the calendar file did not load', failure]]);
  });

  it('with "forget", asks again after a failure, shares that load while it is out, and keeps what it got', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<{ answer: number }>>().mockRejectedValueOnce(failure).mockResolvedValue({ answer: 42 });
    const get = onDemand(load, 'the booking step', 'forget');
    const [first, same] = await Promise.all([get(), get()]);
    expect(first).toBeNull();
    expect(same).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    const [second, shared] = await Promise.all([get(), get()]);
    expect(second).toEqual({ answer: 42 });
    expect(shared).toBe(second);
    expect(await get()).toBe(second);
    expect(load).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
