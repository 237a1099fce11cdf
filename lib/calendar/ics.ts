import type { YearEvent } from './year-events';

/**
 * An RFC 5545 iCalendar feed of festivals and holidays: all-day events, stable UIDs, English and
 * Nepali summaries, CRLF line ends and lines folded at 75 octets.
 */
const CRLF = '\r\n';
const encoder = new TextEncoder();

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (iso: string) => iso.replace(/-/g, '');

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface Span {
  event: YearEvent;
  start: string;
  end: string;
}

/** Consecutive days of one event become one multi-day entry (other events may sit between them in date order). */
function spans(events: YearEvent[]): Span[] {
  const result: Span[] = [];
  const open = new Map<string, Span>();
  for (const event of events) {
    const last = open.get(event.id);
    if (last && nextDay(last.end) === event.ad) {
      last.end = event.ad;
      continue;
    }
    const span = { event, start: event.ad, end: event.ad };
    open.set(event.id, span);
    result.push(span);
  }
  return result;
}

export interface IcsOptions {
  name: string;
  /** When the feed was generated (DTSTAMP). */
  stamp: Date;
  host: string;
}

export function buildIcs(events: YearEvent[], { name, stamp, host }: IcsOptions): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Nepali calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Kathmandu',
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
  ];
  for (const { event, start, end } of spans(events)) {
    const holiday = event.isHoliday
      ? ` (${event.holidayFor?.includes('national') ? 'public holiday' : 'holiday'})`
      : '';
    lines.push(
      'BEGIN:VEVENT',
      // Stable across regenerations, even when an official list moves the day: the festival and its cycle.
      `UID:${event.id}-${event.festivalYear}@${host}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compactDate(start)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(end))}`,
      `SUMMARY:${escapeText(`${event.title} / ${event.titleNe}`)}`,
      `DESCRIPTION:${escapeText(`${event.description}${holiday}\n\n${event.descriptionNe}`)}`,
      `CATEGORIES:${escapeText(event.isHoliday ? `${event.type},holiday` : event.type)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
