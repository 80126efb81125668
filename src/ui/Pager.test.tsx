// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from './Pager';

afterEach(cleanup);

/** Three pages, 0 to 2. */
function Pages() {
  const [page, setPage] = useState(0);
  return (
    <div>
      <Pager
        previous={{ name: 'Previous', disabled: page === 0, go: () => setPage(page - 1) }}
        next={{ name: 'Next', disabled: page === 2, go: () => setPage(page + 1) }}
        label={`Page ${page + 1}`}
        labelId="page-label"
      />
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Focuses `name` and presses it, as Enter on a focused button does. */
function press(name: string): void {
  button(name).focus();
  fireEvent.click(button(name));
}

describe('Pager', () => {
  it('names its buttons and labels where it is', () => {
    render(<Pages />);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    expect(document.getElementById('page-label')?.textContent).toBe('Page 1');
  });

  it('moves focus to the other button when the pressed one reaches the end, and leaves it alone before', async () => {
    render(<Pages />);
    press('Next');
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(document.activeElement).toBe(button('Next'));
    press('Next');
    expect(await screen.findByText('Page 3')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    expect(document.activeElement).toBe(button('Previous'));
    press('Previous');
    expect(await screen.findByText('Page 2')).toBeTruthy();
    press('Previous');
    expect(await screen.findByText('Page 1')).toBeTruthy();
    expect(document.activeElement).toBe(button('Next'));
  });

  it('leaves focus alone when the pressed button did not hold it (a click that focuses nothing)', async () => {
    render(<Pages />);
    press('Next');
    expect(await screen.findByText('Page 2')).toBeTruthy();
    button('Next').blur();
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Page 3')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });
});
