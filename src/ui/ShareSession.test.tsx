// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { cleanup, setup } from './testing';

const PAGE = '/classes?utm_source=mail#book';
/** The 9:00 slot of the first day with times (the fixtures' clock: 2026-03-27). */
const LINK = `${location.origin}/classes?utm_source=mail&space-booking=hatha/2026-03-27/09:00#book`;

beforeEach(() => history.replaceState(null, '', PAGE));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

async function atDetails(deepLink = true) {
  const view = setup({ config: { deepLink } });
  if (deepLink) await waitFor(() => expect(view.store.deepLinkActive.value).toBe(true));
  fireEvent.click(await view.findByRole('button', { name: /9:00 AM/ }));
  await view.findByLabelText(en.nameLabel);
  return view;
}

const named = (name: string) => Object.assign(new Error(name), { name });

describe('Share on a chosen session', () => {
  it('is not there without deep-link', async () => {
    await atDetails(false);
    expect(screen.queryByRole('button', { name: en.share })).toBeNull();
  });

  it('opens the share sheet with the session’s title and link where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    await atDetails();
    await waitFor(() => expect(location.href).toBe(LINK));
    fireEvent.click(screen.getByRole('button', { name: en.share }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Hatha Flow at Harbour Yoga', url: LINK }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(en.linkCopied)).toBeNull();
  });

  it('copies the link where there is no share sheet, and says so, visibly and to screen readers', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const view = await atDetails();
    fireEvent.click(screen.getByRole('button', { name: en.share }));
    expect(await screen.findByText(en.linkCopied, { selector: '.share-copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(view.getByRole('status').textContent).toBe(en.linkCopied));
  });

  it('shows the link to copy by hand when neither works', async () => {
    vi.stubGlobal('navigator', { share: () => Promise.reject(named('NotAllowedError')), clipboard: { writeText: () => Promise.reject(named('NotAllowedError')) } });
    await atDetails();
    fireEvent.click(screen.getByRole('button', { name: en.share }));
    const field = (await screen.findByLabelText(en.shareLinkLabel)) as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(screen.queryByText(en.linkCopied)).toBeNull();
  });
});
