'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { monthTitle } from '@/lib/i18n/format';
import { HomeCalendarView } from './home-calendar-view';
import { MonthGrid } from './month-grid';
import { todayDetails } from './today-details';
import { useCalendarMonth } from './use-calendar-api';
import type { NepalToday } from './use-nepal-today';

/**
 * The widget on a page rendered before Nepal's today: the current month from the API (one read
 * for the Today card and, when the month has moved on too, the grid), in the browser's own render.
 */
export function HomeCalendarLater({
  locale,
  today,
  sameMonth,
  children,
}: {
  locale: Locale;
  today: NepalToday;
  /** Whether the server's grid (`children`) still shows the current month. */
  sameMonth: boolean;
  children: ReactNode;
}) {
  const month = useCalendarMonth(today.bs);
  const day = month.data?.days.find((d) => d.ad === today.ad);
  const state = month.data ? 'ready' : month.isLoading ? 'loading' : 'error';
  return (
    <HomeCalendarView
      locale={locale}
      shown={today.bs}
      grid={
        sameMonth
          ? { status: 'ready', content: children }
          : month.data
            ? {
                status: 'ready',
                content: (
                  <MonthGrid
                    locale={locale}
                    days={month.data.days}
                    leadingBlanks={month.data.leadingBlanks}
                    caption={monthTitle(today.bs.year, today.bs.month, locale)}
                    compact
                  />
                ),
              }
            : { status: state === 'loading' ? 'loading' : 'error' }
      }
      today={day ? todayDetails(day, locale) : state === 'loading' ? 'loading' : 'error'}
      onRetry={() => void month.mutate()}
    />
  );
}
