import { BS_MAX_YEAR } from '@/lib/bs';
import { SITE_URL } from '@/lib/site';
import { now } from '@/lib/time';
import { buildIcs } from './ics';
import { yearEvents } from './year-events';

const HOST = new URL(SITE_URL).host;

/** The iCalendar feed of the given BS years' festivals and holidays. */
export function icsForYears(years: number[], name: string): string {
  const events = years.filter((year) => year <= BS_MAX_YEAR).flatMap((year) => yearEvents(year));
  return buildIcs(events, { name, stamp: now(), host: HOST });
}
