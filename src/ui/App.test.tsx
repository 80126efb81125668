// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { de } from '../i18n/catalogs/de';
import { formatDate } from '../i18n/format';
import { isolate, loadMessages, t } from '../i18n/index';
import { en } from '../i18n/catalogs/en';
import { App } from './App';
import { cleanup, createTestStore, daily, profileFixture, setup, TYPE_ID, TYPE_ID_2, typeFixture, type FakeSpace } from './testing';

afterEach(cleanup);

const network = () => new ApiError({ kind: 'network', message: 'offline' });

describe('loading', () => {
  it('shows skeletons while loading and announces progress politely', () => {
    const { container } = setup();
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy=true]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe(en.loading);
  });

  it('stops saying "Loading…" once the booking types are shown; says nothing of hidden times once a load has failed', async () => {
    setup({ space: { types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'b', title: 'Yin' })] } });
    expect(await screen.findByRole('button', { name: /Yin/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    cleanup();
    const { store } = setup({ space: { profile: network() } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    // The only type's times came meanwhile, and were said; the alert is what shows.
    await waitFor(() => expect(store.announcement.value?.[0]?.[0]).toBe('slotsFound'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says "Loading…" once: the profile and types coming do not say it again', async () => {
    const { container } = setup({ space: { types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'b', title: 'Yin' })] } });
    const status = screen.getByRole('status');
    const heard = [status.textContent];
    const listening = new MutationObserver(() => heard.at(-1) !== status.textContent && heard.push(status.textContent));
    listening.observe(container, { subtree: true, childList: true, characterData: true });
    expect(await screen.findByRole('button', { name: /Yin/ })).toBeTruthy();
    await waitFor(() => expect(status.textContent).toBe(''));
    listening.disconnect();
    expect(heard).toEqual([en.loading, '']);
  });

  it('shows a load failure in role=alert and recovers with Try again', async () => {
    const space: FakeSpace = { profile: network() };
    const { calls } = setup({ space });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.loadFailed);
    space.profile = profileFixture();
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('heading', { name: 'Harbour Yoga' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'profile')).toHaveLength(2);
  });

  it('after Try again, focus follows the heading to the step the page lands on: a preselected type\'s times', async () => {
    const space: FakeSpace = { types: network() };
    const { calls } = setup({ space, config: { bookingType: 'yin' } });
    await screen.findByRole('alert');
    let answer!: () => void;
    const list = [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })];
    space.types = () => new Promise((resolve) => (answer = () => resolve(list)));
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    // While the types load, the list's heading holds focus; the preselected type then takes its place.
    await waitFor(() => expect(calls.filter((c) => c.method === 'bookingTypes')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(en.typesHeading));
    answer();
    await screen.findByRole('heading', { name: en.dateHeading });
    await waitFor(() => expect(document.activeElement?.textContent).toBe(en.dateHeading));
  });

  it('in a shadow root, the step heading that follows never takes focus the visitor moved to the host page meanwhile', async () => {
    const space: FakeSpace = { types: network() };
    const { store, calls } = createTestStore({ space, config: { bookingType: 'yin' } });
    const page = document.body.appendChild(document.createElement('div'));
    const root = page.attachShadow({ mode: 'open' });
    render(<App store={store} />, root);
    const inRoot = within(root as unknown as HTMLElement);
    let answer!: () => void;
    const list = [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })];
    space.types = () => new Promise((resolve) => (answer = () => resolve(list)));
    fireEvent.click(await inRoot.findByRole('button', { name: en.retry }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'bookingTypes')).toHaveLength(2));
    await waitFor(() => expect(root.activeElement?.textContent).toBe(en.typesHeading));
    const outside = document.body.appendChild(document.createElement('input'));
    outside.focus();
    answer();
    await inRoot.findByRole('heading', { name: en.dateHeading });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(outside);
    render(null, root);
    page.remove();
    outside.remove();
  });

  it('says the visitor is offline when loading failed without a connection', async () => {
    setup({ space: { profile: network() }, online: false });
    const alert = await screen.findByRole('alert');
    // A load, not a booking: the message does not speak of details kept.
    expect(alert.textContent).toBe(`${en.loadOffline}${en.retry}`);
    expect(screen.getByRole('button', { name: en.retry })).toBeTruthy();
  });

  it('loads again by itself once the connection is back, leaving focus where it is', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    const space: FakeSpace = { profile: network() };
    const { calls } = setup({ space, online: false });
    expect((await screen.findByRole('alert')).textContent).toContain(en.loadOffline);
    space.profile = profileFixture();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Harbour Yoga' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'profile')).toHaveLength(2);
    // Once the times show and every effect has run, focus is still on the host page.
    expect(await screen.findByRole('grid')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('with focus on the alert, the connection coming back is Try again: focus moves to the heading', async () => {
    const space: FakeSpace = { types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })], availabilityError: network() };
    setup({ space });
    fireEvent.click(await screen.findByRole('button', { name: /Yin/ }));
    const retry = await screen.findByRole('button', { name: en.retry });
    retry.focus();
    delete space.availabilityError;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('grid')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: en.dateHeading })));
  });

  it('inside a page\'s closed shadow root, focus on the alert is still seen: the connection coming back is Try again', async () => {
    const space: FakeSpace = { types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })], availabilityError: network() };
    const { store } = createTestStore({ space });
    const page = document.body.appendChild(document.createElement('div'));
    const root = page.attachShadow({ mode: 'closed' });
    render(<App store={store} />, root);
    const inRoot = within(root as unknown as HTMLElement);
    fireEvent.click(await inRoot.findByRole('button', { name: /Yin/ }));
    (await inRoot.findByRole('button', { name: en.retry })).focus();
    delete space.availabilityError;
    window.dispatchEvent(new Event('online'));
    expect(await inRoot.findByRole('grid')).toBeTruthy();
    await waitFor(() => expect(root.activeElement).toBe(inRoot.getByRole('heading', { name: en.dateHeading })));
    render(null, root);
    page.remove();
  });

  it('asks for times that failed for want of a connection again once it is back', async () => {
    const space: FakeSpace = { availabilityError: network() };
    const { calls } = setup({ space });
    expect((await screen.findByRole('alert')).textContent).toContain(en.availabilityFailed);
    const asked = calls.filter((c) => c.method === 'availability').length;
    delete space.availabilityError;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'availability').length).toBeGreaterThan(asked);
  });

  it('asks for both again once the connection is back, when the page\'s data and its type\'s times had failed', async () => {
    const space: FakeSpace = { profile: network(), availabilityError: network() };
    const { calls } = setup({ space, config: { bookingType: TYPE_ID } });
    await screen.findByRole('alert');
    await waitFor(() => expect(calls.filter((c) => c.method === 'availability')).toHaveLength(1));
    space.profile = profileFixture();
    delete space.availabilityError;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal from the server is not asked again when the connection comes back', async () => {
    const space: FakeSpace = { profile: new ApiError({ kind: 'http', status: 404, message: 'no' }) };
    const { calls } = setup({ space });
    await screen.findByRole('alert');
    space.profile = profileFixture();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c.method === 'profile')).toHaveLength(1);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('shows an availability failure in role=alert with Try again', async () => {
    const space: FakeSpace = { availabilityError: network() };
    const { events } = setup({ space });
    expect((await screen.findByRole('alert')).textContent).toContain(en.availabilityFailed);
    await waitFor(() =>
      expect(events.find((e) => e.name === 'space-booking:error')?.detail).toEqual({ stage: 'availability', kind: 'network', status: undefined }),
    );
    delete space.availabilityError;
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('grid')).toBeTruthy();
  });

  it('a load that fails at start leaves focus alone; one that fails after Try again takes it', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    setup({ space: { profile: network() } });
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(outside);
    outside.remove();
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  it('times that fail after the visitor chose a session take focus; Try again puts it on the heading', async () => {
    const space: FakeSpace = { types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })], availabilityError: network() };
    setup({ space });
    fireEvent.click(await screen.findByRole('button', { name: /Yin/ }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    delete space.availabilityError;
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    await screen.findByRole('grid');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: en.dateHeading }));
  });

  it('times of a session that is no longer offered: Try again asks for the sessions too, and moves on', async () => {
    const yin = typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' });
    const space: FakeSpace = { types: [typeFixture(), yin], availabilityError: new ApiError({ kind: 'http', status: 404, message: 'gone' }) };
    const { calls, store } = setup({ space });
    fireEvent.click(await screen.findByRole('button', { name: /Yin/ }));
    // Not "this booking page no longer exists": the page is there, the session is not.
    expect((await screen.findByRole('alert')).textContent).toContain(en.availabilityFailed);
    space.types = [typeFixture()];
    delete space.availabilityError;
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(store.typeId.value).toBe(TYPE_ID);
    expect(calls.filter((c) => c.method === 'bookingTypes').at(-1)?.args[1]).toMatchObject({ fresh: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a rate limit or a busy server asking for a longer wait than the retries take says how long', async () => {
    const busy = (status: number, retryAfter?: number) => new ApiError({ kind: 'http', status, message: 'busy', retryAfter });
    const space: FakeSpace = { profile: busy(429, 90) };
    setup({ space });
    expect((await screen.findByRole('alert')).textContent).toBe(`${t(en, 'loadBusy', { wait: '90 seconds' })}${en.retry}`);
    cleanup();
    setup({ space: { types: [typeFixture(), typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin' })], availabilityError: busy(503, 300) } });
    fireEvent.click(await screen.findByRole('button', { name: /Yin/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(t(en, 'loadBusy', { wait: '5 minutes' }));
    // Without a wait to say, or for a refusal, the usual words.
    cleanup();
    setup({ space: { profile: busy(429) } });
    expect((await screen.findByRole('alert')).textContent).toContain(en.loadFailed);
    cleanup();
    setup({ space: { profile: busy(403, 90) } });
    expect((await screen.findByRole('alert')).textContent).toContain(en.loadFailed);
  });

  it('a space the API does not know offers no Try again, and the console names what to check', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { store } = setup({ space: { profile: new ApiError({ kind: 'http', status: 404, message: 'no' }) } });
      expect((await screen.findByRole('alert')).textContent).toBe(en.failNotFound);
      expect(screen.queryByRole('button', { name: en.retry })).toBeNull();
      const { apiBase, handle } = store.config.peek();
      expect(logged.mock.calls).toEqual([[`space-booking: no space's profile at ${apiBase}/public/${handle}: check the handle and api-base attributes`]]);
      cleanup();
      logged.mockClear();
      // An address that answers with something else than the API (a site's own page): it may be
      // down for a moment, so Try again stays.
      setup({ space: { profile: new ApiError({ kind: 'malformed', status: 200, message: 'malformed' }) } });
      expect((await screen.findByRole('alert')).textContent).toBe(`${en.loadFailed}${en.retry}`);
      expect(logged.mock.calls).toEqual([[`space-booking: no space's profile at ${apiBase}/public/${handle}: check the handle and api-base attributes`]]);
      cleanup();
      logged.mockClear();
      // A gateway's own page for a server error is an outage, not a page set up wrong.
      setup({ space: { profile: new ApiError({ kind: 'malformed', status: 503, message: 'malformed' }) } });
      expect((await screen.findByRole('alert')).textContent).toBe(`${en.loadFailed}${en.retry}`);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('reports load failures with the error event', async () => {
    const { events } = setup({ space: { types: new ApiError({ kind: 'http', status: 404, message: 'no' }) } });
    expect((await screen.findByRole('alert')).textContent).toContain(en.failNotFound);
    expect(events.find((e) => e.name === 'space-booking:error')?.detail).toEqual({ stage: 'types', kind: 'http', status: 404 });
  });
});

describe('a space that does not take bookings', () => {
  it('still shows profile and offerings, and a message instead of the booking step', async () => {
    setup({
      space: { profile: profileFixture({ accepts_bookings: false }), types: [typeFixture(), typeFixture({ id: 'b', slug: 'b', title: 'Yin' })] },
    });
    expect(await screen.findByText(t(en, 'bookingsClosed', { space: isolate('Harbour Yoga') }))).toBeTruthy();
    expect(screen.getByText('Hatha Flow')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Hatha Flow/ })).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('link', { name: t(en, 'visitSpace', { space: isolate('Harbour Yoga') }) }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('announces no times, though its only type’s times may have been asked for', async () => {
    const { store } = setup({ space: { profile: profileFixture({ accepts_bookings: false }), types: [typeFixture()], slots: daily(['09:00']) } });
    expect(await screen.findByText(t(en, 'bookingsClosed', { space: isolate('Harbour Yoga') }))).toBeTruthy();
    // The only type's first day was chosen, and said.
    await waitFor(() => expect(store.announcement.value?.[0]?.[0]).toBe('slotsFound'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('locale', () => {
  it('requests content with the exact locale and shows interface text via the fallback chain', async () => {
    const { calls, container } = setup({ config: { locale: 'de-AT' }, space: { profile: profileFixture({ locales: ['de-AT', 'en'] }) } });
    expect(await screen.findByRole('heading', { name: de.dateHeading })).toBeTruthy();
    const locales = calls.filter((c) => c.method !== 'availability').map((c) => (c.args[1] as { locale: string }).locale);
    expect(locales).toEqual(['de-AT', 'de-AT']);
    const root = container.querySelector('[part=root]')!;
    expect(root.getAttribute('lang')).toBe('de-AT');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('lays out right to left for RTL locales', async () => {
    const { container } = setup({ config: { locale: 'ar' } });
    await screen.findByRole('grid');
    const root = container.querySelector('[part=root]')!;
    await waitFor(() => expect(root.getAttribute('lang')).toBe('ar'));
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('while the catalog of its language is on its way, speaks English throughout: marked English, left to right, English dates', async () => {
    const ar = await loadMessages('ar');
    const { container } = setup({ config: { locale: 'ar-EG' } });
    const root = container.querySelector('[part=root]')!;
    // The first render comes before the catalog: its text is English, and so is all else.
    expect(root.getAttribute('lang')).toMatch(/^en-EG\b/);
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('status').textContent).toBe(en.loading);
    await screen.findByRole('heading', { name: ar.dateHeading });
    expect(root.getAttribute('lang')).toBe('ar-EG');
    expect(root.getAttribute('dir')).toBe('rtl');
  });
});

describe('in every shipped language', () => {
  it.each(['en', 'de', 'fr', 'es', 'ja', 'ar', 'he'])('%s: names every control, marks days with times, announces progress', async (locale) => {
    const m = await loadMessages(locale);
    const { container } = setup({ config: { locale }, space: { slots: daily(['09:00'], ['2026-03-27']) } });
    const root = container.querySelector('[part=root]')!;
    await screen.findByRole('heading', { name: m.dateHeading });
    expect(root.getAttribute('lang')).toBe(locale);
    expect(root.getAttribute('dir')).toBe(locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr');
    await screen.findByRole('grid');
    screen.getByRole('button', { name: m.previousMonth });
    screen.getByRole('button', { name: m.nextMonth });
    const open = container.querySelector('[data-d="2026-03-28"]')!;
    const closed = container.querySelector('[data-d="2026-03-27"]')!;
    // Joined as the language joins them: "28 March 2026, times available", "…، مواعيد متاحة".
    expect(open.getAttribute('aria-label')).toBe(t(m, 'daysWithTimes', { date: formatDate('2026-03-28', locale) }));
    expect(closed.getAttribute('aria-label')).toBe(formatDate('2026-03-27', locale));
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    const slot = screen.getByRole('button', { name: new RegExp(formatDate('2026-03-28', locale)) });
    expect(slot.getAttribute('part')).toBe('slot');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t(m, 'slotsFound', { count: 1, date: formatDate('2026-03-28', locale) })));
    for (const el of container.querySelectorAll('button, select, input, textarea, a, [role=gridcell][tabindex]'))
      expect((el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), el.outerHTML).not.toBe('');
  });
});

describe('navigation', () => {
  it('goes back from the dates to the types with Escape and the back button', async () => {
    setup({ space: { types: [typeFixture(), typeFixture({ id: 'b', slug: 'b', title: 'Yin' })] } });
    fireEvent.click(await screen.findByRole('button', { name: /Yin/ }));
    const heading = await screen.findByRole('heading', { name: en.dateHeading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.keyDown(heading, { key: 'Escape' });
    expect(await screen.findByRole('heading', { name: en.typesHeading })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Hatha Flow/ }));
    fireEvent.click(await screen.findByRole('button', { name: en.back }));
    expect(await screen.findByRole('heading', { name: en.typesHeading })).toBeTruthy();
  });

  it('never steals focus from the host page while loading', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    setup({ space: { slots: daily(['09:00']) } });
    await screen.findByRole('grid');
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
