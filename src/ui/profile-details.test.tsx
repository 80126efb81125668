// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../api/types';
import { profileDetails } from './profile-details-file';
import { cleanup, profileFixture, setup } from './testing';

afterEach(cleanup);

const HOURS = [
  { day: 'monday', opens: '06:00', closes: '22:00' },
  { day: 'friday', opens: '06:00', closes: '12:00' },
  { day: 'friday', opens: '17:00', closes: '21:00' },
];
const LINKS = [
  { network: 'instagram', url: 'https://instagram.com/harbour.yoga' },
  { network: 'x', url: 'javascript:alert(1)' },
  { network: 'newsletter', url: 'https://news.harbour.example/join' },
];

const withProfile = (over: Partial<Profile>) => ({ space: { profile: profileFixture({ location: { address: '4 Quay Street', city: 'Brighton', country: 'GB' }, ...over }) } });

describe('the profile in the header', () => {
  it('links the address to a map search, a plain link to a map site', async () => {
    setup(withProfile({}));
    const link = await screen.findByRole('link', { name: '4 Quay Street, Brighton, GB (map)' });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/search?query=4+Quay+Street%2C+Brighton%2C+GB');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives a country alone no map link', async () => {
    setup({ space: { profile: profileFixture({ location: { country: 'GB' } }) } });
    await screen.findByText('GB');
    expect(screen.queryByRole('link', { name: /\(map\)/ })).toBeNull();
  });

  it("shows the opening hours (today's, in the space's zone, in the summary) and the http(s) links named by their site", async () => {
    // NOW is Friday 27 March 2026, 09:00 in London.
    const { container } = setup(withProfile({ open_hours: HOURS, social_links: LINKS }));
    const summary = await screen.findByText('Opening hours');
    expect(summary.closest('summary')!.textContent).toBe('Opening hours · Today 6:00 AM–12:00 PM, 5:00 PM–9:00 PM');
    const today = container.querySelector('tr[aria-current="date"]')!;
    expect(within(today as HTMLElement).getByRole('rowheader').textContent).toBe('FridayToday');
    const rows = [...container.querySelectorAll('.hours tr')].map((row) => row.textContent);
    expect(rows).toContain('Monday6:00 AM–10:00 PM');
    expect(rows).toContain('TuesdayClosed');
    const links = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram', 'https://instagram.com/harbour.yoga'],
      ['news.harbour.example', 'https://news.harbour.example/join'],
    ]);
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it("marks the space's today, not the visitor's: Saturday in Sydney while it is Friday in London", async () => {
    const { container } = setup({ ...withProfile({ open_hours: HOURS, timezone: 'Australia/Sydney' }), now: () => new Date('2026-03-27T23:30:00Z') });
    await screen.findByText('Opening hours');
    expect(container.querySelector('tr[aria-current="date"] th')!.textContent).toBe('SaturdayToday');
  });

  it('shows nothing, and no error, for hours and links of a shape it does not know', async () => {
    const { container } = setup(withProfile({ open_hours: ['Mo-Fr 06:00-22:00'], social_links: [{ instagram: 'harbour' }, 'https://x.com/h'] }));
    await screen.findByRole('heading', { name: 'Harbour Yoga' });
    await waitFor(() => expect(profileDetails.value).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.header')).not.toBeNull());
    expect(screen.queryByText('Opening hours')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(container.querySelector('[role=alert]')).toBeNull();
  });
});

describe('announcements', () => {
  const posts = (locale: string) =>
    locale === 'de'
      ? [
          { id: '1', slug: 'a', title: 'Ältere Nachricht', body: 'Alt.', published_at: '2026-01-10T08:00:00Z', url: 'https://harbour.example/de/news/a' },
          {
            id: '2',
            slug: 'b',
            title: 'Unser Frühlingsplan',
            excerpt: 'Ab März gibt es samstags einen zusätzlichen Kurs bei Sonnenaufgang, und Yin zieht auf Mittwoch und Freitag abends um, damit mehr Platz bleibt.',
            published_at: '2026-03-01T08:00:00Z',
            url: 'javascript:alert(1)',
          },
          { id: '3', slug: 'c', title: '<b>Drei</b>', published_at: '2026-02-01T08:00:00Z' },
          { id: '4', slug: 'd', title: 'Vier', published_at: '2025-12-01T08:00:00Z' },
        ]
      : [];

  it('shows the latest three posts of the content locale as text, newest first, linked where their page is http(s), and none in a locale without posts', async () => {
    const { store, calls, container } = setup({ config: { locale: 'de', announcements: true }, space: { posts, profile: profileFixture({ locales: ['en', 'de', 'fr'] }) } });
    const list = await screen.findByRole('region', { name: 'Neuigkeiten' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Unser Frühlingsplan', '<b>Drei</b>', 'Ältere Nachricht']);
    expect(items[0]!.getAttribute('lang')).toBe('de');
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).getByRole('link', { name: 'Ältere Nachricht' }).getAttribute('href')).toBe('https://harbour.example/de/news/a');
    expect(container.querySelector('.posts b')).toBeNull();
    const excerpt = items[0]!.querySelector('p')!.textContent!;
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(141);
    // Above the first step (here the times of the space's one type).
    const step = container.querySelector('[data-step-heading]')!;
    expect(list.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const asked = calls.filter((c) => c.method === 'read');
    expect(asked.map((c) => [c.args[1], (c.args[2] as { locale: string; limit: number }).locale, (c.args[2] as { limit: number }).limit])).toEqual([['/posts', 'de', 3]]);

    store.configure({ ...store.config.value, locale: 'fr' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'read').at(-1)!.args[2]).toMatchObject({ locale: 'fr' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Neuigkeiten|Actualités/ })).toBeNull());
    expect(container.querySelector('[data-step-heading]')).not.toBeNull();
    expect(screen.queryByText('Unser Frühlingsplan')).toBeNull();
  });

  it('asks for no posts unless announcements is on', async () => {
    const { calls } = setup({ space: { posts, profile: profileFixture({ open_hours: HOURS }) } });
    await screen.findByText('Opening hours');
    expect(calls.some((c) => c.method === 'read')).toBe(false);
  });

  it('asks for posts only after the first slots have been asked for and answered', async () => {
    const { calls } = setup({ config: { announcements: true }, space: { posts: () => [{ id: '1', title: 'News one' }] } });
    await screen.findByText('News one');
    const order = calls.map((c) => c.method);
    expect(order.indexOf('availability')).toBeGreaterThan(-1);
    expect(order.indexOf('read')).toBeGreaterThan(order.indexOf('availability'));
  });
});
