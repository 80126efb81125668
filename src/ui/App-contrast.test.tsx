// @vitest-environment jsdom
import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, daily, setup } from './testing';

// The accent fitting, dist/extras/contrast.js: count the loads, and the elements it fits.
const contrast = vi.hoisted(() => ({ loads: 0, fitted: [] as HTMLElement[] }));
vi.mock('./contrast', () => {
  contrast.loads++;
  return { fitAccent: (el: HTMLElement) => contrast.fitted.push(el) };
});

afterEach(() => {
  cleanup();
  document.body.style.removeProperty('--sb-accent');
});

describe('the accent fitting, loaded on demand', () => {
  it('is not loaded while the host keeps the default colours, which are readable as they are', async () => {
    const view = setup({ space: { slots: daily(['09:00']) } });
    fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(contrast.loads).toBe(0);
  });

  it('loads once the host sets an accent, and then fits the widget on every render', async () => {
    document.body.style.setProperty('--sb-accent', 'hsl(50 100% 60%)');
    const view = setup({ space: { slots: daily(['09:00']) } });
    const root = view.container.querySelector('[part=root]');
    await vi.waitFor(() => expect(contrast.fitted).toContain(root));
    const before = contrast.fitted.length;
    fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
    await vi.waitFor(() => expect(contrast.fitted.length).toBeGreaterThan(before));
    // Once loaded it keeps fitting, also after the host drops its accent (the fitting undoes itself).
    document.body.style.removeProperty('--sb-accent');
    const dropped = contrast.fitted.length;
    fireEvent.click(await view.findByRole('button', { name: /back/i }));
    await vi.waitFor(() => expect(contrast.fitted.length).toBeGreaterThan(dropped));
    expect(contrast.loads).toBe(1);
    expect(new Set(contrast.fitted)).toEqual(new Set([root]));
  });
});
