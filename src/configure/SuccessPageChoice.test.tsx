// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURATION, type Configuration } from './configuration';
import { SuccessPageChoice } from './SuccessPageChoice';
import { describedBy } from './testing';

afterEach(cleanup);

describe('the page after a booking', () => {
  it('says what is wrong once the owner leaves the field, keeps what they typed, and stops saying it once the address is whole', () => {
    const configuration = signal<Configuration>({ ...DEFAULT_CONFIGURATION });
    render(<SuccessPageChoice configuration={configuration} />);
    const field = screen.getByRole('textbox', { name: 'Page after booking' });
    expect(describedBy(field)).toContain('After a booking, send the visitor to this page. Not in the preview');
    fireEvent.input(field, { target: { value: 'harbour.example/thanks' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toContain('“harbour.example/thanks” is not a full web address. Type your page’s whole address, starting with https://');
    expect(configuration.value.successUrl).toBe('harbour.example/thanks');
    fireEvent.input(field, { target: { value: 'https://harbour.example/thanks' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('success-url-problem')!.textContent).toBe('');
  });

  it('says it at once for an address the page was opened with', () => {
    render(<SuccessPageChoice configuration={signal<Configuration>({ ...DEFAULT_CONFIGURATION, successUrl: 'javascript:alert(1)', placement: 'iframe' })} />);
    const field = screen.getByRole('textbox', { name: 'Page after booking' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toContain('only sends visitors to addresses starting with https:// or http://');
    expect(describedBy(field)).toContain('From an iframe the visitor goes there by clicking Continue.');
  });
});
