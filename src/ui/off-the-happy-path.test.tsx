// @vitest-environment jsdom
/**
 * What a visitor off the happy path sees: the price before "Book now", the type named as they
 * chose it on the confirmation, focus left where they put it, and a pause the server asked for
 * that stays with its own space and with the time it was asked for on.
 */
import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { t } from '../i18n/index';
import { de } from '../i18n/catalogs/de';
import { en } from '../i18n/catalogs/en';
import { sendBooking } from '../state/send';
import { cleanup, bookingFor, daily, profileFixture, setup, typeFixture } from './testing';

afterEach(cleanup);

const slots = daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']);

describe('the summary above the form', () => {
  it('names the price, and a first-visit price as the API words it: settled at booking', async () => {
    const view = setup({ space: { slots, types: [typeFixture({ price_amount: 1500, intro_offer: { eligibility: 'first_time_only', intro_price_amount: 500, applies_to_member: null } })] } });
    fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
    await view.findByRole('heading', { name: en.formHeading });
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Hatha Flow · £15.00')).toBeTruthy();
    expect(screen.getByText(t(en, 'introOfferSettled', { price: '£5.00' }))).toBeTruthy();
  });

  it('says Free for a free session', async () => {
    const view = setup({ space: { slots, types: [typeFixture({ price_amount: 0 })] } });
    fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
    await view.findByRole('heading', { name: en.formHeading });
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === `Hatha Flow · ${en.free}`)).toBeTruthy();
  });
});

it('the confirmation names the type as the visitor chose it, not in the API’s default language', async () => {
  const view = setup({
    space: {
      slots,
      types: [typeFixture({ title: 'Morgenfluss (AT)' })],
      book: (body) => bookingFor(body, 'Morning Flow'),
    },
  });
  fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
  fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  await view.findByRole('heading', { name: en.bookedHeading });
  expect(screen.getByText('Morgenfluss (AT)')).toBeTruthy();
  expect(screen.queryByText('Morning Flow')).toBeNull();
});

it('a visitor who reaches a field before the form takes focus keeps it', async () => {
  const view = setup({ space: { slots } });
  const slot = await view.findByRole('button', { name: /6:30 PM/ });
  // The visitor taps Name as soon as the form is in the document, before anything the widget
  // does after painting it (testing-library's own waits would run those effects first).
  const tapped = new Promise<HTMLElement>((resolve) => {
    const observer = new MutationObserver(() => {
      const name = view.container.querySelector<HTMLElement>('input[name="name"]');
      if (!name) return;
      observer.disconnect();
      name.focus();
      resolve(name);
    });
    observer.observe(view.container, { childList: true, subtree: true });
  });
  // A real click, not testing-library's, which would also run the effects of the render it causes.
  slot.click();
  const name = await tapped;
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(document.activeElement).toBe(name);
});

