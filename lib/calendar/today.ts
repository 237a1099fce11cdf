import { BS_MONTHS, WEEKDAYS } from '@/lib/bs';
import { buildCalendarMonth } from './month';

/** Today's entry in the calendar (as the month view builds it), for `/api/v1/today`. */
export function todayEntry(todayBs: { year: number; month: number; day: number }) {
  const day = buildCalendarMonth(todayBs.year, todayBs.month).days[todayBs.day - 1]!;
  const month = BS_MONTHS[todayBs.month - 1]!;
  const weekday = WEEKDAYS[day.weekday]!;
  return {
    ad: day.ad,
    bs: { ...day.bs, monthName: month.name, monthNameNe: month.nameNe },
    weekday: day.weekday,
    weekdayName: weekday.name,
    weekdayNameNe: weekday.nameNe,
    tithi: day.tithi,
    nakshatra: day.nakshatra,
    sunrise: day.sunrise,
    sunset: day.sunset,
    events: day.events,
    isHoliday: day.isHoliday,
    status: day.status,
  };
}
