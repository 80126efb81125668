// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../i18n/index';
import { en } from '../i18n/catalogs/en';
import { cleanup, bookAsAnn, bookingFor, daily, profileFixture, setup, typeFixture } from './testing';

afterEach(cleanup);

async function book(options: Parameters<typeof setup>[0] = {}) {
  const view = setup({ space: { slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']) }, ...options });
  await bookAsAnn(view);
  return view;
}

describe('Confirmation', () => {
  it('says what was booked and when, in space time and the visitor local time', async () => {
    await book({ visitorZone: 'America/New_York' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe(en.bookedHeading));
    expect(screen.getByRole('status').textContent).toBe(en.bookedHeading);
    expect(screen.getByText('Hatha Flow')).toBeTruthy();
    expect(screen.getByText(/Sunday, March 29, 2026 at 9:00 AM \(/)).toBeTruthy();
    expect(screen.getByText(t(en, 'bookedLocalWhen', { date: 'Sunday, March 29, 2026', time: '4:00 AM' }))).toBeTruthy();
  });

  it('offers an .ics file with the absolute instant of the slot', async () => {
    await book({ visitorZone: 'Asia/Tokyo' });
    // Its code loads on demand (from the details step on): the link follows once it is there.
    const link = await screen.findByRole('link', { name: en.addToCalendar });
    expect(link.getAttribute('download')).toMatch(/\.ics$/);
    const ics = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    // 09:00 on the first day of British Summer Time is 08:00 UTC; the type lasts 60 minutes.
    expect(ics).toContain('DTSTART:20260329T080000Z');
    expect(ics).toContain('DTEND:20260329T090000Z');
    expect(ics).toContain('Hatha Flow');
  });

  it.each([
    // The booking's own end counts, even where it is not its type's duration after the start.
    ['09:30', 'DTEND:20260329T083000Z'],
    // An end that is no `HH:MM`, or no later than the start: the type's hour counts.
    ['half past nine', 'DTEND:20260329T090000Z'],
    ['09:00', 'DTEND:20260329T090000Z'],
  ])('ends the .ics file at the booking’s end time %s', async (end, dtend) => {
    await book({ space: { slots: daily(['09:00'], ['2026-03-27', '2026-03-28']), book: (body) => ({ ...bookingFor(body), scheduled_end_time: end }) } });
    const link = await screen.findByRole('link', { name: en.addToCalendar });
    const ics = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toContain('DTSTART:20260329T080000Z');
    expect(ics).toContain(dtend);
  });

  it('ends the .ics file at the booking’s end time, on the next day when it ends after midnight', async () => {
    // Without a duration to go by too.
    const view = setup({
      space: {
        types: [typeFixture({ duration_minutes: 0 })],
        slots: daily(['23:00']),
        book: (body) => ({ ...bookingFor(body), scheduled_end_time: '00:30' }),
      },
    });
    fireEvent.click(await view.findByRole('button', { name: /11:00 PM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    const link = await screen.findByRole('link', { name: en.addToCalendar });
    const ics = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    // London is on GMT on 27 March: 23:00 is 23:00 UTC, and 00:30 is the next morning.
    expect(ics).toContain('DTSTART:20260327T230000Z');
    expect(ics).toContain('DTEND:20260328T003000Z');
  });

  it.each([
    // London springs forward that night: 01:00 on the 30th is 00:00 UTC, not 01:00.
    ['Europe/London', '2026-03-29', 'DTSTART:20260329T220000Z', 'DTEND:20260330T000000Z'],
    // Sydney falls back that night: 01:00 on the 6th is 15:00 UTC on the 5th, not 14:00.
    ['Australia/Sydney', '2026-04-05', 'DTSTART:20260405T130000Z', 'DTEND:20260405T150000Z'],
  ])('in %s, a session from 23:00 on %s to 01:00 ends in the calendar file when the clocks say', async (timezone, date, start, end) => {
    const view = setup({
      space: {
        profile: profileFixture({ timezone }),
        timezone,
        // No duration to go by: the booking's end time counts.
        types: [typeFixture({ duration_minutes: 0 })],
        slots: () => [{ date, start_time: '23:00', end_time: '01:00', remaining: 3 }],
        book: (body) => ({ ...bookingFor(body), scheduled_end_time: '01:00' }),
      },
    });
    fireEvent.click(await view.findByRole('button', { name: /11:00 PM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    const link = await screen.findByRole('link', { name: en.addToCalendar });
    const ics = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toContain(start);
    expect(ics).toContain(end);
  });

  it.each([
    // A start the clocks skip: an hour from the start, not a day-long event.
    ['Europe/London', '2026-03-29', '01:30', '02:30', '20260329T013000Z', '20260329T023000Z', '2026-03-29T02:30:00+01:00', '2026-03-29T03:30:00+01:00'],
    ['America/New_York', '2026-03-08', '02:00', '03:00', '20260308T070000Z', '20260308T080000Z', '2026-03-08T03:00:00-04:00', '2026-03-08T04:00:00-04:00'],
    // The clocks going back during the session: its 60 minutes, not two hours.
    ['Europe/London', '2026-10-25', '01:30', '02:30', '20261025T003000Z', '20261025T013000Z', '2026-10-25T01:30:00+01:00', '2026-10-25T01:30:00+00:00'],
  ])('in %s, a 60-minute session on %s %s–%s: the file, Google and Outlook agree', async (timezone, date, start, end, utcStart, utcEnd, outlookStart, outlookEnd) => {
    const view = setup({
      now: () => new Date(`${date}T00:00:00Z`),
      visitorZone: 'Asia/Tokyo',
      space: {
        profile: profileFixture({ timezone }),
        timezone,
        slots: () => [{ date, start_time: start, end_time: end, remaining: 3 }],
        book: (body) => ({ ...bookingFor(body), scheduled_end_time: end }),
      },
    });
    fireEvent.click(await view.findByRole('button', { name: new RegExp(`${Number(start.slice(0, 2))}:${start.slice(3)} AM`) }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    const file = await screen.findByRole('link', { name: en.addToCalendar });
    const ics = decodeURIComponent(file.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toContain(`DTSTART:${utcStart}`);
    expect(ics).toContain(`DTEND:${utcEnd}`);
    const google = new URL(screen.getByRole('link', { name: en.addToGoogleCalendar }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe(`${utcStart}/${utcEnd}`);
    const outlook = new URL(screen.getByRole('link', { name: en.addToOutlook }).getAttribute('href')!);
    expect([outlook.searchParams.get('startdt'), outlook.searchParams.get('enddt')]).toEqual([outlookStart, outlookEnd]);
    // Nothing the visitor typed goes to a calendar service.
    expect(google.href + outlook.href).not.toMatch(/ann/i);
  });

  it('for a space whose zone the browser does not know, says when in the space’s time, with neither a local line nor a calendar file', async () => {
    const timezone = 'America/Nowhere_Test';
    const view = await book({ visitorZone: 'Asia/Tokyo', space: { profile: profileFixture({ timezone }), timezone, slots: daily(['09:00', '18:30'], ['2026-03-26', '2026-03-27', '2026-03-28']) } });
    expect(screen.getByText(/Sunday, March 29, 2026 at 9:00 AM \(America\/Nowhere Test\)/)).toBeTruthy();
    expect(screen.queryByText(/your time/)).toBeNull();
    // The calendar file's code has loaded (the form asked for it), yet there is no link: no instant to write.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: en.addToCalendar })).toBeNull();
    expect(view.events.map((e) => e.name)).toContain('space-booking:booked');
    expect(view.events.map((e) => e.name)).not.toContain('space-booking:error');
  });

  it('dispatches the booked event with the created booking', async () => {
    const { events } = await book();
    const booked = events.find((e) => e.name === 'space-booking:booked')?.detail as { booking: { scheduled_start_time: string } };
    expect(booked.booking.scheduled_start_time).toBe('09:00');
    expect(events.map((e) => e.name)).toEqual([
      'space-booking:ready',
      'space-booking:type-selected',
      'space-booking:slot-selected',
      'space-booking:submit',
      'space-booking:booked',
    ]);
  });

  it('books another session, keeping name and email and refreshing the times', async () => {
    const { store, calls } = await book();
    const before = calls.filter((c) => c.method === 'availability').length;
    fireEvent.click(screen.getByRole('button', { name: en.bookAnother }));
    expect(await screen.findByRole('heading', { name: en.dateHeading })).toBeTruthy();
    expect(store.form.value).toMatchObject({ name: 'Ann', email: 'ann@example.com', notes: '', consent: false });
    expect(calls.filter((c) => c.method === 'availability').length).toBe(before + 1);
    expect(calls.at(-1)?.args[3]).toMatchObject({ fresh: true });
  });
});
