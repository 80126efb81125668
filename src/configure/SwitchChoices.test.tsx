// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURATION, type Configuration } from './configuration';
import { SwitchChoices } from './SwitchChoices';
import { describedBy } from './testing';

afterEach(cleanup);

describe('the on-or-off options', () => {
  it('are checkboxes described by what they do, and tick into the configuration', () => {
    const configuration = signal<Configuration>({ ...DEFAULT_CONFIGURATION });
    render(<SwitchChoices configuration={configuration} />);
    const posts = screen.getByRole('checkbox', { name: 'Latest posts' });
    expect(describedBy(posts)).toBe('Show your latest posts.');
    expect(describedBy(screen.getByRole('checkbox', { name: 'Shareable session links' }))).toBe(
      'Keep the chosen session in your page’s address (links can be shared). Not in the preview: it would change this page’s address.',
    );
    expect(describedBy(screen.getByRole('checkbox', { name: 'Search engines' }))).toBe('Let search engines list your sessions.');
    fireEvent.click(posts);
    expect(configuration.value).toMatchObject({ announcements: true, deepLink: false, structuredData: false });
  });

  it('say which ones an iframe leaves out, once the iframe is chosen', () => {
    render(<SwitchChoices configuration={signal<Configuration>({ ...DEFAULT_CONFIGURATION, placement: 'iframe' })} />);
    expect(describedBy(screen.getByRole('checkbox', { name: 'Shareable session links' }))).toContain('An iframe leaves it out');
    expect(describedBy(screen.getByRole('checkbox', { name: 'Search engines' }))).toContain('An iframe leaves it out');
    expect(describedBy(screen.getByRole('checkbox', { name: 'Latest posts' }))).not.toContain('iframe');
  });
});
