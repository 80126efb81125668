// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { cleanup, setup, typeFixture } from './testing';

afterEach(cleanup);

it('a catalog that cannot load leaves the interface in English throughout, its dates too', async () => {
  vi.doMock('../i18n/catalogs/de', () => {
    throw new Error('chunk failed');
  });
  const { container, store } = setup({ config: { locale: 'de-AT', bookingType: typeFixture().id } });
  // English as written in Austria: "Friday, 27 March 2026" and a 24-hour clock, not "Freitag, 27. März 2026".
  expect(await screen.findByText(en.dateHeading)).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Times on Friday, 27 March 2026' })).toBeTruthy();
  expect(store.interfaceLocale.value).toBe('en-AT');
  expect(container.querySelector('.widget')?.getAttribute('lang')).toBe('en-AT');
});

it('a catalog that fails after the first slots were announced does not have them read again', async () => {
  let fail!: () => void;
  const failed = new Promise<never>((_, reject) => (fail = () => reject(new Error('chunk failed'))));
  // Handled here too: the failure is the widget's to recover from, not the test's.
  failed.catch(() => {});
  vi.doMock('../i18n/catalogs/fr', async () => failed);
  const { store } = setup({ config: { locale: 'fr', bookingType: typeFixture().id } });
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Times available on/));
  const said = screen.getByRole('status').textContent;
  fail();
  // The interface falls back to English as written in France; the words announced stay the same,
  // so the live region is left alone (a message said again ends in a no-break space).
  await waitFor(() => expect(store.interfaceLocale.value).toBe('en-FR'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('status').textContent).toBe(said);
});
