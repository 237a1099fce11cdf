import {
  BS_MAX,
  BS_MIN,
  addBsDays,
  bsDayNumber,
  bsToAd,
  bsWeekday,
  bsYearConfidence,
  daysInBsMonth,
  formatIsoDate,
  type BsDate,
} from '@/lib/bs';
import {
  eventsForDay,
  holidayStatus,
  type FestivalEvent,
  type HolidayStatus,
} from '@/lib/festivals';
import { panchang, type PanchangDay } from '@/lib/panchang';

export interface CalendarDayDetail {
  bs: BsDate;
  /** 'YYYY-MM-DD', the Nepal civil day. */
  ad: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  panchang: PanchangDay;
  events: FestivalEvent[];
  status: HolidayStatus;
  confidence: ReturnType<typeof bsYearConfidence>;
  prev: BsDate | null;
  next: BsDate | null;
}

/** The day of a day-page URL, or null past the month's end (a 404, not a rollover). */
export function parseDayParam(value: string, year: number, month: number): number | null {
  if (!/^\d{1,2}$/.test(value)) return null;
  const day = Number(value);
  return day >= 1 && day <= daysInBsMonth(year, month) ? day : null;
}

function step(date: BsDate, days: number): BsDate | null {
  const target = bsDayNumber(date) + days;
  if (target < bsDayNumber(BS_MIN) || target > bsDayNumber(BS_MAX)) return null;
  return addBsDays(date, days);
}

/** Everything a day page shows for one BS date, with its neighbours (null at the range ends). */
export function buildCalendarDay(bs: BsDate): CalendarDayDetail {
  const ad = bsToAd(bs);
  return {
    bs,
    ad: formatIsoDate(ad),
    weekday: bsWeekday(bs),
    panchang: panchang(ad),
    events: eventsForDay(bs),
    status: holidayStatus(bs),
    confidence: bsYearConfidence(bs.year),
    prev: step(bs, -1),
    next: step(bs, 1),
  };
}
