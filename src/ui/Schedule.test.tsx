// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { ar } from '../i18n/catalogs/ar';
import { en } from '../i18n/catalogs/en';
import { formatDate } from '../i18n/format';
import { isolate, t } from '../i18n/index';
import { scheduleOf } from './Schedule';
import { cleanup, daily, profileFixture, setup, speaks, TYPE_ID, TYPE_ID_2, typeFixture, type FakeSpace } from './testing';

afterEach(cleanup);

const TWO_TYPES: FakeSpace = {
  types: [
    typeFixture({ categories: ['yoga'] }),
    typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin Evening', duration_minutes: 75, price_amount: 0, categories: ['rest'] }),
  ],
  slots: (from, to, typeId) => daily(typeId === TYPE_ID ? ['09:00'] : ['18:30'])(from, to),
};

const schedule = (space: FakeSpace = TWO_TYPES, visitorZone = 'Europe/London') =>
  setup({ space, visitorZone, config: { layout: 'schedule' } });
const on = (date: string) => `Sessions on ${formatDate(date, 'en')}`;
const sessionButtons = () => screen.getAllByRole('button').filter((b) => b.getAttribute('part') === 'session');

describe('the schedule layout', () => {
  it('shows every type’s sessions of the space’s today first, with title, duration, price and places left', async () => {
    const { calls } = schedule();
    expect(await screen.findByRole('heading', { name: en.scheduleHeading })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: on('2026-03-27') })).toBeTruthy();
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    const [morning, evening] = sessionButtons();
    expect(morning!.textContent).toBe('9:00 AMHatha Flow1 hr · £15.003 left');
    expect(evening!.textContent).toBe('6:30 PMYin Evening1 hr 15 min · Free3 left');
    // One request per type, for the week from today; no type's whole window.
    const asked = calls.filter((c) => c.method === 'availability').map((c) => [c.args[1], c.args[2]]);
    expect(asked).toEqual([
      [TYPE_ID, { from: '2026-03-27', to: '2026-04-02' }],
      [TYPE_ID_2, { from: '2026-03-27', to: '2026-04-02' }],
    ]);
    expect(screen.getByRole('status').textContent).toBe(`${on('2026-03-27')}: 2.`);
  });

  it('marks the space’s titles and categories with the language they are written in, inside an Arabic interface', async () => {
    const types = (locale: string) => (locale === 'en' ? TWO_TYPES.types as ReturnType<typeof typeFixture>[] : []);
    const { store } = setup({ space: { ...TWO_TYPES, types, profile: profileFixture({ locales: ['en'] }) }, config: { layout: 'schedule', locale: 'ar' } });
    await speaks(store, 'ar');
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    const title = within(sessionButtons()[0]!).getByText('Hatha Flow');
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['en', 'ltr']);
    const category = screen.getByRole('option', { name: 'yoga' });
    expect(category.getAttribute('lang')).toBe('en');
    // The days by their narrow names (Arabic's short ones are the full names), from Friday the 27th.
    const days = await waitFor(() => within(screen.getByRole('group', { name: ar.scheduleDays })).getAllByRole('button'));
    expect(days.map((day) => day.querySelector('span')!.textContent)).toEqual(['ج', 'س', 'ح', 'ن', 'ث', 'ر', 'خ']);
  });

  it('counts each press of the week buttons, also two before the next render', async () => {
    const { store } = schedule();
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    const next = screen.getByRole('button', { name: en.nextWeek });
    // Two presses within one task: the second comes before the render of the first.
    act(() => {
      next.click();
      next.click();
    });
    expect(scheduleOf(store).week.value).toBe(2);
    const previous = screen.getByRole('button', { name: en.previousWeek });
    act(() => {
      previous.click();
      previous.click();
    });
    expect(scheduleOf(store).week.value).toBe(0);
  });

  it('shows the visitor’s own time only when it differs from the space’s', async () => {
    schedule(TWO_TYPES, 'Europe/London');
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    expect(screen.queryByText(/your time/)).toBeNull();
    cleanup();
    schedule(TWO_TYPES, 'America/New_York');
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    expect(sessionButtons()[0]!.textContent).toContain('your time 5:00 AM');
    expect(sessionButtons()[1]!.textContent).toContain('your time 2:30 PM');
  });

  it('moves through the days and weeks of the bookable window', async () => {
    const { calls } = schedule();
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    const days = within(screen.getByRole('group', { name: en.scheduleDays })).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(days[2]!);
    expect(await screen.findByRole('heading', { name: on('2026-03-29') })).toBeTruthy();
    expect((screen.getByRole('button', { name: en.previousWeek }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: en.nextWeek }));
    expect(await screen.findByRole('heading', { name: on('2026-04-03') })).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'availability')).toHaveLength(4));
    expect(calls.filter((c) => c.method === 'availability').slice(2).map((c) => c.args[2])).toEqual([
      { from: '2026-04-03', to: '2026-04-09' },
      { from: '2026-04-03', to: '2026-04-09' },
    ]);
  });

  it('filters by type and by category', async () => {
    schedule();
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(en.filterType), { target: { value: TYPE_ID_2 } });
    await waitFor(() => expect(sessionButtons().map((b) => b.textContent)).toEqual(['6:30 PMYin Evening1 hr 15 min · Free3 left']));
    fireEvent.change(screen.getByLabelText(en.filterType), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(en.filterCategory), { target: { value: 'yoga' } });
    await waitFor(() => expect(sessionButtons().map((b) => b.textContent)).toEqual(['9:00 AMHatha Flow1 hr · £15.003 left']));
  });

  it('a type whose times fail says so in its place with Try again, while another type books', async () => {
    let failing = true;
    const space: FakeSpace = {
      ...TWO_TYPES,
      slots: (from, to, typeId) => {
        if (typeId === TYPE_ID_2 && failing) throw new ApiError({ kind: 'http', status: 500, message: 'down' });
        return TWO_TYPES.slots!(from, to, typeId);
      },
    };
    const { events, calls } = schedule(space);
    // The type's title is isolated within the sentence (see isolate).
    const failed = t(en, 'typeFailed', { type: isolate('Yin Evening') });
    expect(failed).toBe('The times of \u2068Yin Evening\u2069 could not be loaded.');
    expect(await screen.findByText(failed)).toBeTruthy();
    await waitFor(() => expect(sessionButtons()).toHaveLength(1));
    // The live region says it too, after the count of the sessions that did load.
    const found = (count: number) => t(en, 'sessionsFound', { count, date: formatDate('2026-03-27', 'en') });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${found(1)} ${t(en, 'typesFailed', { count: 1 })}`));

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: t(en, 'retryType', { type: isolate('Yin Evening') }) }));
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    expect(screen.queryByText(failed)).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(found(2)));
    expect(calls.filter((c) => c.method === 'availability' && c.args[1] === TYPE_ID_2).at(-1)!.args[3]).toMatchObject({ fresh: true });

    // Choosing a session goes straight to the details form.
    fireEvent.click(sessionButtons()[0]!);
    expect(await screen.findByRole('heading', { name: en.formHeading })).toBeTruthy();
    expect(screen.getByText('Hatha Flow')).toBeTruthy();
    expect(events.filter((e) => e.name !== 'space-booking:ready').map((e) => [e.name, e.detail])).toEqual([
      ['space-booking:type-selected', { bookingTypeId: TYPE_ID, slug: 'hatha', title: 'Hatha Flow', priceAmount: 1500, currency: 'GBP' }],
      ['space-booking:slot-selected', { bookingTypeId: TYPE_ID, date: '2026-03-27', startTime: '09:00', timezone: 'Europe/London' }],
    ]);
    fireEvent.input(screen.getByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(screen.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    expect(await screen.findByRole('heading', { name: en.bookedHeading })).toBeTruthy();
    expect(calls.find((c) => c.method === 'createBooking')!.args[1]).toMatchObject({ booking_type_id: TYPE_ID, scheduled_date: '2026-03-27', scheduled_start_time: '09:00' });
  });

  it('says nothing of the schedule while the details form takes its place, also on a change of language', async () => {
    const { store } = schedule();
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(on('2026-03-27')));
    fireEvent.click(sessionButtons()[0]!);
    expect(await screen.findByRole('heading', { name: en.formHeading })).toBeTruthy();
    const typesBefore = store.types.value;
    act(() => store.configure({ ...store.config.value, locale: 'en-GB' }));
    // The types in the new locale are here and the form's date is in British English.
    await waitFor(() => expect(store.types.value).not.toBe(typesBefore));
    expect(await screen.findByText(/Friday, 27 March 2026 at 09:00/)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status').textContent).not.toContain('Sessions on');
  });

  it('goes on showing every type’s sessions after the space’s midnight', async () => {
    let now = new Date('2026-03-27T23:30:00Z');
    const { store } = setup({ space: TWO_TYPES, visitorZone: 'Europe/London', config: { layout: 'schedule' }, now: () => now });
    expect(await screen.findByRole('heading', { name: on('2026-03-27') })).toBeTruthy();
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    // 00:30 on Saturday 28 March in London.
    now = new Date('2026-03-28T00:30:00Z');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    expect(await screen.findByRole('heading', { name: on('2026-03-28') })).toBeTruthy();
    expect(store.availability.today.value).toBe('2026-03-28');
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    expect(screen.queryByText(en.noSessionsOnDay)).toBeNull();
  });

  it('Back from the form returns to the schedule where the visitor left it', async () => {
    schedule();
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    fireEvent.click(within(screen.getByRole('group', { name: en.scheduleDays })).getAllByRole('button')[1]!);
    await waitFor(() => expect(sessionButtons()).toHaveLength(2));
    fireEvent.click(sessionButtons()[1]!);
    fireEvent.click(await screen.findByRole('button', { name: en.back }));
    expect(await screen.findByRole('heading', { name: on('2026-03-28') })).toBeTruthy();
  });
});
