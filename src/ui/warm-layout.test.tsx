// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import type { Profile } from '../api/types';
import { App } from './App';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, createTestStore, profileFixture, setup } from './testing';
import { warmLayout } from './warm-layout';

/** The locale of each warm-up of the formats: the sample is laid out in the task after theirs. */
const formatWarmUps = vi.hoisted(() => ({ locales: [] as string[] }));
vi.mock('./warm-formats', async (importActual) => {
  const actual = await importActual<typeof import('./warm-formats')>();
  return {
    warmFormats: (...args: Parameters<typeof actual.warmFormats>) => {
      formatWarmUps.locales.push(args[0]);
      actual.warmFormats(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  formatWarmUps.locales = [];
});

/** An element as a selector: its name and classes (`button.slot`). */
const kind = (el: Element) => el.localName + [...el.classList].map((name) => `.${name}`).join('');
/** A box inside `top` as a selector of it and its ancestors up to `top` (`table tr td span`). */
const path = (el: Element, top: Element): string => (el.parentElement && el.parentElement !== top ? `${path(el.parentElement, top)} ${kind(el)}` : kind(el));

/**
 * What each read of a size laid out: the class and the content of the element read (the names of
 * its boxes, and each box as a selector), and whether it was in the page.
 */
function sizesRead() {
  const reads: { className: string; connected: boolean; boxes: string[]; paths: string[] }[] = [];
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const boxes = [...this.querySelectorAll('*')];
    reads.push({ className: this.className, connected: this.isConnected, boxes: boxes.map((el) => el.localName), paths: boxes.map((el) => path(el, this)) });
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

  it('lays out nothing where the root is not rendered, and says so', () => {
    const reads = sizesRead();
    const root = document.createElement('div');
    document.body.append(root);
    root.checkVisibility = () => false;
    expect(warmLayout(root)).toBe(false);
    expect(reads).toEqual([]);
    expect(root.childElementCount).toBe(0);
    root.checkVisibility = () => true;
    expect(warmLayout(root)).toBe(true);
    expect(reads).toHaveLength(1);
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

/** Waits until the formats were warmed for `locale`, then for the task after it, where the sample would be laid out. */
async function afterWarmUp(locale: string): Promise<void> {
  await waitFor(() => expect(formatWarmUps.locales).toContain(locale));
  await new Promise((resolve) => setTimeout(resolve));
}

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
    await afterWarmUp('de');
    expect(reads.filter((read) => read.className === 'warm-up')).toEqual([]);
  });

  /** A profile that never comes: the widget waits for it. */
  const pending = () => new Promise<never>(() => {});
  const warmUps = (reads: ReturnType<typeof sizesRead>) => reads.filter((read) => read.className === 'warm-up');

  it('does so once, even for a new language while the profile is still on its way', async () => {
    const reads = sizesRead();
    const view = setup({ space: { profile: pending } });
    await waitFor(() => expect(warmUps(reads)).toHaveLength(1));
    view.store.configure({ ...view.store.config.value, locale: 'de' });
    await afterWarmUp('de');
    expect(warmUps(reads)).toHaveLength(1);
  });

  // jsdom lays nothing out: what the sample saves (the first layout of each kind of box) shows in a
  // browser only. What shows here is that its boxes are those of the first view.
  it('lays out boxes of the kinds its first view shows once the answers have come', async () => {
    const reads = sizesRead();
    let answer!: (profile: Profile) => void;
    const view = setup({ space: { profile: () => new Promise<Profile>((resolve) => (answer = resolve)) } });
    await waitFor(() => expect(warmUps(reads)).toHaveLength(1));
    answer(profileFixture({ locales: ['en', 'de'] }));
    await view.findAllByRole('button', { name: /9:00 AM/ });
    const { paths } = warmUps(reads)[0]!;
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((box) => !view.container.querySelector(box))).toEqual([]);
  });

  it('does not for the schedule, whose boxes are others', async () => {
    const reads = sizesRead();
    setup({ space: { profile: pending }, config: { layout: 'schedule' } });
    await afterWarmUp('en');
    expect(warmUps(reads)).toEqual([]);
  });

  it('does not where it is not rendered (a closed dialog), and does once it is, with the profile still on its way', async () => {
    const reads = sizesRead();
    // The browser's answer for a widget in a closed dialog of the page (this DOM has no checkVisibility).
    let rendered = false;
    HTMLElement.prototype.checkVisibility = () => rendered;
    try {
      const host = document.createElement('div');
      document.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const container = document.createElement('div');
      shadow.append(container);
      const { store } = createTestStore({ space: { profile: pending } });
      render(<App store={store} />, { container });
      await afterWarmUp('en');
      expect(warmUps(reads)).toEqual([]);
      // Shown now (the dialog opened), in another language: laid out then.
      rendered = true;
      store.configure({ ...store.config.value, locale: 'de' });
      await waitFor(() => expect(warmUps(reads)).toHaveLength(1));
      host.remove();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility');
    }
  });
});
