import { bsToAd } from '@/lib/bs';
import { eventsForYear, type FestivalEvent } from '@/lib/festivals';
import { panchang } from '@/lib/panchang';
import { dayTithi, type CalendarDay } from './month';

export interface YearEvent {
  id: string;
  title: string;
  titleNe: string;
  type: FestivalEvent['type'];
  description: string;
  descriptionNe: string;
  bs: { year: number; month: number; day: number };
  ad: string;
  /** The day's tithi: the one prevailing at sunrise in Kathmandu, as the almanac labels the day. */
  tithi: CalendarDay['tithi'];
  isHoliday: boolean;
  holidayFor?: FestivalEvent['holidayFor'];
  source: FestivalEvent['source'];
  /** The day's festival cycle: a lunar Chaitra festival can occur twice in one BS year. */
  festivalYear: number;
  spanIndex?: number;
  spanLength?: number;
}

// Every month page, the events API and the feeds ask for the same years: compute each once.
const cache = new Map<number, YearEvent[]>();

/** Every event whose day falls inside BS year `year`, in date order. */
export function yearEvents(year: number): YearEvent[] {
  const hit = cache.get(year);
  if (hit) return hit;
  const events = eventsForYear(year)
    .filter((event) => event.bs.year === year)
    .map((event) => ({
      id: event.id,
      title: event.name,
      titleNe: event.nameNe,
      type: event.type,
      description: event.description,
      descriptionNe: event.descriptionNe,
      bs: event.bs,
      ad: event.ad,
      tithi: dayTithi(panchang(bsToAd(event.bs))),
      isHoliday: event.isHoliday,
      ...(event.holidayFor ? { holidayFor: [...event.holidayFor] } : {}),
      source: event.source,
      festivalYear: event.festivalYear,
      ...(event.spanLength ? { spanIndex: event.spanIndex, spanLength: event.spanLength } : {}),
    }));
  cache.set(year, events);
  return events;
}
