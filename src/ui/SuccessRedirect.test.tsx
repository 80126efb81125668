// @vitest-environment jsdom
import { h } from 'preact';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { enBookingStep } from '../i18n/catalogs/en-booking-step';
import { addEnglish, t } from '../i18n/index';
import { markFramePage } from '../shared/frame-page';
import { Confirmation } from './Confirmation';
import { SuccessRedirect } from './SuccessRedirect';
import { bookingFor, cleanup, createTestStore, typeFixture, TYPE_ID } from './testing';

const booking = bookingFor({
  booking_type_id: TYPE_ID,
  scheduled_date: '2026-03-29',
  scheduled_start_time: '09:00',
  customer: { name: 'Ann Lee', email: 'ann@example.com' },
  source: 'external_partner',
  marketing_consent: false,
  notes: 'Knee injury',
});

// The booking step's English, as its file adds it when it loads.
addEnglish(enBookingStep);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  markFramePage(false);
});

/** A booked widget's store: the host's `success-url`, and where the page would go. */
function booked(successUrl: string) {
  const navigate = vi.fn<(url: string) => void>();
  const { store } = createTestStore({ config: { successUrl }, navigate });
  store.types.value = [typeFixture()];
  store.zone.value = 'Europe/London';
  store.booking.value = booking;
  return { store, navigate };
}

const seconds = (n: number) => t(en, 'continuingIn', { wait: n === 1 ? '1 second' : `${n} seconds` });
/** Seconds pass, each one rendered before the next. */
const advance = (ms: number) => {
  for (let passed = 0; passed < ms; passed += 1000) act(() => {
      vi.advanceTimersByTime(Math.min(1000, ms - passed));
    });
};

describe('success-url', () => {
  it('offers Continue to the host’s page with the booking’s id and the type’s slug, and nothing personal', () => {
    const { store } = booked('https://harbour.example/thanks?from=widget');
    render(<SuccessRedirect store={store} booking={booking} held={false} />);
    const link = screen.getByRole('link', { name: en.continueOn });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://harbour.example/thanks');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'widget', booking: booking.id, type: 'hatha' });
    expect(url.href).not.toMatch(/ann|knee/i);
    expect(link.getAttribute('target')).toBeNull();
  });

  it('goes there after 8 seconds, counting them down, and says so once', () => {
    const { store, navigate } = booked('https://harbour.example/thanks');
    render(<SuccessRedirect store={store} booking={booking} held={false} />);
    expect(screen.getByText(seconds(8))).toBeTruthy();
    expect(store.announcement.value).toEqual([['bookedHeading'], ['continuingIn', { wait: '8 seconds' }]]);
    advance(7000);
    expect(screen.getByText(seconds(1))).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    advance(1000);
    expect(navigate.mock.calls).toEqual([[`https://harbour.example/thanks?booking=${booking.id}&type=hatha`]]);
    advance(10_000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('stays on the page when the visitor asks, with focus on Continue', () => {
    const { store, navigate } = booked('https://harbour.example/thanks');
    render(<SuccessRedirect store={store} booking={booking} held={false} />);
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: en.stayOnPage }));
    expect(screen.queryByText(seconds(5))).toBeNull();
    expect(screen.queryByRole('button', { name: en.stayOnPage })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: en.continueOn }));
    advance(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays on the page once the visitor does something on the confirmation', () => {
    const { store, navigate } = booked('https://harbour.example/thanks');
    render(<Confirmation store={store} />);
    advance(2000);
    fireEvent.keyDown(screen.getByRole('heading', { name: en.bookedHeading }), { key: 'Tab' });
    expect(screen.queryByRole('button', { name: en.stayOnPage })).toBeNull();
    advance(60_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: en.continueOn })).toBeTruthy();
  });

  it('without success-url, the confirmation neither offers Continue nor goes anywhere', () => {
    const { store, navigate } = booked('');
    render(<Confirmation store={store} />);
    expect(screen.queryByRole('link', { name: en.continueOn })).toBeNull();
    expect(screen.queryByText(seconds(8))).toBeNull();
    advance(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('in the iframe page, opens Continue in the top page on the visitor’s click, and never goes by itself', () => {
    markFramePage();
    const { store, navigate } = booked('https://harbour.example/thanks');
    render(<SuccessRedirect store={store} booking={booking} held={false} />);
    expect(screen.getByRole('link', { name: en.continueOn }).getAttribute('target')).toBe('_top');
    expect(screen.queryByRole('button', { name: en.stayOnPage })).toBeNull();
    advance(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
