// @vitest-environment jsdom
import { cleanup as unmount, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { en } from '../i18n/catalogs/en';
import { cleanup, daily, setup } from './testing';

const STORAGE_KEY = 'space-booking.details';

// Other test files share this page's storage: each test starts from an empty one.
beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const space = { slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']) };

async function toForm(options: Parameters<typeof setup>[0] = {}) {
  const view = setup({ space, ...options });
  fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
  await view.findByRole('heading', { name: en.formHeading });
  return view;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const rememberBox = () => screen.queryByRole('checkbox', { name: en.rememberDetails }) as HTMLInputElement | null;

async function bookAs(name: string, email: string, { remember = false, notes = '' } = {}) {
  fireEvent.input(field(en.nameLabel), { target: { value: name } });
  fireEvent.input(field(en.emailLabel), { target: { value: email } });
  if (notes) fireEvent.input(field(en.notesLabel), { target: { value: notes } });
  if (remember) fireEvent.click(rememberBox()!);
  fireEvent.click(screen.getByRole('button', { name: en.submit }));
  await screen.findByRole('heading', { name: en.bookedHeading });
}

/** The page is loaded again: a new widget over the same storage. */
async function reload() {
  cleanup();
  unmount();
  return toForm();
}

describe('Remember my details on this device', () => {
  it('is offered unticked, and without the tick nothing is kept', async () => {
    await toForm();
    expect(rememberBox()!.checked).toBe(false);
    await bookAs('Ann Lee', 'ann@example.com');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
    await reload();
    expect(field(en.nameLabel).value).toBe('');
    expect(field(en.emailLabel).value).toBe('');
    expect(screen.queryByRole('button', { name: en.forgetDetails })).toBeNull();
  });

  it('ticked, keeps the name and email of the booking made (never its notes or consent), and fills the next form with them', async () => {
    await toForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /news and offers/ }));
    await bookAs(' Ann Lee ', 'ann@example.com', { remember: true, notes: 'Knee injury' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual({ name: 'Ann Lee', email: 'ann@example.com' });
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/Knee|consent|true/);

    await reload();
    expect(field(en.nameLabel).value).toBe('Ann Lee');
    expect(field(en.emailLabel).value).toBe('ann@example.com');
    expect(field(en.notesLabel).value).toBe('');
    expect(rememberBox()!.checked).toBe(true);
    expect(screen.getByRole('button', { name: en.forgetDetails })).toBeTruthy();
  });

  it('is not kept when the booking is refused', async () => {
    const refusal = new ApiError({ kind: 'http', status: 409, type: 'conflict', message: 'full', bookingFailure: { reason: 'capacity_full', override: null } });
    await toForm({ space: { ...space, book: () => refusal } });
    fireEvent.input(field(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(field(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(rememberBox()!);
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await screen.findByRole('alert');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('“Not you? Forget me” deletes them at once, empties the fields they filled, says so and goes to the name', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name: 'Ann Lee', email: 'ann@example.com' }));
    const { store } = await toForm();
    expect(field(en.nameLabel).value).toBe('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: en.forgetDetails }));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(field(en.nameLabel).value).toBe('');
    expect(field(en.emailLabel).value).toBe('');
    expect(rememberBox()!.checked).toBe(false);
    expect(screen.queryByRole('button', { name: en.forgetDetails })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(en.nameLabel)));
    expect(store.announcement.value).toEqual([['detailsForgotten', undefined]]);
    await reload();
    expect(field(en.nameLabel).value).toBe('');
  });

  it('unticked at a later booking, forgets what was kept', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name: 'Ann Lee', email: 'ann@example.com' }));
    await toForm();
    fireEvent.click(rememberBox()!);
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await screen.findByRole('heading', { name: en.bookedHeading });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('leaves the host’s prefill as it is', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name: 'Ann Lee', email: 'ann@example.com' }));
    await toForm({ config: { customerName: 'Bo Chen', customerEmail: '' } });
    expect(field(en.nameLabel).value).toBe('Bo Chen');
    expect(field(en.emailLabel).value).toBe('ann@example.com');
  });

  it('ignores kept details it cannot read', async () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    await toForm();
    expect(field(en.nameLabel).value).toBe('');
    expect(screen.queryByRole('button', { name: en.forgetDetails })).toBeNull();
  });

  it.each([
    ['reading localStorage throws (a sandboxed frame, blocked site data)', () => vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); })],
    ['writing to it throws (a private window)', () => vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); })],
  ])('is not offered where %s, and booking works as before', async (_, breakStorage) => {
    breakStorage();
    await toForm();
    expect(rememberBox()).toBeNull();
    expect(screen.getByRole('checkbox', { name: /news and offers/ })).toBeTruthy();
    await bookAs('Ann Lee', 'ann@example.com');
    expect(screen.getByRole('heading', { name: en.bookedHeading })).toBeTruthy();
  });
});
