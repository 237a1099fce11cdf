'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { HomeCalendarView, type HomeCalendarLabels } from './home-calendar-view';
import type { DialogLabels, TodayDetails } from './types';
import { useNepalTodayIfNot } from './use-nepal-today';

export type { HomeCalendarLabels };

interface HomeCalendarProps {
  locale: Locale;
  /** The month the server rendered as `children`, and its today (the server's, at rendering). */
  initial: { year: number; month: number; today: TodayDetails | null };
  labels: HomeCalendarLabels;
  dialogLabels: DialogLabels;
  children: ReactNode;
}

// Only a page older than Nepal's date needs the API read (and the grid code): loaded then.
const HomeCalendarLater = lazy(() =>
  import('./home-calendar-later').then((m) => ({ default: m.HomeCalendarLater })),
);

/**
 * Home: the month calendar widget and 'Today's Date' card, both server HTML for the day the page
 * was rendered. The browser checks Nepal's date now; only if the page is older than the day (or
 * the month) does it read the current month from the API, for today's details and its grid.
 */
export function HomeCalendar({
  locale,
  initial,
  labels,
  dialogLabels,
  children,
}: HomeCalendarProps) {
  const today = useNepalTodayIfNot(initial.today?.ad ?? null);
  const view = { locale, labels, dialogLabels };
  if (!today) {
    return (
      <HomeCalendarView
        {...view}
        shown={initial}
        grid={{ status: 'ready', content: children }}
        today={initial.today ?? 'loading'}
      />
    );
  }
  const sameMonth = today.bs.year === initial.year && today.bs.month === initial.month;
  return (
    <Suspense
      fallback={
        <HomeCalendarView
          {...view}
          shown={today.bs}
          grid={sameMonth ? { status: 'ready', content: children } : { status: 'loading' }}
          today="loading"
        />
      }
    >
      <HomeCalendarLater {...view} today={today} sameMonth={sameMonth}>
        {children}
      </HomeCalendarLater>
    </Suspense>
  );
}
