// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { setup, typeFixture } from './testing';

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
