'use server';

import { isLocale } from '@/i18n/paths';
import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { calendarLabels } from './labels';
import { monthTitle } from '@/lib/i18n/format';
import { MonthGrid } from './month-grid';

/**
 * The home widget's grid for another month, rendered on the server when the browser finds that
 * Nepal's month has moved on since the page was rendered (a cached page left open, or served
 * after midnight on the 1st): the browser then needs no grid or panchang code of its own.
 */
export async function homeMonthGrid(year: unknown, month: unknown, locale: unknown) {
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    (year as number) < BS_MIN_YEAR ||
    (year as number) > BS_MAX_YEAR ||
    (month as number) < 1 ||
    (month as number) > 12 ||
    !isLocale(locale)
  ) {
    throw new Error('No such calendar month or locale');
  }
  const view = buildCalendarMonth(year as number, month as number);
  const labels = await calendarLabels(locale, monthTitle(view.year, view.month, locale));
  return (
    <MonthGrid
      locale={locale}
      days={view.days}
      leadingBlanks={view.leadingBlanks}
      labels={labels}
      compact
    />
  );
}
