// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIGURATION } from './configuration';
import { filesBeside } from './snippet';
import { SnippetTabs } from './SnippetTabs';

const configuration = { ...DEFAULT_CONFIGURATION, handle: 'harbour-yoga', apiBase: 'https://api.example.com/v1', placement: 'popup' as const };
const files = filesBeside('https://widget.example.com/configure.html');

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the code’s tabs', () => {
  it('show one panel at a time, each with its code and steps, and move with the arrow keys, Home and End', () => {
    render(<SnippetTabs configuration={configuration} files={files} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('HTML').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('data-mode="popup"');
    fireEvent.keyDown(tab('HTML'), { key: 'ArrowLeft' });
    expect(tab('Iframe (no scripts)').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Iframe (no scripts)'));
    expect(screen.getByRole('tabpanel').textContent).toMatch(/^<iframe /);
    expect(screen.getByRole('tabpanel').textContent).toContain('Google Sites');
    fireEvent.keyDown(tab('Iframe (no scripts)'), { key: 'Home' });
    expect(tab('HTML').getAttribute('aria-selected')).toBe('true');
    expect(tab('HTML').tabIndex).toBe(0);
    expect(tab('WordPress').tabIndex).toBe(-1);
  });

  it('copy the code and say "Copied" for a few seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    withClipboard(writeText);
    render(<SnippetTabs configuration={configuration} files={files} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(screen.getByRole('tabpanel').querySelector('code')!.textContent);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').querySelector('[role="status"]')!.textContent).toBe('The code is copied.');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('select the code and say how to copy it where the browser refuses', async () => {
    withClipboard(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    render(<SnippetTabs configuration={configuration} files={files} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('tabpanel').querySelector('[role="status"]')!.textContent).toContain('the code is selected');
    expect(getSelection()!.toString()).toBe(screen.getByRole('tabpanel').querySelector('code')!.textContent);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
