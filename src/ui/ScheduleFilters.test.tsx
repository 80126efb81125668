// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { formatDate } from '../i18n/format';
import { t } from '../i18n/index';
import { cleanup, daily, setup, TYPE_ID, TYPE_ID_2, typeFixture, type FakeSpace } from './testing';

afterEach(cleanup);

/** A morning type of an hour with a first-visit offer, and an evening one of 75 minutes, every day. */
const SPACE: FakeSpace = {
  types: [
    typeFixture({ categories: ['yoga'], intro_offer: { eligibility: 'first_time_only', intro_price_amount: 500, applies_to_member: null } }),
    typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin Evening', duration_minutes: 75, price_amount: 0, categories: ['rest'] }),
  ],
  slots: (from, to, typeId) => daily(typeId === TYPE_ID ? ['09:00'] : ['18:30'])(from, to),
};

const sessionTitles = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('part') === 'session')
    .map((b) => b.querySelectorAll('b')[1]!.textContent);
const heading = (date: string) => screen.findByRole('heading', { name: `Sessions on ${formatDate(date, 'en')}` });
const message = (key: keyof typeof en, params: Record<string, string | number>) => t(en, key, params);

async function openFilters() {
  setup({ space: SPACE, config: { layout: 'schedule' } });
  await heading('2026-03-27');
  await waitFor(() => expect(sessionTitles()).toEqual(['Hatha Flow', 'Yin Evening']));
  const toggle = screen.getByRole('button', { name: en.filters });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('group', { name: en.filterPartOfDay })).toBeNull();
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return toggle;
}

describe('the schedule’s filters', () => {
  it('narrow to evenings on Tuesdays, count the week’s matches aloud, and keep them in the next week', async () => {
    const toggle = await openFilters();
    const parts = screen.getByRole('group', { name: en.filterPartOfDay });
    fireEvent.click(within(parts).getByRole('checkbox', { name: 'Evening, from 5:00 PM' }));
    await waitFor(() => expect(sessionTitles()).toEqual(['Yin Evening']));
    expect(toggle.textContent).toBe(message('filtersOn', { count: 1 }));
    expect(screen.getByText(message('sessionsMatch', { count: 7 }))).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(message('sessionsMatch', { count: 7 })));

    fireEvent.click(within(screen.getByRole('group', { name: en.filterWeekday })).getByRole('checkbox', { name: 'Tuesday' }));
    // Friday the 27th was shown; Tuesday the 31st is the week's only day left.
    expect(await heading('2026-03-31')).toBeTruthy();
    expect(sessionTitles()).toEqual(['Yin Evening']);
    // The week's days that still have sessions are marked, to the eye and in their names.
    const days = within(screen.getByRole('group', { name: en.scheduleDays })).getAllByRole('button');
    expect(days.map((b) => b.className)).toEqual(['', '', '', '', 'has-matches', '', '']);
    expect(days[4]!.textContent).toContain(message('daysWithTimes', { date: formatDate('2026-03-31', 'en') }));
    expect(days[3]!.textContent).not.toContain('times available');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${message('sessionsMatch', { count: 1 })} Sessions on ${formatDate('2026-03-31', 'en')}: 1.`));

    fireEvent.click(screen.getByRole('button', { name: en.nextWeek }));
    expect(await heading('2026-04-07')).toBeTruthy();
    await waitFor(() => expect(sessionTitles()).toEqual(['Yin Evening']));
    expect((within(screen.getByRole('group', { name: en.filterWeekday })).getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(message('sessionsMatch', { count: 1 }))).toBeTruthy();
  });

  it('say so when nothing matches, and clear with one button, focus on the heading', async () => {
    await openFilters();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Evening, from 5:00 PM' }));
    fireEvent.change(screen.getByLabelText(en.filterLongest), { target: { value: '60' } });
    expect(await screen.findByText(en.noSessionsMatch)).toBeTruthy();
    expect(screen.getByText(message('sessionsMatch', { count: 0 }))).toBeTruthy();
    const clears = screen.getAllByRole('button', { name: en.clearFilters });
    // One in the empty result, one in the filters.
    expect(clears).toHaveLength(2);
    fireEvent.click(clears.find((b) => b.closest('.filter-empty'))!);
    await waitFor(() => expect(sessionTitles()).toEqual(['Hatha Flow', 'Yin Evening']));
    expect(screen.queryByText(en.noSessionsMatch)).toBeNull();
    expect(screen.getByRole('button', { name: en.filters })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Evening, from 5:00 PM' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: en.scheduleHeading })));
  });

  it('offer each length the types last, and first-visit offers', async () => {
    await openFilters();
    const lengths = screen.getByLabelText(en.filterLongest);
    expect(within(lengths).getAllByRole('option').map((o) => o.textContent)).toEqual([en.anyLength, 'Up to 1 hr', 'Up to 1 hr 15 min']);
    fireEvent.click(screen.getByRole('checkbox', { name: en.filterNewHere }));
    await waitFor(() => expect(sessionTitles()).toEqual(['Hatha Flow']));
    // Clearing from the panel keeps focus on the disclosure.
    fireEvent.click(screen.getByRole('button', { name: en.clearFilters }));
    await waitFor(() => expect(sessionTitles()).toEqual(['Hatha Flow', 'Yin Evening']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.filters }));
  });

  it('list the weekdays from the day the interface’s week starts on, named in full', async () => {
    await openFilters();
    const names = within(screen.getByRole('group', { name: en.filterWeekday }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });
});
