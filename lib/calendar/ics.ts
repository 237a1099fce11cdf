import ical, { escape, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { addDays } from '@/lib/time/civil-date';
import type { YearEvent } from './year-events';

/** An RFC 5545 iCalendar feed of festivals and holidays: all-day events, English and Nepali. */

interface Span {
  event: YearEvent;
  start: string;
  end: string;
  uid: string;
}

/** Joins consecutive days of an event; UIDs name festival and cycle, surviving a moved day. */
function spans(events: YearEvent[], host: string): Span[] {
  const result: Span[] = [];
  const open = new Map<string, Span>();
  const blocks = new Map<string, number>();
  for (const event of events) {
    const last = open.get(event.id);
    if (last && addDays(last.end, 1) === event.ad) {
      last.end = event.ad;
      continue;
    }
    const cycle = `${event.id}-${event.festivalYear}`;
    const block = (blocks.get(cycle) ?? 0) + 1;
    blocks.set(cycle, block);
    const uid = `${cycle}${block > 1 ? `-${block}` : ''}@${host}`;
    const span = { event, start: event.ad, end: event.ad, uid };
    open.set(event.id, span);
    result.push(span);
  }
  return result;
}

function holidayNote(event: YearEvent): string {
  if (!event.isHoliday) return '';
  return event.holidayFor?.includes('national') ? ' (public holiday)' : ' (holiday)';
}

export interface IcsOptions {
  name: string;
  /** When the feed was generated (DTSTAMP). */
  stamp: Date;
  host: string;
}

export function buildIcs(events: YearEvent[], { name, stamp, host }: IcsOptions): string {
  // No calendar timezone: ical-generator would format all-day dates in the server's zone.
  const calendar = ical({
    // ical-generator 11 writes NAME and X-WR-CALNAME verbatim, unlike every other TEXT value.
    name: escape(name, false),
    prodId: { company: host, product: 'Nepali calendar', language: 'EN' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 24,
  });
  // ical-generator puts x-properties after the events; ical.js, Google and Apple accept that.
  calendar.x('X-WR-TIMEZONE', 'Asia/Kathmandu');
  for (const { event, start, end, uid } of spans(events, host)) {
    calendar.createEvent({
      id: uid,
      stamp,
      allDay: true,
      start: `${start}T00:00:00Z`,
      end: `${addDays(end, 1)}T00:00:00Z`,
      summary: `${event.title} / ${event.titleNe}`,
      description: `${event.description}${holidayNote(event)}\n\n${event.descriptionNe}`,
      categories: [{ name: event.type }, ...(event.isHoliday ? [{ name: 'holiday' }] : [])],
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line, the last included, with CRLF; ical-generator omits the last.
  return `${calendar.toString()}\r\n`;
}
