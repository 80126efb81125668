// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, daily, profileFixture, setup, speaks, TYPE_ID } from './testing';

afterEach(cleanup);

const dayCell = (name: RegExp) => screen.getByRole('gridcell', { name });

describe('Calendar', () => {
  it('selects the earliest date with open slots and shows its slots', async () => {
    const { store } = setup({ space: { slots: daily(['09:00'], ['2026-03-27', '2026-03-28']) } });
    expect(await screen.findByRole('heading', { name: /Times on Sunday, March 29, 2026/ })).toBeTruthy();
    expect(store.date.value).toBe('2026-03-29');
    expect(dayCell(/March 29, 2026/).getAttribute('aria-selected')).toBe('true');
  });

  it("takes today in the space's timezone, not the visitor's", async () => {
    // 09:00Z on 27 March is still 26 March in Pago Pago (UTC-11); the visitor is in London.
    const { store } = setup({
      space: { profile: profileFixture({ timezone: 'Pacific/Pago_Pago' }), timezone: 'Pacific/Pago_Pago' },
    });
    await screen.findByRole('heading', { name: /Times on/ });
    expect(store.availability.today.value).toBe('2026-03-26');
    expect(store.date.value).toBe('2026-03-26');
  });

  it('drops slots before today that a wide early request returned', async () => {
    // booking-type as id: availability leaves before the zone is known and covers a day either side.
    const { store, calls } = setup({
      config: { bookingType: TYPE_ID },
      space: { profile: profileFixture({ timezone: 'Pacific/Kiritimati' }), timezone: 'Pacific/Kiritimati' },
    });
    await screen.findByRole('heading', { name: /Times on/ });
    expect(calls[0]?.method).toBe('availability');
    expect(calls[0]?.args[2]).toEqual({ from: '2026-03-26', to: '2026-05-27' });
    // 09:00Z is 23:00 on the 27th in Kiritimati (UTC+14).
    expect(store.date.value).toBe('2026-03-27');
    expect(store.availability.of(TYPE_ID).value.byDate.has('2026-03-26')).toBe(false);
    // The early request already held the end of the window (today + 61): no second round trip for it.
    expect(store.availability.lastDay.value).toBe('2026-05-27');
    expect(store.availability.of(TYPE_ID).value.byDate.has('2026-05-27')).toBe(true);
    expect(store.availability.of(TYPE_ID).value.byDate.has('2026-05-28')).toBe(false);
    expect(calls.filter((c) => c.method === 'availability')).toHaveLength(1);
  });

  it('shows the days of a space whose zone the browser does not know, from the day before the UTC date', async () => {
    const timezone = 'America/Nowhere_Test';
    const { store, events } = setup({ space: { profile: profileFixture({ timezone }), timezone, slots: daily(['09:00'], ['2026-03-26']) } });
    expect(await screen.findByRole('heading', { name: /Times on Friday, March 27, 2026/ })).toBeTruthy();
    expect([store.availability.today.value, store.availability.lastDay.value]).toEqual(['2026-03-26', '2026-05-28']);
    expect(dayCell(/March 27, 2026, times available/).getAttribute('aria-selected')).toBe('true');
    expect(dayCell(/^Thursday, March 26, 2026$/).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(events.map((e) => e.name)).not.toContain('space-booking:error');
  });

  it('moves today on when the page comes back after the space\'s midnight: the day gone by is no longer offered', async () => {
    let now = new Date('2026-03-27T23:30:00Z');
    const { store } = setup({ space: { slots: daily(['09:00', '23:45']) }, now: () => now });
    expect(await screen.findByRole('heading', { name: /Times on Friday, March 27, 2026/ })).toBeTruthy();
    now = new Date('2026-03-28T00:30:00Z');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(dayCell(/^Friday, March 27, 2026$/).getAttribute('aria-disabled')).toBe('true'));
    expect(store.availability.today.value).toBe('2026-03-28');
    expect(store.availability.firstDate(TYPE_ID)).toBe('2026-03-28');
    // Friday's times are gone: the first day of the window is chosen, as on arrival, and the grid's tab stop is there.
    expect(await screen.findByRole('heading', { name: /Times on Saturday, March 28, 2026/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Times on Friday/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /March 27, 2026, 11:45 PM/ })).toBeNull();
    expect(dayCell(/March 28, 2026, times available/).getAttribute('aria-selected')).toBe('true');
    expect(dayCell(/March 28, 2026, times available/).getAttribute('tabindex')).toBe('0');
    expect(dayCell(/^Friday, March 27, 2026$/).getAttribute('tabindex')).toBeNull();
  });

  it('moves focus from a day the space\'s midnight leaves behind to the new tab stop, not to the page', async () => {
    let now = new Date('2026-03-27T23:30:00Z');
    setup({ space: { slots: daily(['09:00'], ['2026-03-27']) }, now: () => now });
    expect(await screen.findByRole('heading', { name: /Times on Saturday, March 28, 2026/ })).toBeTruthy();
    const friday = dayCell(/^Friday, March 27, 2026$/);
    friday.focus();
    now = new Date('2026-03-28T00:30:00Z');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(friday.getAttribute('tabindex')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(dayCell(/March 28, 2026, times available/)));
  });

  it('takes the day gone by out at the space\'s midnight, while the new window is still on its way', async () => {
    let now = new Date('2026-03-27T23:30:00Z');
    // Saturday 28 March has no times; Friday and Sunday do.
    const { store } = setup({ space: { slots: daily(['09:00', '23:45'], ['2026-03-28']) }, now: () => now });
    expect(await screen.findByRole('heading', { name: /Times on Friday, March 27, 2026/ })).toBeTruthy();
    // The answer for the new window takes its time.
    store.client()!.availability = () => new Promise(() => {});
    now = new Date('2026-03-28T00:30:00Z');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(store.availability.today.value).toBe('2026-03-28'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Times on Friday/ })).toBeNull());
    expect(store.availability.firstDate(TYPE_ID)).toBe('2026-03-29');
    expect(dayCell(/March 27, 2026/).getAttribute('aria-label')).toBe('Friday, March 27, 2026');
    // The grid keeps its one tab stop.
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('shows the new month when the space\'s midnight that ends a month passes with the page open', async () => {
    let now = new Date('2026-03-31T22:30:00Z');
    const { store } = setup({ space: { slots: daily(['09:00', '23:45']) }, now: () => now });
    expect(await screen.findByRole('heading', { name: /Times on Tuesday, March 31, 2026/ })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    // 00:30 on 1 April in London.
    now = new Date('2026-03-31T23:30:00Z');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    expect(await screen.findByRole('grid', { name: 'April 2026' })).toBeTruthy();
    expect(store.availability.today.value).toBe('2026-04-01');
    // Nothing of March is offered; the grid keeps its one tab stop, on the new first day.
    expect(screen.queryByRole('heading', { name: /Times on Tuesday/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(dayCell(/April 1, 2026, times available/).getAttribute('tabindex')).toBe('0'));
  });

  it('marks the days that have slots and names them for screen readers', async () => {
    setup({ space: { slots: daily(['09:00'], ['2026-03-28']) } });
    await screen.findByRole('grid');
    const open = dayCell(/March 27, 2026, times available/);
    expect(open.className).toContain('s');
    const closed = dayCell(/^Saturday, March 28, 2026$/);
    expect(closed.getAttribute('aria-disabled')).toBe('true');
  });

  it('moves between the months of the 62-day window only, without refetching what it has', async () => {
    const { calls } = setup();
    const grid = await screen.findByRole('grid');
    const prev = screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement;
    expect(grid.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    expect(await screen.findByText('April 2026')).toBeTruthy();
    fireEvent.click(next);
    expect(await screen.findByText('May 2026')).toBeTruthy();
    expect(next.disabled).toBe(true);
    // The last bookable day is today + 61.
    expect(dayCell(/May 27, 2026/).getAttribute('tabindex')).not.toBeNull();
    expect(dayCell(/May 28, 2026/).getAttribute('tabindex')).toBeNull();
    const ranges = calls.filter((c) => c.method === 'availability').map((c) => c.args[2]);
    expect(ranges).toEqual([{ from: '2026-03-27', to: '2026-05-27' }]);
  });

  it('counts each press of the month buttons, also two before the next render, and stays within the window', async () => {
    const { store } = setup();
    await screen.findByRole('grid');
    const prev = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(store.month.value).toBe('2026-05');
    fireEvent.click(next);
    expect(store.month.value).toBe('2026-05');
    fireEvent.click(prev);
    fireEvent.click(prev);
    fireEvent.click(prev);
    expect(store.month.value).toBe('2026-03');
  });

  it('counts every key pressed before the grid renders again: two ArrowRights move two days, then Enter chooses there', async () => {
    const { store } = setup();
    const grid = await screen.findByRole('grid');
    const start = within(grid).getAllByRole('gridcell').find((c) => c.getAttribute('tabindex') === '0')!;
    expect(start.getAttribute('data-d')).toBe('2026-03-27');
    // Dispatched as a browser does, one after the other within a task: no render comes between.
    for (const key of ['ArrowRight', 'ArrowRight', 'Enter']) start.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    expect(store.date.value).toBe('2026-03-29');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-d')).toBe('2026-03-29'));
  });

  it('is a grid with one tab stop, arrow keys, PageDown and Enter', async () => {
    const { store } = setup();
    const grid = await screen.findByRole('grid');
    const tabbable = () => within(grid).getAllByRole('gridcell').filter((c) => c.getAttribute('tabindex') === '0');
    expect(tabbable()).toHaveLength(1);
    expect(tabbable()[0]?.getAttribute('aria-label')).toMatch(/March 27/);
    fireEvent.keyDown(tabbable()[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/March 28/));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(store.date.value).toBe('2026-03-28');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/April 28/));
    expect(store.month.value).toBe('2026-04');
    expect(tabbable()).toHaveLength(1);
  });

  // March 2026 starts on a Sunday.
  it.each([
    ['en-US', 'Sunday', ['2026-03-01', '2026-03-07']],
    ['en-GB', 'Monday', [null, '2026-03-01']],
    ['ar-EG', 'السبت', [null, '2026-03-06']],
  ])('starts its weeks where %s does, on %s', async (locale, firstDay, [firstCell, lastCell]) => {
    const { store } = setup({ config: { locale } });
    await speaks(store, locale);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe(firstDay);
    const firstWeek = within(within(grid).getAllByRole('row')[1]!).getAllByRole('gridcell');
    expect([firstWeek[0]?.getAttribute('data-d') ?? null, firstWeek[6]?.getAttribute('data-d')]).toEqual([firstCell, lastCell]);
  });

  it('names the days of an Arabic week by their narrow names, whose short names are the full ones', async () => {
    const { store } = setup({ config: { locale: 'ar' } });
    await speaks(store, 'ar');
    const headers = within(await screen.findByRole('grid')).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
    expect(headers[5]?.getAttribute('abbr')).toBe('الخميس');
  });

  it('mirrors left and right in right-to-left locales and keeps keys within the window', async () => {
    const { store } = setup({ config: { locale: 'ar' } });
    await speaks(store, 'ar');
    const grid = await screen.findByRole('grid');
    const focused = () => document.activeElement?.getAttribute('data-d');
    const press = async (key: string, date: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      await waitFor(() => expect(focused()).toBe(date));
    };
    const start = within(grid).getAllByRole('gridcell').find((c) => c.getAttribute('tabindex') === '0')!;
    expect(start.getAttribute('data-d')).toBe('2026-03-27');
    start.focus();
    await press('ArrowLeft', '2026-03-28');
    await press('ArrowRight', '2026-03-27');
    // Today is the window's first day.
    await press('ArrowRight', '2026-03-27');
    await press('Home', '2026-03-27');
    // An Arabic week runs from Saturday to Friday: Friday 27 March ends one, and Saturday 28 starts the next.
    await press('End', '2026-03-27');
    await press('ArrowLeft', '2026-03-28');
    await press('End', '2026-04-03');
    await press('PageDown', '2026-05-03');
    expect(store.month.value).toBe('2026-05');
    await press('PageDown', '2026-05-27');
    await press('ArrowDown', '2026-05-27');
    await press('ArrowLeft', '2026-05-27');
    expect(store.month.value).toBe('2026-05');
    await press(' ', '2026-05-27');
    expect(store.date.value).toBe('2026-05-27');
    expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('says so when no day in the window has slots', async () => {
    setup({ space: { slots: () => [] } });
    expect(await screen.findByText('No open times in the next 62 days.')).toBeTruthy();
  });

  describe('bookable days at a glance', () => {
    it('marks bookable days, describes past and closed ones as not available, and marks today', async () => {
      setup({ space: { slots: daily(['09:00'], ['2026-03-28']) } });
      await screen.findByRole('grid');
      const today = dayCell(/March 27, 2026, times available/);
      expect(today.getAttribute('aria-current')).toBe('date');
      expect(today.className).toBe('has-times');
      expect(today.getAttribute('aria-describedby')).toBeNull();
      const closed = dayCell(/^Saturday, March 28, 2026$/);
      const past = dayCell(/^Thursday, March 26, 2026$/);
      for (const [cell, status] of [[closed, 'closed'], [past, 'past']] as const) {
        expect(cell.getAttribute('aria-disabled')).toBe('true');
        expect(cell.className).toBe(status);
        expect(cell.getAttribute('aria-current')).toBeNull();
        const description = cell.getAttribute('aria-describedby')!;
        expect(cell.getRootNode() instanceof Document && document.getElementById(description)?.textContent).toBe('Not available');
      }
      // As before: a closed day in the window can be reached with the arrow keys, a past one cannot.
      expect(closed.getAttribute('tabindex')).toBe('-1');
      expect(past.getAttribute('tabindex')).toBeNull();
      expect(dayCell(/March 29, 2026, times available/).getAttribute('aria-current')).toBeNull();
    });

    it('says a month without times has none, and its button shows the next month that has some, focus on its first day', async () => {
      // Times until 31 March, then none until 5 May.
      const slots = (from: string, to: string) => daily(['09:00'])(from, to).filter((slot) => slot.date <= '2026-03-31' || slot.date >= '2026-05-05');
      const { store } = setup({ space: { slots } });
      await screen.findByRole('grid');
      expect(screen.queryByText('No times to book in March 2026.')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
      expect(await screen.findByText('No times to book in April 2026.')).toBeTruthy();
      const show = screen.getByRole('button', { name: 'Show May 2026' });
      expect(show.closest('[aria-live="polite"]')).toBeTruthy();
      fireEvent.click(show);
      expect(await screen.findByText('May 2026')).toBeTruthy();
      expect(store.month.value).toBe('2026-05');
      await waitFor(() => expect(document.activeElement).toBe(dayCell(/May 5, 2026, times available/)));
      expect(screen.queryByText(/No times to book/)).toBeNull();
    });

    it('offers no month when no later month has times, and says nothing of months while the window is empty', async () => {
      const slots = (from: string, to: string) => daily(['09:00'])(from, to).filter((slot) => slot.date <= '2026-03-31');
      setup({ space: { slots } });
      await screen.findByRole('grid');
      fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
      expect(await screen.findByText('No times to book in April 2026.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
      cleanup();
      setup({ space: { slots: () => [] } });
      await screen.findByRole('grid');
      expect(await screen.findByText('No open times in the next 62 days.')).toBeTruthy();
      expect(screen.queryByText(/No times to book/)).toBeNull();
    });
  });
});