describe('a Retry-After pause', () => {
  /** The 6:30 PM booking refused once with a 30-second pause; `booked` lists each time sent, the refused one marked. */
  async function refusedOnce(sleep: (ms: number, signal?: AbortSignal) => Promise<void>) {
    const answers = { refuse: true };
    const booked: string[] = [];
    const view = setup({
      space: {
        slots,
        book: (body) => {
          booked.push(answers.refuse ? `refused ${body.scheduled_start_time}` : body.scheduled_start_time);
          return answers.refuse ? new ApiError({ kind: 'http', status: 429, message: 'slow down', retryAfter: 30 }) : bookingFor(body);
        },
      },
      policy: { sleep },
    });
    fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    await view.findByText(t(en, 'failRateLimited', { wait: '30 seconds' }));
    answers.refuse = false;
    return { ...view, booked };
  }

  it('is waited out before the next send of the same space, on the store’s clock', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const view = await refusedOnce(sleep);
    await sendBooking(view.store);
    expect(sleep).toHaveBeenCalledWith(30_000, expect.anything());
    expect(view.store.booking.value).not.toBeNull();
  });

  it('during "Booking…", going back and choosing another time drops the paused send: only the new time is booked', async () => {
    /** Pauses until the test ends them, or until the send stops waiting. */
    const pauses: (() => void)[] = [];
    const sleep = vi.fn(
      (_ms: number, signal?: AbortSignal) =>
        new Promise<void>((resolve) => {
          pauses.push(resolve);
          signal?.addEventListener('abort', () => resolve(), { once: true });
        }),
    );
    const view = await refusedOnce(sleep);
    fireEvent.click(view.getByRole('button', { name: en.retry }));
    // Said once and shown: the send waits out the rest of the server's pause before it leaves;
    // the button's name stays "Booking…" while its text counts the seconds down.
    const waiting = t(en, 'sendingIn', { wait: '30 seconds' });
    expect((await view.findByRole('button', { name: en.sending })).textContent).toBe(waiting);
    expect(view.getByRole('status').textContent).toBe(waiting);
    expect(sleep).toHaveBeenCalledTimes(1);

    fireEvent.click(view.getByRole('button', { name: en.back }));
    // No booking is on its way any more: the wait is no longer said.
    await vi.waitFor(() => expect(view.getByRole('status').textContent).not.toBe(waiting));
    fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
    // The form is free to send the new time (what was typed is kept), after the rest of the pause.
    fireEvent.click(await view.findByRole('button', { name: en.submit }));
    await vi.waitFor(() => expect(sleep).toHaveBeenCalledTimes(2));
    pauses.forEach((end) => end());
    await view.findByRole('heading', { name: en.bookedHeading });
    expect(view.booked).toEqual(['refused 18:30', '09:00']);
  });

  it('ends with its space: the first booking on the next space is sent at once', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const view = await refusedOnce(sleep);
    view.store.configure({ ...view.store.config.value, handle: 'brooklyn-clay' });
    fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    await sendBooking(view.store);
    expect(sleep).not.toHaveBeenCalled();
    expect(view.store.booking.value).not.toBeNull();
  });
});

describe('while a booking request is out', () => {
  it('Back and Escape stay on its details, and its answer shows there', async () => {
    let answer!: () => void;
    const view = setup({
      space: { slots, book: (body) => new Promise((resolve) => (answer = () => resolve(bookingFor(body)))) },
    });
    fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    await view.findByRole('button', { name: en.sending });
    const back = view.getByRole('button', { name: en.back });
    expect(back.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(back);
    fireEvent.keyDown(back, { key: 'Escape' });
    expect(view.store.step.value).toBe('details');
    expect(view.getByRole('heading', { name: en.formHeading })).toBeTruthy();

    answer();
    await view.findByRole('heading', { name: en.bookedHeading });
    expect(view.store.booking.value?.scheduled_start_time).toBe('18:30');
  });
});

it('what was changed during a Retry-After pause is checked before it is sent', async () => {
  let endPause!: () => void;
  const booked: string[] = [];
  let refuse = true;
  const view = setup({
    space: {
      slots,
      book: (body) => {
        booked.push(body.customer.email);
        if (!refuse) return bookingFor(body);
        refuse = false;
        return new ApiError({ kind: 'http', status: 429, message: 'slow down', retryAfter: 30 });
      },
    },
    policy: { sleep: () => new Promise<void>((resolve) => (endPause = resolve)) },
  });
  fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
  fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
  fireEvent.click(view.getByRole('button', { name: en.submit }));
  fireEvent.click(await view.findByRole('button', { name: en.retry }));
  expect((await view.findByRole('button', { name: en.sending })).textContent).toBe(t(en, 'sendingIn', { wait: '30 seconds' }));
  // During the pause the form is still there to edit: the visitor clears the email.
  fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: '' } });
  endPause();
  await view.findByText(en.emailRequired);
  expect(booked).toEqual(['ann@example.com']);
  expect(view.getByRole('button', { name: en.submit })).toBeTruthy();
});

