// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  history.replaceState(null, '', '/');
  delete window.SpaceBooking;
});

/** A fresh copy of the embedding modules, so no earlier test has read the address already. */
async function fresh() {
  vi.resetModules();
  // The address seen first is kept on the page (src/embed/attribution.ts): a fresh page forgets it.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('space-booking.page-search')];
  return { ...(await import('./script')), ...(await import('./iframe')), ...(await import('./attribution')) };
}

it('the script tag reads the campaign when it runs, so a page that tidies its address keeps it', async () => {
  history.replaceState(null, '', '/?utm_source=newsletter&gclid=g1');
  const { startScript, pageAttribution } = await fresh();
  startScript(null, () => import('../index'));
  history.replaceState(null, '', '/');
  expect(pageAttribution()).toEqual({ utm_source: 'newsletter', gclid: 'g1' });
  // Nothing the script started is left running when the test ends.
  await customElements.whenDefined('space-booking');
});

it('the iframe helper reads the campaign when it creates the frame', async () => {
  history.replaceState(null, '', '/?fbclid=fb9');
  const { createIframe, pageAttribution } = await fresh();
  createIframe(document.body, { src: 'https://widget.example/embed.html', handle: 'harbour-yoga', apiBase: 'https://api.example/v1' });
  history.replaceState(null, '', '/');
  expect(pageAttribution()).toEqual({ fbclid: 'fb9' });
  // Nothing the helper started is left running when the test ends: its listener, loaded on demand.
  await import('./iframe-listen');
});
