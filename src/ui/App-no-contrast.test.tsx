// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, bookAsAnn, daily, setup } from './testing';

// The accent fitting's file, dist/extras/contrast.js, cannot be loaded.
vi.mock('./contrast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  document.body.style.removeProperty('--sb-accent');
});

it('without the accent fitting, the host’s colours apply as given, the console says so, and the visitor books', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.style.setProperty('--sb-accent', 'hsl(50 100% 60%)');
  const view = setup({ space: { slots: daily(['09:00']) } });
  await bookAsAnn(view);
  expect(logged.mock.calls.filter(([text]) => /accent fitting/.test(String(text)))).toHaveLength(1);
});
