// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { ar } from '../i18n/catalogs/ar';
import { en } from '../i18n/catalogs/en';
import { isolate, t } from '../i18n/index';
import { cleanup, profileFixture, setup, speaks, typeFixture } from './testing';

afterEach(cleanup);

const root = (container: Element) => container.querySelector<HTMLElement>('.widget')!;
/** The space's name, once the header shows it. */
const spaceName = (container: Element) => waitFor(() => container.querySelector<HTMLElement>('h2[part="name"]') ?? Promise.reject(new Error('no header yet')));

describe('the language of each part', () => {
  it('a page in a language without a catalog reads English throughout, dates and times included', async () => {
    // An Italian page, and a space that writes Italian: the interface has no Italian text.
    const { container } = setup({ config: { locale: 'it', bookingType: typeFixture().id } });
    // "Times on Friday, 27 March 2026" as English is written in Italy (24-hour clock), not
    // "Times on venerdì 27 marzo 2026".
    expect(await screen.findByRole('heading', { name: 'Times on Friday, 27 March 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /09:00/ })).toBeTruthy();
    expect(root(container).getAttribute('lang')).toBe('en-IT');
    expect(root(container).getAttribute('dir')).toBe('ltr');
    // The space's own text is Italian, and says so.
    expect((await spaceName(container)).getAttribute('lang')).toBe('it');
  });

  it('a wait the server asks for is worded in the language of the sentence around it', async () => {
    const book = () => new ApiError({ kind: 'http', status: 429, type: 'rate_limited', message: 'Slow down', retryAfter: 17 });
    const view = setup({ config: { locale: 'it', bookingType: typeFixture().id }, space: { book } });
    fireEvent.click(await view.findByRole('button', { name: /09:00/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    // "… try again in 17 seconds", not "… try again in 17 secondi".
    expect((await view.findByRole('alert')).textContent).toContain(t(en, 'failRateLimited', { wait: '17 seconds' }));
  });

  it('an Egyptian Arabic page counts in its own digits, as its dates are written', async () => {
    const { container, store } = setup({ config: { locale: 'ar-EG', bookingType: typeFixture().id } });
    await speaks(store, 'ar-EG');
    // The day numbers of the calendar and the places left on each time are in the same digits.
    const dayNumbers = await waitFor(() => container.querySelector('td[aria-selected="true"] span')?.textContent ?? Promise.reject(new Error('no day chosen')));
    expect(dayNumbers).toBe('٢٧');
    const left = t(ar, 'placesLeft', { count: '٣' });
    expect(await screen.findAllByText(left, { exact: false })).not.toHaveLength(0);
    expect(container.textContent).not.toContain(t(ar, 'placesLeft', { count: 3 }));
    // The count read out with the day's times too: two times a day.
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/: ٢\.$/));
  });

  it('a page whose locale writes Western digits keeps them', async () => {
    setup({ config: { locale: 'ar-MA', bookingType: typeFixture().id } });
    expect(await screen.findAllByText(t(ar, 'placesLeft', { count: 3 }), { exact: false })).not.toHaveLength(0);
  });

  it('a Persian page without a Persian catalog is laid out left to right, as its English text is', async () => {
    const { container } = setup({ config: { locale: 'fa' } });
    const name = await spaceName(container);
    // English as the browser writes it for Iran, on Iran's 24-hour clock.
    expect(root(container).getAttribute('lang')).toBe('en-IR-u-hc-h23');
    expect(root(container).getAttribute('dir')).toBe('ltr');
    expect(name.getAttribute('lang')).toBe('fa');
    expect(name.getAttribute('dir')).toBe('rtl');
  });

  it("marks a space's English text as English, left to right, inside an Arabic interface", async () => {
    const types = (locale: string) =>
      locale === 'en' ? [typeFixture({ description: 'Slow and steady' }), typeFixture({ id: 'b2', slug: 'yin', title: 'Yin' })] : [];
    const { container } = setup({ config: { locale: 'ar' }, space: { types, profile: profileFixture({ locales: ['en'] }) } });
    await screen.findByText(ar.typesHeading);
    expect(root(container).getAttribute('lang')).toBe('ar');
    expect(root(container).getAttribute('dir')).toBe('rtl');
    const name = await spaceName(container);
    expect([name.getAttribute('lang'), name.getAttribute('dir')]).toEqual(['en', 'ltr']);
    const tagline = screen.getByText('Yoga by the sea');
    expect([tagline.getAttribute('lang'), tagline.getAttribute('dir')]).toEqual(['en', 'ltr']);
    const title = await screen.findByText('Hatha Flow');
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(screen.getByText('Slow and steady').getAttribute('lang')).toBe('en');
    // The interface's own text around it keeps the interface's language.
    expect(screen.getByText(ar.websiteLink).closest('[lang]')).toBe(root(container));
  });

  it("isolates the space's name inside a sentence of the interface, so its direction cannot reorder it", async () => {
    const profile = profileFixture({ locales: ['en'], accepts_bookings: false, name: 'Harbour Yoga' });
    setup({ config: { locale: 'ar' }, space: { profile, types: (locale) => (locale === 'en' ? [typeFixture()] : []) } });
    const closed = await screen.findByText(t(ar, 'bookingsClosed', { space: isolate('Harbour Yoga') }));
    expect(closed.textContent).toContain('\u2068Harbour Yoga\u2069');
  });

  it('marks the profile and the booking types each with the language of its own answer, during a change of language', async () => {
    // The German profile comes after the German booking types.
    let germanProfile!: (profile: ReturnType<typeof profileFixture>) => void;
    const profile = (locale: string) =>
      locale === 'de'
        ? new Promise<ReturnType<typeof profileFixture>>((resolve) => (germanProfile = resolve))
        : profileFixture({ locales: ['en', 'de'] });
    const types = (locale: string) => [
      typeFixture({ title: locale === 'de' ? 'Hatha-Fluss' : 'Hatha Flow' }),
      typeFixture({ id: 'b2', slug: 'yin', title: 'Yin' }),
    ];
    const { container, store } = setup({ config: { locale: 'en' }, space: { profile, types } });
    await screen.findByText('Hatha Flow');
    store.switchLocale('de');
    const german = await screen.findByText('Hatha-Fluss');
    // The interface is German now, and so are the titles; the profile on screen is still English.
    expect(german.getAttribute('lang')).toBe('de');
    expect((await spaceName(container)).getAttribute('lang')).toBe('en');
    germanProfile(profileFixture({ locales: ['en', 'de'], name: 'Hafen-Yoga' }));
    await screen.findByText('Hafen-Yoga');
    expect((await spaceName(container)).getAttribute('lang')).toBe('de');
  });

  it('marks the text of the same language too, never with an empty language, and its direction only where it differs', async () => {
    const types = [typeFixture(), typeFixture({ id: 'b2', slug: 'yin', title: 'Yin' })];
    const { container } = setup({ config: { locale: 'en-GB' }, space: { types, profile: profileFixture({ locales: ['en', 'de'] }) } });
    await screen.findByText('Yin');
    const name = await spaceName(container);
    expect(root(container).getAttribute('lang')).toBe('en-GB');
    expect([name.getAttribute('lang'), name.hasAttribute('dir')]).toEqual(['en', false]);
    expect(container.querySelector('[lang=""]')).toBeNull();
  });
});
