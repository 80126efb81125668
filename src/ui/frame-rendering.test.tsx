// @vitest-environment jsdom
import { signal } from '@preact/signals';
import { h, options, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOncePerFrame } from './frame-rendering';

const count = signal(0);
let renders = 0;
function Counter() {
  renders++;
  return <p>{`count ${count.value}`}</p>;
}

const roots: HTMLElement[] = [];
function mount(): HTMLElement {
  const root = document.createElement('div');
  roots.push(root);
  render(<Counter />, root);
  return root;
}

const frames: FrameRequestCallback[] = [];
const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => {}));
  // The clock moves only when a test says: no wait depends on how busy the machine is.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  count.value = 0;
  renders = 0;
  renderOncePerFrame();
});

afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  options.debounceRendering = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  frames.length = 0;
});

describe('renderOncePerFrame', () => {
  it('renders changes made in separate tasks once, before the next frame', async () => {
    const root = mount();
    expect(renders).toBe(1);
    // Three tasks, a millisecond apart: well within the wait for a frame.
    for (const value of [1, 2, 3]) setTimeout(() => (count.value = value), value);
    await vi.advanceTimersByTimeAsync(3);
    expect(count.value).toBe(3);
    expect(renders).toBe(1);
    expect(root.textContent).toBe('count 0');
    nextFrame();
    expect(renders).toBe(2);
    expect(root.textContent).toBe('count 3');
  });

  it('renders after a short wait where no frame comes (a hidden tab), and only once', async () => {
    const root = mount();
    count.value = 1;
    await vi.advanceTimersByTimeAsync(99);
    expect(root.textContent).toBe('count 0');
    await vi.advanceTimersByTimeAsync(1);
    expect(root.textContent).toBe('count 1');
    nextFrame();
    expect(renders).toBe(2);
  });
});
