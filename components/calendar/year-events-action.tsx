'use server';

import { BS_MAX_YEAR, BS_MIN_YEAR } from '@/lib/bs';
import { yearEventsByMonth } from '@/lib/calendar/year-events';
import { yearHolidaySource } from '@/lib/festivals';
import { YearEventsList } from './year-events-list';
import { YearOverview } from './year-overview';

/**
 * The Year Events tab's content (the year's overview and its events by month), rendered on the
 * server when the tab is first opened: it would otherwise be most of every month page's HTML,
 * twice over (the markup and its RSC payload), for a tab most visitors never open.
 */
export async function yearEventsPanel(year: number, locale: string) {
  if (
    !Number.isInteger(year) ||
    year < BS_MIN_YEAR ||
    year > BS_MAX_YEAR ||
    (locale !== 'en' && locale !== 'ne')
  ) {
    throw new Error('No such calendar year or locale');
  }
  return (
    <>
      <YearOverview year={year} locale={locale} />
      <YearEventsList
        year={year}
        months={yearEventsByMonth(year)}
        locale={locale}
        holidaySource={yearHolidaySource(year)}
      />
    </>
  );
}
