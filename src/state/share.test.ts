import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const LINK = { title: 'Flow at Harbour Yoga', url: 'https://studio.example/?space-booking=flow/2026-03-29/18:00' };
const named = (name: string) => Object.assign(new Error(name), { name });

describe('shareLink', () => {
  it('uses the share sheet where there is one, with the title and the link', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(LINK, { share, clipboard: { writeText } as unknown as Clipboard })).toBe('shared');
    expect(share).toHaveBeenCalledWith(LINK);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(LINK, { share: () => Promise.reject(named('AbortError')), clipboard: { writeText } as unknown as Clipboard })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, or where it is refused', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(LINK, { clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(await shareLink(LINK, { share: () => Promise.reject(named('NotAllowedError')), clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('fails when neither works, for the link to be copied by hand', async () => {
    expect(await shareLink(LINK, { clipboard: { writeText: () => Promise.reject(named('NotAllowedError')) } as unknown as Clipboard })).toBe('failed');
    expect(await shareLink(LINK, {})).toBe('failed');
    expect(await shareLink(LINK, undefined)).toBe('failed');
  });
});
