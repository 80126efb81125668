// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../i18n/index';
import { en } from '../i18n/catalogs/en';
import { loadBookingStep } from './booking-step-file';
import { cleanup, daily, profileFixture, setup } from './testing';
import { holdIdlePeriods } from '../shared/when-idle.testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const halfHours = Array.from({ length: 48 }, (_, i) => `${String(i >> 1).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

// London's clocks go forward at 01:00 UTC on Sunday 29 March 2026; New York's went forward on 8 March.
const sunday = { slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']) };

describe('Slots', () => {
  it('names each slot with date, space time and zone, and the visitor local time across DST', async () => {
    setup({ space: sunday, visitorZone: 'America/New_York' });
    const slot = await screen.findByRole('button', { name: /9:00 AM/ });
    // 09:00 BST = 08:00Z = 04:00 EDT (not 05:00, which a fixed offset would give).
    expect(slot.textContent).toContain('your time 4:00 AM');
    const name = slot.getAttribute('aria-label')!;
    expect(name).toMatch(/^Sunday, March 29, 2026, 9:00 AM \((United Kingdom Time|Europe\/London)\) your time 4:00 AM/);
    // Every piece of text shown on the button is in its name too (label in name, WCAG 2.5.3).
    for (const shown of slot.querySelectorAll('b, small')) expect(name).toContain(shown.textContent!.trim());
    expect(screen.getByText(/Times are shown in (United Kingdom|Europe\/London)/)).toBeTruthy();
  });

  it('shows the local date when it differs from the space date', async () => {
    setup({
      space: { profile: profileFixture({ timezone: 'Asia/Tokyo' }), timezone: 'Asia/Tokyo', slots: daily(['08:00']) },
      visitorZone: 'America/Los_Angeles',
    });
    const slot = await screen.findByRole('button', { name: /8:00 AM/ });
    // 08:00 in Tokyo on Friday 27 March is 16:00 on Thursday 26 March in Los Angeles.
    expect(slot.textContent).toMatch(/your time Thu, Mar 26 4:00 PM/);
  });

  it('offers the times of a space whose zone the browser does not know in the space\'s time alone', async () => {
    const timezone = 'America/Nowhere_Test';
    const { store } = setup({ space: { profile: profileFixture({ timezone }), timezone, slots: daily(['09:00'], ['2026-03-26']) }, visitorZone: 'America/New_York' });
    const slot = await screen.findByRole('button', { name: /9:00 AM/ });
    expect(slot.getAttribute('aria-label')).toBe('Friday, March 27, 2026, 9:00 AM (America/Nowhere Test) ' + t(en, 'placesLeft', { count: 3 }));
    expect(slot.textContent).not.toContain('your time');
    expect(screen.getByText(t(en, 'timesShownIn', { zone: 'America/Nowhere Test' }))).toBeTruthy();
    fireEvent.click(slot);
    await waitFor(() => expect(store.step.value).toBe('details'));
    expect(store.slot.value).toMatchObject({ date: '2026-03-27', start_time: '09:00' });
  });

  it('shows no second time when the visitor is in the space timezone', async () => {
    setup({ space: sunday, visitorZone: 'Europe/London' });
    const slot = await screen.findByRole('button', { name: /9:00 AM/ });
    expect(slot.textContent).not.toContain('your time');
  });

  it("describes the month's other days in idle time, a day at a time, so that choosing one reads no clocks", async () => {
    // The booking step's file here already (an earlier test may have loaded it): no idle period goes to it.
    await loadBookingStep();
    const idle = holdIdlePeriods();
    setup({ space: { slots: daily(halfHours) }, visitorZone: 'America/New_York' });
    await screen.findByRole('heading', { name: /Times on Friday, March 27/ });
    // The effects run once the slots are painted.
    await waitFor(() => expect(idle.waiting.length).toBeGreaterThan(0));
    // March's five days with times (27 to 31), one per period.
    expect(idle.runAll()).toBe(5);
    const readClock = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    fireEvent.click(screen.getByRole('gridcell', { name: /March 30, 2026/ }));
    expect(await screen.findByRole('heading', { name: /Times on Monday, March 30/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /your time/ })).toHaveLength(48);
    expect(readClock).not.toHaveBeenCalled();
  });

  it('describes the month again in a new language', async () => {
    const idle = holdIdlePeriods();
    const view = setup({ space: { slots: daily(halfHours) }, visitorZone: 'America/New_York' });
    await screen.findByRole('heading', { name: /Times on Friday, March 27/ });
    await waitFor(() => expect(idle.waiting.length).toBeGreaterThan(0));
    idle.runAll();
    view.store.configure({ ...view.store.config.value, locale: 'de' });
    await waitFor(() => expect(view.store.interfaceLocale.value).toBe('de'));
    await waitFor(() => expect(idle.waiting.length).toBeGreaterThan(0));
    idle.runAll();
    const readClock = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    fireEvent.click(screen.getByRole('gridcell', { name: /30\. März 2026/ }));
    await waitFor(() => expect(view.store.date.value).toBe('2026-03-30'));
    await waitFor(() => expect(view.container.querySelector('h4')?.textContent).toMatch(/30\. März/));
    expect(readClock).not.toHaveBeenCalled();
  });

  it('stops describing the other days once the slots are gone', async () => {
    const idle = holdIdlePeriods();
    setup({ space: { slots: daily(halfHours) }, visitorZone: 'Asia/Tokyo' });
    await screen.findByRole('heading', { name: /Times on Friday, March 27/ });
    await waitFor(() => expect(idle.waiting.length).toBeGreaterThan(0));
    cleanup();
    const readClock = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    idle.runAll();
    expect(readClock).not.toHaveBeenCalled();
  });

  it('renders only the selected day, and switches days from the calendar', async () => {
    const { container } = setup({ space: { slots: daily(halfHours) } });
    await screen.findByRole('heading', { name: /Times on Friday, March 27/ });
    expect(container.querySelectorAll('[part=slot]')).toHaveLength(48);
    fireEvent.click(screen.getByRole('gridcell', { name: /March 30, 2026/ }));
    expect(await screen.findByRole('heading', { name: /Times on Monday, March 30/ })).toBeTruthy();
    expect(container.querySelectorAll('[part=slot]')).toHaveLength(48);
    expect(screen.getByRole('status').textContent).toBe(t(en, 'slotsFound', { count: 48, date: 'Monday, March 30, 2026' }));
  });

  it('leaves out full slots and shows places left', async () => {
    setup({
      space: {
        slots: (from) => [
          { date: from, start_time: '09:00', end_time: '10:00', remaining: 0 },
          { date: '2026-03-27', start_time: '11:00', end_time: '12:00', remaining: 2 },
        ],
      },
    });
    const slot = await screen.findByRole('button', { name: /11:00 AM/ });
    expect(slot.textContent).toContain('2 left');
    expect(screen.queryByRole('button', { name: /9:00 AM/ })).toBeNull();
  });

  it('goes to the form with the chosen slot and announces it in the event', async () => {
    const { events } = setup({ space: sunday });
    fireEvent.click(await screen.findByRole('button', { name: /6:30 PM/ }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your details'));
    expect(events.find((e) => e.name === 'space-booking:slot-selected')?.detail).toEqual({
      bookingTypeId: '11111111-1111-4111-8111-111111111111',
      date: '2026-03-29',
      startTime: '18:30',
      timezone: 'Europe/London',
    });
  });
});
