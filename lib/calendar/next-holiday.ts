import { buildCalendarMonth, type CalendarDay } from './month';

/** How far ahead the search looks: every year has several national holidays within 4 months. */
const MONTHS_AHEAD = 4;

/** The first national holiday after the given BS day (excluded), with days until it, or null. */
export function nextPublicHoliday(from: {
  year: number;
  month: number;
  day: number;
}): { day: CalendarDay; daysAway: number } | null {
  let { year, month } = from;
  let daysAway = 0;
  for (let step = 0; step < MONTHS_AHEAD; step++) {
    let built;
    try {
      built = buildCalendarMonth(year, month);
    } catch {
      return null;
    }
    for (const day of built.days) {
      if (step === 0 && day.bs.day <= from.day) continue;
      daysAway++;
      if (day.status === 'public-holiday') return { day, daysAway };
    }
    if (!built.next) return null;
    ({ year, month } = built.next);
  }
  return null;
}
