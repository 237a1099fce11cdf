import { BS_MONTHS, bsToAd, bsWeekday, daysInBsMonth, formatIsoDate } from '@/lib/bs';
import { statusOfDay } from '@/lib/festivals';
import { eventsByDay } from './month';

/** One day of the year page's compact grids: no panchang, only what a wall calendar prints. */
export interface YearGridDay {
  day: number;
  ad: string;
  weekday: number;
  /** A national public holiday (the weekly Saturday aside). */
  holiday: boolean;
  /** Names of the day's nationwide holidays, for the cell's screen-reader text. */
  holidayNames: { name: string; nameNe: string }[];
}

export interface YearGridMonth {
  month: number;
  slug: string;
  leadingBlanks: number;
  days: YearGridDay[];
}

/** The twelve months of BS year `year` as compact grids. Throws RangeError outside the range. */
export function yearGrid(year: number): YearGridMonth[] {
  const events = eventsByDay(year);
  return BS_MONTHS.map((info, index) => {
    const month = index + 1;
    const days: YearGridDay[] = [];
    for (let day = 1; day <= daysInBsMonth(year, month); day++) {
      const bs = { year, month, day };
      const weekday = bsWeekday(bs);
      const dayEvents = events.get(`${month}-${day}`) ?? [];
      const national = dayEvents.filter((e) => e.holidayFor?.includes('national'));
      days.push({
        day,
        ad: formatIsoDate(bsToAd(bs)),
        weekday,
        holiday: statusOfDay(dayEvents, weekday) === 'public-holiday',
        holidayNames: national.map((e) => ({ name: e.name, nameNe: e.nameNe })),
      });
    }
    return { month, slug: info.slug, leadingBlanks: days[0]!.weekday, days };
  });
}
