// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { FALLBACK_HEIGHT, createIframe } from './iframe';

// The helper's message side, dist/extras/iframe.js, cannot be loaded (offline, blocked, not hosted).
vi.mock('./iframe-listen', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

it('without its message side, the helper still opens the frame at a fixed height, and says so', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  document.body.append(container);
  const errors: unknown[] = [];
  container.addEventListener('space-booking:error', (e) => errors.push(e.detail));

  const frame = createIframe(container, { src: 'https://widget.example/embed.html', handle: 'harbour-yoga', apiBase: 'https://api.example/v1' });
  expect(container.firstElementChild).toBe(frame);

  // The visitor can still book in the frame: it has its address, and gets room to show the widget.
  expect(frame.getAttribute('src')).toMatch(/^https:\/\/widget\.example\/embed\.html\?handle=harbour-yoga&/);
  await vi.waitFor(() => expect(frame.style.height).toBe(FALLBACK_HEIGHT));
  expect(errors).toEqual([{ stage: 'helper', kind: 'network' }]);
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/SpaceBooking\.iframe/), expect.anything());
});
