// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, profileFixture, setup, TYPE_ID, TYPE_ID_2, typeFixture } from './testing';

afterEach(cleanup);

const two = [
  typeFixture({ intro_offer: { eligibility: 'first_time_only', intro_price_amount: 500, applies_to_member: null } }),
  typeFixture({ id: TYPE_ID_2, slug: 'yin', title: 'Yin Evening', duration_minutes: 90, price_amount: 0 }),
];

describe('Types', () => {
  it('lists types as buttons named by title, with duration and price in the profile currency', async () => {
    setup({ space: { types: two } });
    const hatha = await screen.findByRole('button', { name: /Hatha Flow/ });
    await waitFor(() => expect(hatha.textContent).toContain('£15.00'));
    expect(hatha.textContent).toContain('1 hr');
    expect(hatha.textContent).toContain('First visit £5.00');
    const yin = screen.getByRole('button', { name: /Yin Evening/ });
    expect(yin.textContent).toContain('Free');
    expect(yin.textContent).toContain('1 hr 30 min');
    expect(yin.textContent).not.toContain('First visit');
  });

  it('formats JPY without decimals', async () => {
    setup({
      config: { locale: 'ja' },
      space: { profile: profileFixture({ currency: 'JPY', timezone: 'Asia/Tokyo' }), types: [typeFixture({ price_amount: 2500 }), two[1]!] },
    });
    const button = await screen.findByRole('button', { name: /Hatha Flow/ });
    await waitFor(() => expect(button.textContent).toMatch(/[¥￥]2,500(?![.,]\d)/));
  });

  it('never shows archived types even if the list contains one', async () => {
    setup({ space: { types: [...two, typeFixture({ id: 'x', slug: 'old', title: 'Old Class', archived: true })] } });
    await screen.findByRole('button', { name: /Hatha Flow/ });
    expect(screen.queryByText('Old Class')).toBeNull();
  });

  it('selects a single type automatically and goes to the dates', async () => {
    const { events } = setup();
    expect(await screen.findByRole('heading', { name: 'Choose a date and time' })).toBeTruthy();
    expect(events.find((e) => e.name === 'space-booking:type-selected')?.detail).toMatchObject({ bookingTypeId: TYPE_ID });
  });

  it.each([
    ['id', TYPE_ID_2],
    ['slug', 'yin'],
  ])('preselects the booking-type given by %s', async (_, bookingType) => {
    const { store } = setup({ space: { types: two }, config: { bookingType } });
    await screen.findByRole('heading', { name: 'Choose a date and time' });
    expect(store.typeId.value).toBe(TYPE_ID_2);
    expect(screen.getByText('Yin Evening')).toBeTruthy();
  });

  it('starts fetching availability of a preselected id before the profile and types arrive', () => {
    const { calls } = setup({ space: { types: two }, config: { bookingType: TYPE_ID_2 } });
    // All three requests leave in the same turn: no waterfall.
    expect(calls.map((c) => c.method).sort()).toEqual(['availability', 'bookingTypes', 'profile']);
    expect(calls.find((c) => c.method === 'availability')?.args[1]).toBe(TYPE_ID_2);
  });

  it('reports the type selected by id once its details arrive, and follows a changed booking-type', async () => {
    const { events, store } = setup({ space: { types: two }, config: { bookingType: TYPE_ID_2 } });
    await screen.findByRole('heading', { name: 'Choose a date and time' });
    const selected = () => events.filter((e) => e.name === 'space-booking:type-selected').map((e) => (e.detail as { slug: string }).slug);
    await waitFor(() => expect(selected()).toEqual(['yin']));
    store.configure({ ...store.config.value, bookingType: 'hatha' });
    expect(store.typeId.value).toBe(TYPE_ID);
    expect(selected()).toEqual(['yin', 'hatha']);
  });

  it('falls back to the list when a preselected id is not offered', async () => {
    const { store } = setup({ space: { types: two }, config: { bookingType: '99999999-9999-4999-8999-999999999999' } });
    expect(await screen.findByRole('heading', { name: 'Choose a session' })).toBeTruthy();
    expect(store.typeId.value).toBeNull();
  });

  it('prefetches availability when a type is hovered or focused, and moves on when chosen', async () => {
    const { calls } = setup({ space: { types: two } });
    const yin = await screen.findByRole('button', { name: /Yin Evening/ });
    fireEvent.focus(yin);
    expect(calls.filter((c) => c.method === 'availability').map((c) => c.args[1])).toEqual([TYPE_ID_2]);
    fireEvent.click(yin);
    expect(await screen.findByRole('heading', { name: 'Choose a date and time' })).toBeTruthy();
    // Already cached: choosing it sends no new request.
    await waitFor(() => expect(screen.getByRole('grid')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'availability')).toHaveLength(1);
  });

  it('shows a message when there are no types', async () => {
    setup({ space: { types: [] } });
    expect(await screen.findByText('There are no sessions to book right now.')).toBeTruthy();
  });
});

describe('a long list of types', () => {
  const intro = { eligibility: 'first_time_only' as const, intro_price_amount: 500, applies_to_member: null };
  const many = Array.from({ length: 10 }, (_, i) =>
    typeFixture({
      id: `${i}${TYPE_ID.slice(1)}`,
      slug: `type-${i}`,
      title: `Class ${i}`,
      duration_minutes: i % 2 ? 90 : 45,
      categories: [i < 5 ? 'water' : 'land'],
      ...(i === 0 || i === 9 ? { intro_offer: intro } : {}),
    }),
  );
  const typeNames = () => screen.queryAllByRole('button', { name: /^Class \d/ }).map((button) => button.querySelector('b')!.textContent);
  const result = () => document.querySelector('.type-filters-result')!;

  it('narrows by category, length and first-visit offers together, says how many match, and clears', async () => {
    setup({ space: { types: many } });
    await screen.findByRole('button', { name: /Class 9/ });
    expect(result().getAttribute('role')).toBe('status');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'water' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Length' }), { target: { value: '45' } });
    await waitFor(() => expect(typeNames()).toEqual(['Class 0', 'Class 2', 'Class 4']));
    fireEvent.click(screen.getByRole('checkbox', { name: /New here/ }));
    await waitFor(() => expect(typeNames()).toEqual(['Class 0']));
    expect(result().textContent).toBe('Session types that match your filters: 1 of 10.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(typeNames()).toHaveLength(10));
    expect(result().textContent).toBe('');
  });

  it('says so when nothing matches, and offers to clear', async () => {
    setup({ space: { types: many } });
    await screen.findByRole('button', { name: /Class 9/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'land' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Length' }), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /New here/ }));
    await waitFor(() => expect(typeNames()).toEqual([]));
    expect(result().textContent).toBe('No session types match your filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(typeNames()).toHaveLength(10));
  });

  it('keeps what the visitor narrowed to when they come back from a type', async () => {
    const { store } = setup({ space: { types: many } });
    await screen.findByRole('button', { name: /Class 9/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'land' } });
    await waitFor(() => expect(typeNames()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: /Class 5/ }));
    await screen.findByRole('heading', { name: 'Choose a date and time' });
    store.back();
    await waitFor(() => expect(typeNames()).toEqual(['Class 5', 'Class 6', 'Class 7', 'Class 8', 'Class 9']));
  });

  it('is not offered for a short list', async () => {
    setup({ space: { types: many.slice(0, 7) } });
    await screen.findByRole('button', { name: /Class 6/ });
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });
});
