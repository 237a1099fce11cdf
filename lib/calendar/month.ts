import {
  BS_MONTHS,
  bsToAd,
  bsWeekday,
  bsYearConfidence,
  daysInBsMonth,
  formatIsoDate,
} from '@/lib/bs';
import {
  eventsForYear,
  statusOfDay,
  type FestivalEvent,
  type HolidayStatus,
} from '@/lib/festivals';
import { panchang, type PanchangDay } from '@/lib/panchang';
import { adjacentMonths, type MonthRef } from './adjacent';

export interface BsDate {
  year: number;
  month: number;
  day: number;
}

export type DayStatus = HolidayStatus;

export interface CalendarEvent {
  id: string;
  title: string;
  titleNe: string;
  type: FestivalEvent['type'];
  /** A holiday for anyone: the nation, a region or a group (see `holidayFor`). */
  isHoliday: boolean;
  holidayFor?: FestivalEvent['holidayFor'];
}

export interface CalendarDay {
  bs: BsDate;
  ad: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  tithi: { index: number; name: string; nameNe: string; paksha: 'shukla' | 'krishna' };
  nakshatra: { index: number; name: string; nameNe: string };
  sunrise: string;
  sunset: string;
  events: CalendarEvent[];
  /** A national public holiday (not a regional or group one). */
  isHoliday: boolean;
  status: DayStatus;
}

export interface CalendarMonth extends MonthRef {
  monthName: string;
  monthNameNe: string;
  confidence: ReturnType<typeof bsYearConfidence>;
  /** Blank cells before day 1 in a Sunday-first week. */
  leadingBlanks: number;
  days: CalendarDay[];
  prev: MonthRef | null;
  next: MonthRef | null;
}

const NATIONAL = 'national';

/** The day's tithi as the calendar shows it: the one prevailing at sunrise in Kathmandu. */
export function dayTithi({ tithi }: PanchangDay): CalendarDay['tithi'] {
  return { index: tithi.index, name: tithi.name, nameNe: tithi.nameNe, paksha: tithi.paksha };
}

function toCalendarEvent(event: FestivalEvent): CalendarEvent {
  return {
    id: event.id,
    title: event.name,
    titleNe: event.nameNe,
    type: event.type,
    isHoliday: event.isHoliday,
    ...(event.holidayFor ? { holidayFor: [...event.holidayFor] } : {}),
  };
}

/** Events of a BS year grouped by `month-day`, for quick lookup while building grids. */
export function eventsByDay(year: number): Map<string, FestivalEvent[]> {
  const byDay = new Map<string, FestivalEvent[]>();
  for (const event of eventsForYear(year)) {
    if (event.bs.year !== year) continue;
    const key = `${event.bs.month}-${event.bs.day}`;
    const list = byDay.get(key);
    if (list) list.push(event);
    else byDay.set(key, [event]);
  }
  return byDay;
}

// A month costs tens of ms and a few months are asked for again and again: cached, read-only.
const MONTH_CACHE_SIZE = 36;
const monthCache = new Map<string, CalendarMonth>();

export function buildCalendarMonth(year: number, month: number): CalendarMonth {
  const key = `${year}-${month}`;
  const cached = monthCache.get(key);
  if (cached) {
    // Least recently used goes first: re-insert on every hit.
    monthCache.delete(key);
    monthCache.set(key, cached);
    return cached;
  }
  const built = computeCalendarMonth(year, month);
  monthCache.set(key, built);
  if (monthCache.size > MONTH_CACHE_SIZE) monthCache.delete(monthCache.keys().next().value!);
  return built;
}

function computeCalendarMonth(year: number, month: number): CalendarMonth {
  const length = daysInBsMonth(year, month);
  const events = eventsByDay(year);
  const days: CalendarDay[] = [];
  for (let day = 1; day <= length; day++) {
    const bs = { year, month, day };
    const ad = bsToAd(bs);
    const p = panchang(ad);
    const weekday = bsWeekday(bs);
    const dayEvents = events.get(`${month}-${day}`) ?? [];
    const status = statusOfDay(dayEvents, weekday);
    days.push({
      bs,
      ad: formatIsoDate(ad),
      weekday,
      tithi: dayTithi(p),
      nakshatra: { index: p.nakshatra.index, name: p.nakshatra.name, nameNe: p.nakshatra.nameNe },
      sunrise: p.sunrise,
      sunset: p.sunset,
      events: dayEvents.map(toCalendarEvent),
      isHoliday: status === 'public-holiday',
      status,
    });
  }
  const info = BS_MONTHS[month - 1]!;
  return {
    year,
    month,
    slug: info.slug,
    monthName: info.name,
    monthNameNe: info.nameNe,
    confidence: bsYearConfidence(year),
    leadingBlanks: days[0]!.weekday,
    days,
    ...adjacentMonths(year, month),
  };
}

export type EventCategory = 'holiday' | 'festival' | 'jayanti' | 'day' | 'religious' | 'event';

/** The card class of the spec's 'Key Events' list, from what we know about the event. */
export function eventCategory(
  event: Pick<CalendarEvent, 'id' | 'type' | 'holidayFor'>,
): EventCategory {
  if (event.holidayFor?.includes(NATIONAL)) return 'holiday';
  if (event.id.includes('jayanti')) return 'jayanti';
  if (event.type === 'national' || event.type === 'international') return 'day';
  if (event.type === 'religious') return 'religious';
  if (event.type === 'cultural' || event.type === 'community') return 'festival';
  return 'event';
}

export interface KeyEvent {
  event: CalendarEvent;
  category: EventCategory;
  days: number[];
}

/** One entry per distinct event of the month, with the days it falls on, in calendar order. */
export function keyEvents(month: CalendarMonth): KeyEvent[] {
  const byId = new Map<string, KeyEvent>();
  for (const day of month.days) {
    for (const event of day.events) {
      const entry = byId.get(event.id);
      if (entry) entry.days.push(day.bs.day);
      else byId.set(event.id, { event, category: eventCategory(event), days: [day.bs.day] });
    }
  }
  return [...byId.values()];
}
