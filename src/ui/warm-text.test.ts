// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, expect, it, vi } from 'vitest';
import { SIZES, WEIGHTS, warmText } from './warm-text';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Each line whose size was read: its weight and size, its text, and whether it was in `host`, hidden, when read. */
function linesRead(host: Element) {
  const reads: { weight: string; size: string; text: string | null; inHost: boolean; hidden: boolean }[] = [];
  const read = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const line = this as HTMLElement;
    const box = line.parentElement;
    reads.push({
      weight: line.style.fontWeight,
      size: line.style.fontSize,
      text: line.textContent,
      inHost: host.contains(line),
      hidden: box?.style.visibility === 'hidden' && box.getAttribute('aria-hidden') === 'true',
    });
    return read.call(this);
  });
  return reads;
}

it('lays out the sample in the widget’s element at each of its weights and sizes, hidden, and leaves the element as it was', () => {
  const host = document.createElement('space-booking');
  host.append('As the page wrote it');
  document.body.append(host);
  const reads = linesRead(host);
  warmText(host, 'Sunday 29 November 2026 09:00');
  expect(reads.map(({ weight, size }) => `${weight} ${size}`).sort()).toEqual(WEIGHTS.flatMap((weight) => SIZES.map((size) => `${weight} ${size}`)).sort());
  for (const read of reads) expect(read).toMatchObject({ text: 'Sunday 29 November 2026 09:00', inHost: true, hidden: true });
  expect(host.childNodes).toHaveLength(1);
  expect(host.textContent).toBe('As the page wrote it');
});

it('knows every weight and size the widget’s stylesheet sets', () => {
  const css = readFileSync('src/ui/widget.css', 'utf8');
  const declared = (property: string) => [...css.matchAll(new RegExp(`${property}:\\s*([^;]+);`, 'g'))].map((match) => match[1]!.trim());
  // Headings are bold at the sizes the stylesheet gives them.
  expect(WEIGHTS).toEqual(expect.arrayContaining(['700', ...declared('font-weight')]));
  expect(SIZES).toEqual(expect.arrayContaining(declared('font-size')));
  expect(declared('font-size')).not.toEqual([]);
});
