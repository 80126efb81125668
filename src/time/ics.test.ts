import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';

const base = {
  uid: 'bk_123@space-booking',
  title: 'Morning flow',
  start: new Date('2026-03-29T08:00:00Z'),
  end: new Date('2026-03-29T09:15:00Z'),
  stamp: new Date('2026-03-27T09:00:07.450Z'),
};

/** Unfold (RFC 5545 3.1) and split into content lines. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const utf8 = (s: string) => new TextEncoder().encode(s).length;

describe('buildIcs', () => {
  it('writes one VEVENT with UTC instants and CRLF line ends', () => {
    const ics = buildIcs({ ...base, location: 'Harbour Yoga', description: 'Bring a mat', url: 'https://example.com/b' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines.filter((l) => l.startsWith('PRODID:'))).toHaveLength(1);
    expect(lines).toContain('UID:bk_123@space-booking');
    expect(lines).toContain('DTSTAMP:20260327T090007Z');
    expect(lines).toContain('DTSTART:20260329T080000Z');
    expect(lines).toContain('DTEND:20260329T091500Z');
    expect(lines).toContain('SUMMARY:Morning flow');
    expect(lines).toContain('LOCATION:Harbour Yoga');
    expect(lines).toContain('DESCRIPTION:Bring a mat');
    expect(lines).toContain('URL:https://example.com/b');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('leaves out optional properties that are not given', () => {
    const lines = unfolded(buildIcs(base));
    expect(lines.some((l) => /^(LOCATION|DESCRIPTION|URL)[:;]/.test(l))).toBe(false);
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    const lines = unfolded(
      buildIcs({ ...base, title: 'Yoga; stretch, breathe \\ rest', description: 'Line one\nLine two\r\nLine three' }),
    );
    expect(lines).toContain('SUMMARY:Yoga\\; stretch\\, breathe \\\\ rest');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\nLine three');
  });

  it('cannot be used to inject properties', () => {
    const ics = buildIcs({ ...base, title: 'Yoga\r\nATTENDEE:mailto:x@example.com' });
    expect(unfolded(ics).some((l) => l.startsWith('ATTENDEE'))).toBe(false);
  });

  it('only writes web URLs, unescaped', () => {
    expect(buildIcs({ ...base, url: 'javascript:alert(1)' })).not.toContain('URL:');
    expect(unfolded(buildIcs({ ...base, url: 'https://example.com/a,b;c' }))).toContain('URL:https://example.com/a,b;c');
  });

  it('folds lines at 75 octets without splitting UTF-8 characters', () => {
    const title = 'Séance de yoga du matin — 朝のヨガ 🧘 '.repeat(6);
    const ics = buildIcs({ ...base, title, description: 'x'.repeat(200) });
    for (const line of ics.split('\r\n')) expect(utf8(line)).toBeLessThanOrEqual(75);
    // No line starts with a lone surrogate or other broken sequence: re-encoding loses nothing.
    for (const line of ics.split('\r\n')) expect(line).not.toMatch(/[\uD800-\uDFFF]/u);
    expect(unfolded(ics)).toContain(`SUMMARY:${title}`);
    expect(unfolded(ics)).toContain(`DESCRIPTION:${'x'.repeat(200)}`);
    const folded = ics.split('\r\n').filter((l) => l.startsWith(' '));
    expect(folded.length).toBeGreaterThan(3);
    // A full ASCII line uses all 75 octets.
    expect(ics.split('\r\n').find((l) => l.startsWith('DESCRIPTION:'))).toHaveLength(75);
  });

  it('writes no DTEND for an event without length, which then ends as it starts', () => {
    const lines = unfolded(buildIcs({ ...base, end: base.start }));
    expect(lines).toContain('DTSTART:20260329T080000Z');
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
  });
});
