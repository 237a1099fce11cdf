/** Festivals and national days: catalogue rules per festival year, official lists on top. */
import type { BsDate } from '@/lib/bs';
import { BS_MAX_YEAR, BS_MIN_YEAR, bsDayNumber, bsFromDayNumber, bsWeekday } from '@/lib/bs';

import { FESTIVALS } from './catalogue';
import { isoOfDay } from './days';
import { OFFICIAL_LISTS } from './official';
import { resolutionOrder, resolveCycle, type Occurrence } from './resolve';
import type { FestivalEvent, HolidayGroup, HolidayStatus, OfficialList } from './types';

export { FESTIVALS, FESTIVALS_BY_ID } from './catalogue';
export { OFFICIAL_LISTS } from './official';
export { HOLIDAY_GROUPS } from './types';
export type {
  BsDate,
  Festival,
  FestivalEvent,
  FestivalType,
  HolidayGroup,
  HolidayStatus,
  TimeOfDay,
} from './types';

const ORDER = resolutionOrder(FESTIVALS);
const FESTIVAL_RANK = new Map(FESTIVALS.map((f, i) => [f.id, i]));
const cycles = new Map<number, Occurrence[]>();
const years = new Map<number, FestivalEvent[]>();

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < BS_MIN_YEAR || year > BS_MAX_YEAR) {
    throw new RangeError(
      `BS year ${year} is outside the supported range ${BS_MIN_YEAR}–${BS_MAX_YEAR}`,
    );
  }
}

/** Occurrences of festival year `y` (memoised: the lunar search is the expensive part). */
function cycle(y: number): Occurrence[] {
  let hit = cycles.get(y);
  if (!hit) {
    hit = [...resolveCycle(y, ORDER, OFFICIAL_LISTS).occurrences.values()];
    cycles.set(y, hit);
  }
  return hit;
}

function eventDay(o: Occurrence, day: number, index: number): FestivalEvent {
  const f = o.festival;
  const bs = bsFromDayNumber(day);
  const list = OFFICIAL_LISTS.get(bs.year);
  // A complete official list replaces the standing practice: what it does not name is no holiday.
  const holidayFor = o.source === 'rule' && list?.coverage === 'complete' ? [] : [...o.holidayFor];
  const event: FestivalEvent = {
    id: f.id,
    name: f.name,
    nameNe: f.nameNe,
    type: f.type,
    description: f.description,
    descriptionNe: f.descriptionNe,
    bs,
    ad: isoOfDay(day),
    isHoliday: holidayFor.length > 0,
    source: o.source,
    festivalYear: o.festivalYear,
  };
  if (holidayFor.length > 0) event.holidayFor = holidayFor;
  if (o.citation) event.citation = o.citation;
  if (o.ruleStart !== undefined) {
    const ruleDay = o.ruleStart + index;
    event.ruleDate = { bs: bsFromDayNumber(ruleDay), ad: isoOfDay(ruleDay) };
  }
  if (o.length > 1 && !o.days) {
    event.spanIndex = index + 1;
    event.spanLength = o.length;
  }
  return event;
}

/** Events an official list adds that the catalogue does not define (e.g. a one-off holiday). */
function customEvents(list: OfficialList): FestivalEvent[] {
  return list.entries.flatMap((entry) => {
    if (typeof entry.festival === 'string') return [];
    const day = bsDayNumber(entry.date);
    return [
      {
        ...entry.festival,
        bs: { ...entry.date },
        ad: isoOfDay(day),
        isHoliday: entry.appliesTo.length > 0,
        ...(entry.appliesTo.length > 0 ? { holidayFor: [...entry.appliesTo] } : {}),
        source: 'official' as const,
        citation: entry.source,
        festivalYear: list.year,
      },
    ];
  });
}

/** Every event on a day of BS year `year`, in date order. @throws RangeError outside the range. */
export function eventsForYear(year: number): FestivalEvent[] {
  assertYear(year);
  const cached = years.get(year);
  if (cached) return cached;
  const first = bsDayNumber({ year, month: 1, day: 1 });
  const next = year < BS_MAX_YEAR ? bsDayNumber({ year: year + 1, month: 1, day: 1 }) : Infinity;
  const events: { day: number; rank: number; event: FestivalEvent }[] = [];
  for (const y of [year - 1, year, year + 1]) {
    for (const o of cycle(y)) {
      for (let i = 0; i < o.length; i += 1) {
        const day = o.start + i;
        if (day < first || day >= next || (o.days && !o.days.includes(day))) continue;
        events.push({
          day,
          rank: FESTIVAL_RANK.get(o.festival.id) ?? 0,
          event: eventDay(o, day, i),
        });
      }
    }
  }
  const list = OFFICIAL_LISTS.get(year);
  if (list) {
    for (const event of customEvents(list)) {
      events.push({ day: bsDayNumber(event.bs), rank: FESTIVALS.length, event });
    }
  }
  events.sort((a, b) => a.day - b.day || a.rank - b.rank);
  const result = events.map((e) => e.event);
  years.set(year, result);
  return result;
}

/** Events of one BS day. Throws RangeError for a date outside the supported range. */
export function eventsForDay(date: BsDate): FestivalEvent[] {
  bsDayNumber(date); // validates the date
  return eventsForYear(date.year).filter((e) => e.bs.month === date.month && e.bs.day === date.day);
}

/** A day's status for someone in `groups` (default: national only): holiday, then Saturday. */
export function statusOfDay(
  events: readonly Pick<FestivalEvent, 'holidayFor'>[],
  weekday: number,
  groups: readonly HolidayGroup[] = ['national'],
): HolidayStatus {
  const holiday = events.some((e) =>
    e.holidayFor?.some((g) => g === 'national' || groups.includes(g)),
  );
  if (holiday) return 'public-holiday';
  return weekday === 6 ? 'weekend' : 'working-day';
}

/** {@link statusOfDay} of a BS date. @throws RangeError outside the supported range. */
export function holidayStatus(
  date: BsDate,
  groups: readonly HolidayGroup[] = ['national'],
): HolidayStatus {
  return statusOfDay(eventsForDay(date), bsWeekday(date), groups);
}

/**
 * Where year `year`'s holidays come from: a complete official list, a partial one (the rules,
 * with the days it names confirmed or moved), or the rules alone.
 */
export function yearHolidaySource(year: number): 'official' | 'partial' | 'computed' {
  const list = OFFICIAL_LISTS.get(year);
  if (!list) return 'computed';
  return list.coverage === 'complete' ? 'official' : 'partial';
}
