// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { cleanup, daily, setup, typeFixture, TYPE_ID_2 } from './testing';

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

const space = { slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']), types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })] };

describe('a deep link the page was loaded with', () => {
  it('opens the session it names', async () => {
    history.replaceState(null, '', '/?space-booking=yin/2026-03-30/18:30');
    const view = setup({ space, config: { deepLink: true } });
    expect(await view.findByRole('heading', { name: en.formHeading })).toBeTruthy();
    expect(view.store.type.value?.slug).toBe('yin');
    expect(view.container.textContent).toMatch(/March 30, 2026 at 6:30 PM/);
    expect(screen.getByRole('button', { name: en.share })).toBeTruthy();
  });

  it('to a time that is gone: that day’s remaining times, with a short message, said to screen readers', async () => {
    history.replaceState(null, '', '/?space-booking=yin/2026-03-30/07:00');
    const view = setup({ space, config: { deepLink: true } });
    expect(await view.findByText(en.linkTimeGone)).toBeTruthy();
    expect(view.getByRole('heading', { name: en.dateHeading })).toBeTruthy();
    expect(view.store.date.value).toBe('2026-03-30');
    await waitFor(() => expect(view.getByRole('status').textContent).toContain(en.linkTimeGone));
    expect(location.search).toBe('?space-booking=yin/2026-03-30');
  });

  it('to a type that is gone: the list, saying so', async () => {
    history.replaceState(null, '', '/?space-booking=pilates/2026-03-30/09:00');
    const view = setup({ space, config: { deepLink: true } });
    expect(await view.findByText(en.linkTypeGone)).toBeTruthy();
    expect(view.getByRole('heading', { name: en.typesHeading })).toBeTruthy();
    expect(location.search).toBe('');
  });

  it('is not read without deep-link', async () => {
    history.replaceState(null, '', '/?space-booking=yin/2026-03-30/18:30');
    const view = setup({ space });
    expect(await view.findByRole('heading', { name: en.typesHeading })).toBeTruthy();
    expect(view.queryByText(en.linkTypeGone)).toBeNull();
    expect(location.search).toBe('?space-booking=yin/2026-03-30/18:30');
  });
});
