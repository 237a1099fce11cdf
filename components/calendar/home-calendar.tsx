'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { HomeCalendarView } from './home-calendar-view';
import type { TodayDetails } from './types';
import { useNepalTodayIfNot } from './use-nepal-today';

interface HomeCalendarProps {
  locale: Locale;
  /** The month the server rendered as `children`, and its today (the server's, at rendering). */
  initial: { year: number; month: number; today: TodayDetails | null };
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
 * Its words come from the island's messages (`HOME_CALENDAR_MESSAGES` in ./messages).
 */
export function HomeCalendar({ locale, initial, children }: HomeCalendarProps) {
  const today = useNepalTodayIfNot(initial.today?.ad ?? null);
  if (!today) {
    return (
      <HomeCalendarView
        locale={locale}
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
          locale={locale}
          shown={today.bs}
          grid={sameMonth ? { status: 'ready', content: children } : { status: 'loading' }}
          today="loading"
        />
      }
    >
      <HomeCalendarLater locale={locale} today={today} sameMonth={sameMonth}>
        {children}
      </HomeCalendarLater>
    </Suspense>
  );
}
