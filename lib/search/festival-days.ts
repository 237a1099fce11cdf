/** The days a festival answer lists: the asked year, else the next occurrence. */
import { BS_MAX_YEAR, BS_MIN_YEAR, adToBs } from '@/lib/bs';
import { eventsForYear, type FestivalEvent } from '@/lib/festivals';
import { formatIsoDay, type CivilDate } from '@/lib/time/civil-date';

/** A year a query names, read in the calendar whose current year it is nearer to. */
export interface AskedYear {
  calendar: 'bs' | 'ad';
  year: number;
}

export function readYear(value: number, today: CivilDate): AskedYear | null {
  const bsNow = adToBs(today).year;
  const calendar = Math.abs(value - bsNow) <= Math.abs(value - today.year) ? 'bs' : 'ad';
  const bsYears = calendar === 'bs' ? [value] : [value + 56, value + 57];
  return bsYears.every((y) => y >= BS_MIN_YEAR && y <= BS_MAX_YEAR)
    ? { calendar, year: value }
    : null;
}

function eventsIn(years: number[]): FestivalEvent[] {
  return years.filter((y) => y >= BS_MIN_YEAR && y <= BS_MAX_YEAR).flatMap((y) => eventsForYear(y));
}

function eventsOfYear(year: AskedYear): FestivalEvent[] {
  if (year.calendar === 'bs') return eventsIn([year.year]);
  const prefix = `${year.year}-`;
  return eventsIn([year.year + 56, year.year + 57]).filter((e) => e.ad.startsWith(prefix));
}

/** The BS years a next occurrence may fall in: this one and the next. */
function upcoming(today: CivilDate): FestivalEvent[] {
  const y = adToBs(today).year;
  const iso = formatIsoDay(today);
  return eventsIn([y, y + 1]).filter((e) => e.ad >= iso);
}

const MAX_DAYS = 12;

/** The days of festival `ids` in `year`, or in `main`'s next occurrence from today. */
export function festivalDays(
  ids: readonly string[],
  main: string,
  today: CivilDate,
  year: AskedYear | null,
): FestivalEvent[] {
  const wanted = new Set(ids);
  if (year)
    return eventsOfYear(year)
      .filter((e) => wanted.has(e.id))
      .slice(0, MAX_DAYS);
  const next = upcoming(today);
  const first = next.find((e) => e.id === main) ?? next.find((e) => wanted.has(e.id));
  if (!first) return [];
  const y = adToBs(today).year;
  return eventsIn([y, y + 1])
    .filter((e) => wanted.has(e.id) && e.festivalYear === first.festivalYear)
    .filter((e, i, all) => all.findIndex((o) => o.id === e.id && o.ad === e.ad) === i)
    .slice(0, MAX_DAYS);
}

const national = (e: FestivalEvent) => e.holidayFor?.includes('national') ?? false;

/** First days of nationwide public holidays: the next few from today, or all of `year`. */
export function publicHolidays(
  today: CivilDate,
  year: AskedYear | null,
  count = 6,
): FestivalEvent[] {
  const list = (year ? eventsOfYear(year) : upcoming(today)).filter(national);
  // A block of leave (Dashain, Tihar) lists each day; its first day stands for it here.
  const firsts = list.filter(
    (e, i) => !list.slice(0, i).some((o) => o.id === e.id && o.festivalYear === e.festivalYear),
  );
  return year ? firsts : firsts.slice(0, count);
}
