/**
 * A one-event iCalendar file (RFC 5545) so a visitor can add the booking to their calendar.
 * Start and end are written as UTC instants, so no VTIMEZONE is needed and every calendar
 * shows the right local time.
 */

export interface IcsEvent {
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location?: string;
  description?: string;
  url?: string;
  stamp: Date;
}

/** DATE-TIME in UTC form (RFC 5545 3.3.5, form #2): 20260329T080000Z. */
const utc = (d: Date): string => d.toISOString().replace(/[-:]|\.\d+/g, '');

/** TEXT value (RFC 5545 3.3.11): escape \ ; , and newlines; drop other control characters. */
function text(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/** Fold to lines of at most 75 octets (RFC 5545 3.1), never inside a UTF-8 sequence. */
function fold(line: string): string {
  let out = '';
  let octets = 0;
  for (const character of line) {
    const codePoint = character.codePointAt(0)!;
    const size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    if (octets + size > 75) {
      out += '\r\n ';
      octets = 1;
    }
    out += character;
    octets += size;
  }
  return out;
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//space-booking//booking widget//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
  ];
  // An event without length has no DTEND: it then ends as it starts (RFC 5545 3.6.1), while a
  // DTEND must be later than DTSTART.
  if (event.end > event.start) lines.push(`DTEND:${utc(event.end)}`);
  lines.push(`SUMMARY:${text(event.title)}`);
  if (event.location) lines.push(`LOCATION:${text(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`);
  // URL is a URI value, not TEXT: no escaping, and only web links (never javascript: or data:).
  if (event.url && /^https?:\/\/[^\s]+$/i.test(event.url)) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
