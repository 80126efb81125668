// @vitest-environment jsdom
import { sendBooking } from '../state/send';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuestBookingRequest } from '../api/types';
import { isolate, t } from '../i18n/index';
import { en } from '../i18n/catalogs/en';
import { cleanup, bookingFor, daily, setup, TYPE_ID } from './testing';

afterEach(cleanup);

async function toForm(options: Parameters<typeof setup>[0] = {}) {
  const view = setup({ space: { slots: daily(['09:00', '18:30'], ['2026-03-27', '2026-03-28']) }, ...options });
  fireEvent.click(await view.findByRole('button', { name: /6:30 PM/ }));
  await view.findByRole('heading', { name: en.formHeading });
  return view;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const bodies = (calls: { method: string; args: unknown[] }[]) =>
  calls.filter((c) => c.method === 'createBooking').map((c) => c.args[1] as GuestBookingRequest);

describe('Details form', () => {
  it('has visible labels, an unticked consent box showing the consent text, and a notes counter', async () => {
    await toForm();
    expect(screen.getByLabelText(en.nameLabel)).toBeTruthy();
    expect(screen.getByLabelText(en.emailLabel)).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: t(en, 'consentLabel', { space: isolate('Harbour Yoga') }) }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    type(en.notesLabel, 'Ground floor please');
    expect(screen.getByText(t(en, 'notesCounter', { count: 19, max: 1000 }))).toBeTruthy();
  });

  it('counts the notes in code points, not UTF-16 units, of the trimmed text that is sent', async () => {
    const { calls } = await toForm();
    type(en.nameLabel, 'Ann Lee');
    type(en.emailLabel, 'ann@example.com');
    // 1000 emoji are 2000 UTF-16 units; the line breaks around them are not sent.
    const notes = '😀'.repeat(1000);
    type(en.notesLabel, `\n${notes}\n`);
    expect(screen.getByText(t(en, 'notesCounter', { count: 1000, max: 1000 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await screen.findByRole('heading', { name: en.bookedHeading });
    expect(bodies(calls)).toMatchObject([{ notes }]);
  });

  it('refuses a name over 200 or an email address over 254 characters before sending, as the sandbox would', async () => {
    const { calls } = await toForm();
    type(en.nameLabel, 'A'.repeat(201));
    type(en.emailLabel, `${'a'.repeat(243)}@example.com`);
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    expect(screen.getByText(t(en, 'nameTooLong', { max: 200 }))).toBeTruthy();
    expect(screen.getByText(t(en, 'emailTooLong', { max: 254 }))).toBeTruthy();
    expect(bodies(calls)).toEqual([]);

    // Counted in code points of what is sent: 200 emoji, spaces around them, and 254 characters.
    const name = '😀'.repeat(200);
    type(en.nameLabel, ` ${name} `);
    type(en.emailLabel, `${'a'.repeat(242)}@example.com`);
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await screen.findByRole('heading', { name: en.bookedHeading });
    expect(bodies(calls)).toMatchObject([{ customer: { name } }]);
  });

  it('shows field-level messages and sends nothing invalid', async () => {
    const { calls } = await toForm();
    // A name of nothing but spaces and characters that show nothing (zero-width, a soft hyphen,
    // a direction mark, a Hangul filler) is no name.
    type(en.nameLabel, ' \u200B\u200D\uFEFF\u00AD\u200E\u3164 ');
    type(en.emailLabel, 'not-an-email');
    type(en.notesLabel, 'x'.repeat(1001));
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    const name = screen.getByLabelText(en.nameLabel);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(en.nameRequired);
    expect(screen.getByText(en.emailInvalid)).toBeTruthy();
    expect(screen.getByText(t(en, 'notesTooLong', { max: 1000 }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(bodies(calls)).toEqual([]);
  });

  it('sends source external_partner, the slot own date and time, consent false unless ticked, and nothing host-only', async () => {
    const { calls } = await toForm();
    type(en.nameLabel, '  Ann Lee ');
    type(en.emailLabel, 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await screen.findByRole('heading', { name: en.bookedHeading });
    expect(bodies(calls)).toEqual([
      {
        booking_type_id: TYPE_ID,
        scheduled_date: '2026-03-29',
        scheduled_start_time: '18:30',
        customer: { name: 'Ann Lee', email: 'ann@example.com' },
        source: 'external_partner',
        marketing_consent: false,
      },
    ]);
    const key = (calls.find((c) => c.method === 'createBooking')!.args[2] as { idempotencyKey: string }).idempotencyKey;
    expect(key.length).toBeGreaterThan(8);
  });

  it('sends marketing_consent true and the notes only when the visitor gave them', async () => {
    const { calls } = await toForm();
    type(en.nameLabel, 'Ann');
    type(en.emailLabel, 'ann@example.com');
    type(en.notesLabel, 'First time');
    fireEvent.click(screen.getByRole('checkbox', { name: /news and offers/ }));
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(bodies(calls)).toHaveLength(1));
    expect(bodies(calls)[0]).toMatchObject({ marketing_consent: true, notes: 'First time' });
    expect(Object.keys(bodies(calls)[0]!)).not.toContain('allow_over_capacity');
  });

  it('sends one booking however often the form is submitted while it is being sent', async () => {
    const { store, calls } = await toForm();
    type(en.nameLabel, 'Ann');
    type(en.emailLabel, 'ann@example.com');
    void sendBooking(store);
    void sendBooking(store);
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await screen.findByRole('heading', { name: en.bookedHeading });
    expect(bodies(calls)).toHaveLength(1);
  });

  it('holds its fields read-only while a booking request is out: what it books is what was sent', async () => {
    let answer!: () => void;
    const { store } = await toForm({
      space: { slots: daily(['18:30'], ['2026-03-27', '2026-03-28']), book: (body) => new Promise((resolve) => (answer = () => resolve(bookingFor(body)))) },
    });
    type(en.nameLabel, 'Ann');
    type(en.emailLabel, 'ann@exmaple.com');
    const fields = [en.nameLabel, en.emailLabel, en.notesLabel].map((label) => screen.getByLabelText(label) as HTMLInputElement);
    const consent = screen.getByRole('checkbox', { name: /news and offers/ });
    fireEvent.click(consent);
    expect(fields.map((field) => field.readOnly)).toEqual([false, false, false]);
    void sendBooking(store);
    await screen.findByRole('button', { name: en.sending });
    await waitFor(() => expect(fields.map((field) => field.readOnly)).toEqual([true, true, true]));
    expect(consent.getAttribute('aria-readonly')).toBe('true');
    // The consent that was sent stays ticked.
    fireEvent.click(consent);
    expect((consent as HTMLInputElement).checked).toBe(true);
    expect(store.form.value.consent).toBe(true);
    answer();
    await screen.findByRole('heading', { name: en.bookedHeading });
    expect(store.booking.value?.customer.email).toBe('ann@exmaple.com');
  });

  it('takes a value set without an input event from its change event (some autofill)', async () => {
    const { store } = await toForm();
    const name = screen.getByLabelText(en.nameLabel) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Autofilled Name' } });
    type(en.notesLabel, 'A note');
    expect(store.form.value.name).toBe('Autofilled Name');
    expect(name.value).toBe('Autofilled Name');
  });

  it('is prefilled from customer-name and customer-email, and stays editable', async () => {
    await toForm({ config: { customerName: 'Kim', customerEmail: 'kim@example.com' } });
    const name = screen.getByLabelText(en.nameLabel) as HTMLInputElement;
    expect(name.value).toBe('Kim');
    expect((screen.getByLabelText(en.emailLabel) as HTMLInputElement).value).toBe('kim@example.com');
    type(en.nameLabel, 'Kim Park');
    expect(name.value).toBe('Kim Park');
  });

  it('goes back to the times with Escape, keeping what was typed', async () => {
    const { store } = await toForm();
    type(en.nameLabel, 'Ann');
    fireEvent.keyDown(screen.getByLabelText(en.nameLabel), { key: 'Escape' });
    expect(await screen.findByRole('heading', { name: en.dateHeading })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(en.dateHeading));
    expect(store.form.value.name).toBe('Ann');
  });
});
