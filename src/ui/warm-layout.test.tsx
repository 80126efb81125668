// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import { App } from './App';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, profileFixture, setup } from './testing';
import { warmLayout } from './warm-layout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What each read of a size laid out: the class and the content of the element read, and whether it was in the page. */
function sizesRead() {
  const reads: { className: string; connected: boolean; boxes: string[] }[] = [];
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    reads.push({ className: this.className, connected: this.isConnected, boxes: [...this.querySelectorAll('*')].map((el) => el.localName) });
    return offsetHeight.get!.call(this) as number;
  });
  return reads;
}

describe('warmLayout', () => {
  it("lays out a language menu, a heading, a calendar's table and a time's button in the root, then takes them away", () => {
    const reads = sizesRead();
    const root = document.createElement('div');
    root.append(document.createElement('p'));
    document.body.append(root);
    const before = root.innerHTML;
    warmLayout(root);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ className: 'warm-up', connected: true });
    expect(reads[0]!.boxes).toEqual(expect.arrayContaining(['select', 'option', 'h3', 'table', 'td', 'button', 'b', 'small']));
    expect(root.innerHTML).toBe(before);
    root.remove();
  });

  it('takes the sample away even when laying it out fails', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => {
      throw new Error('no layout');
    });
    const root = document.createElement('div');
    expect(() => warmLayout(root)).toThrow('no layout');
    expect(root.childElementCount).toBe(0);
  });
});

describe('the widget', () => {
  it('lays out its first view ahead while the profile is on its way', async () => {
    const reads = sizesRead();
    setup({ space: { profile: () => new Promise(() => {}) } });
    await waitFor(() => expect(reads.some((read) => read.className === 'warm-up' && read.connected)).toBe(true));
  });

  it('does not again for a new language once the first view is shown', async () => {
    const view = setup({ space: { profile: profileFixture({ locales: ['en', 'de'] }) } });
    await waitFor(() => expect(view.store.profile.value).not.toBeNull());
    const reads = sizesRead();
    view.store.configure({ ...view.store.config.value, locale: 'de' });
    await waitFor(() => expect(view.store.interfaceLocale.value).toBe('de'));
    // The formats of the new language are warmed in a task after its render.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.filter((read) => read.className === 'warm-up')).toEqual([]);
  });

  /** A profile that never comes: the widget waits for it. */
  const pending = () => new Promise<never>(() => {});
  /** Lets the widget's first frame and the tasks after it run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
  const warmUps = (reads: ReturnType<typeof sizesRead>) => reads.filter((read) => read.className === 'warm-up');

  it('does so once, even for a new language while the profile is still on its way', async () => {
    const reads = sizesRead();
    const view = setup({ space: { profile: pending } });
    await waitFor(() => expect(warmUps(reads)).toHaveLength(1));
    view.store.configure({ ...view.store.config.value, locale: 'de' });
    await waitFor(() => expect(view.store.interfaceLocale.value).toBe('de'));
    await settle();
    expect(warmUps(reads)).toHaveLength(1);
  });

  it('does not for the schedule, whose boxes are others', async () => {
    const reads = sizesRead();
    setup({ space: { profile: pending }, config: { layout: 'schedule' } });
    await settle();
    expect(warmUps(reads)).toEqual([]);
  });

  it('does not in a closed dialog, where nothing is laid out', async () => {
    const reads = sizesRead();
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    const { store } = createTestStore({ space: { profile: pending } });
    render(<App store={store} />, { container: dialog });
    await settle();
    expect(warmUps(reads)).toEqual([]);
    dialog.remove();
  });
});