describe('a form sent with a wrong field', () => {
  it('is announced with the first field’s reason, and again when sent again unchanged', async () => {
    const view = setup({ space: { slots } });
    fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    const email = view.getByLabelText(en.emailLabel);
    fireEvent.input(email, { target: { value: 'ann@' } });
    fireEvent.submit(email.closest('form')!);
    const status = view.getByRole('status');
    await vi.waitFor(() => expect(status.textContent).toBe(`${en.checkFields} ${en.emailInvalid}`));
    fireEvent.input(email, { target: { value: 'ann@example' } });
    fireEvent.submit(email.closest('form')!);
    // The same words said again still change the live region, so a screen reader reads them.
    await vi.waitFor(() => expect(status.textContent).toBe(`${en.checkFields} ${en.emailInvalid}\u00a0`));
  });
});

it('a change to a language the space has no text in keeps the chosen type, even when its empty list comes first', async () => {
  const yin = typeFixture({ id: 'b2', slug: 'yin', title: 'Yin' });
  const late = (profile: ReturnType<typeof profileFixture>) => new Promise<typeof profile>((resolve) => setTimeout(() => resolve(profile), 20));
  const view = setup({
    space: {
      slots,
      profile: (locale) => (locale === 'fr' ? late(profileFixture({ locales: ['en', 'de'] })) : profileFixture({ locales: ['en', 'de'] })),
      types: (locale) => (locale === 'fr' ? [] : [typeFixture(), yin]),
    },
  });
  fireEvent.click(await view.findByRole('button', { name: /Yin/ }));
  await view.findByRole('button', { name: /6:30 PM/ });
  view.store.switchLocale('fr');
  await vi.waitFor(() => expect(view.calls.filter((c) => c.method === 'profile')).toHaveLength(3));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(view.store.step.value).toBe('time');
  expect(view.store.typeId.value).toBe('b2');
});

describe('a change of language to one without text for the chosen type', () => {
  /** Hatha in English and German, Yin in English only; Yin's 6:30 PM chosen and Ann typed. */
  async function yinChosen() {
    const yin = typeFixture({ id: 'b2', slug: 'yin', title: 'Yin' });
    const view = setup({
      space: {
        slots,
        profile: profileFixture({ locales: ['en', 'de'] }),
        types: (locale) => (locale === 'de' ? [typeFixture()] : [typeFixture(), yin]),
      },
    });
    fireEvent.click(await view.findByRole('button', { name: /Yin/ }));
    fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
    fireEvent.input(await view.findByLabelText(en.nameLabel), { target: { value: 'Ann' } });
    return view;
  }
  const typesAsked = (view: ReturnType<typeof setup>) => view.calls.filter((c) => c.method === 'bookingTypes').length;

  it('keeps the chosen time, its type and what was typed', async () => {
    const view = await yinChosen();
    view.store.switchLocale('de');
    await vi.waitFor(() => expect(typesAsked(view)).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.store.step.value).toBe('details');
    expect(view.store.slot.value?.start_time).toBe('18:30');
    expect(view.store.type.value?.title).toBe('Yin');
    expect((view.container.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('Ann');
  });

  it('keeps the confirmation', async () => {
    const view = await yinChosen();
    fireEvent.input(view.getByLabelText(en.emailLabel), { target: { value: 'ann@example.com' } });
    fireEvent.click(view.getByRole('button', { name: en.submit }));
    await view.findByRole('heading', { name: en.bookedHeading });
    view.store.switchLocale('de');
    await vi.waitFor(() => expect(typesAsked(view)).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.store.step.value).toBe('done');
    expect(view.getByRole('heading', { name: new RegExp(`^(${en.bookedHeading}|${de.bookedHeading})$`) })).toBeTruthy();
    expect(view.store.booking.value?.scheduled_start_time).toBe('18:30');
  });
});
