// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { Location } from '../api/types';
import { cleanup, profileFixture, typeFixture, setup } from './testing';

afterEach(cleanup);

describe('Header', () => {
  it('shows name, tagline, location, logo and website from the profile', async () => {
    const { container } = setup();
    expect(await screen.findByRole('heading', { name: 'Harbour Yoga' })).toBeTruthy();
    expect(screen.getByText('Yoga by the sea')).toBeTruthy();
    expect(screen.getByText('Brighton, United Kingdom')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://harbour.example/logo.png');
    const link = screen.getByRole('link', { name: 'Website' });
    expect(link.getAttribute('href')).toBe('https://harbour.example/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows only the location parts that are non-blank text, and nothing for a location that is not an object', async () => {
    const location = { name: ' ', address: '1 Pier Rd', city: 42, region: null, country: 'UK' } as unknown as Location;
    setup({ space: { profile: profileFixture({ location }) } });
    expect(await screen.findByText('1 Pier Rd, UK')).toBeTruthy();
    cleanup();
    const { container } = setup({ space: { profile: profileFixture({ location: 'Brighton' as unknown as Location }) } });
    await screen.findByRole('heading', { name: 'Harbour Yoga' });
    expect(container.querySelector('.header .muted')).toBeNull();
  });

  it('renders API text as text, never as HTML', async () => {
    const { container } = setup({
      space: { profile: profileFixture({ name: '<img src=x onerror=alert(1)>', tagline: '<b>bold</b>' }) },
    });
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
    expect(container.querySelector('b img, img[src=x]')).toBeNull();
  });

  it('ignores javascript: and other non-http(s) website and logo addresses', async () => {
    const { container } = setup({
      space: { profile: profileFixture({ website_url: 'javascript:alert(1)', logo_url: 'data:image/png;base64,AAAA' }) },
    });
    await screen.findByRole('heading', { name: 'Harbour Yoga' });
    expect(screen.queryByRole('link', { name: 'Website' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('offers exactly the profile locales in a language switcher, which re-fetches content', async () => {
    const { calls, store } = setup({ space: { profile: profileFixture({ locales: ['en', 'de', 'fr'] }) } });
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['en', 'de', 'fr']);
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(store.config.value.locale).toBe('de'));
    const profileLocales = calls.filter((c) => c.method === 'profile').map((c) => (c.args[1] as { locale: string }).locale);
    expect(profileLocales).toEqual(['en', 'de']);
  });

  it('never offers a locale the profile does not list, even the current one', async () => {
    setup({ config: { locale: 'en-GB' }, space: { profile: profileFixture({ locales: ['en', 'de'] }) } });
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    expect(select.value).toBe('en-GB');
    expect([...select.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(['en', 'de']);
  });

  it('asks for content in the closest locale the space lists: a page in en-GB shows its en sessions', async () => {
    // The API matches the locale exactly: the space has text in `en` and `de` only.
    const types = (locale: string) => (locale === 'en' || locale === 'de' ? [typeFixture(), typeFixture({ id: 'b2', slug: 'yin', title: 'Yin' })] : []);
    const { store, calls } = setup({ config: { locale: 'en-GB' }, space: { types, profile: profileFixture({ locales: ['en', 'de'] }) } });
    await screen.findByRole('button', { name: /Yin/ });
    const asked = (method: string) => calls.filter((c) => c.method === method).map((c) => (c.args[1] as { locale: string }).locale);
    expect(asked('profile')).toEqual(['en-GB', 'en']);
    expect(asked('bookingTypes').at(-1)).toBe('en');
    // The interface keeps the page's language.
    expect(store.config.value.locale).toBe('en-GB');
  });

  it('asks in another locale once for each locale asked, whatever that answer lists', async () => {
    // A space whose every answer lists only another locale than the one asked (and that stops
    // answering after a few questions, so that asking again and again ends).
    let asked = 0;
    const profile = (locale: string) =>
      ++asked > 5 ? new ApiError({ kind: 'network', message: 'asked too often' }) : profileFixture({ locales: [locale === 'en' ? 'de' : 'en'] });
    const { calls } = setup({ config: { locale: 'fr' }, space: { profile } });
    await screen.findByRole('heading', { name: 'Harbour Yoga' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'profile').map((c) => (c.args[1] as { locale: string }).locale)).toEqual(['fr', 'en']);
  });

  it('has no language switcher for a single-locale profile', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Harbour Yoga' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
