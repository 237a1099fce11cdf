'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BS_MONTHS } from '@/lib/bs';
import { adjacentMonths } from '@/lib/calendar/adjacent';
import { monthTitle, weekdayNames } from '@/lib/i18n/format';
import { DayGrid } from './day-grid';
import { MonthGrid } from './month-grid';
import { todayDetails } from './today-details';
import { TODAY_EVENTS_SHOWN, type DialogLabels, type TodayDetails } from './types';
import { useCalendarMonth } from './use-calendar-api';
import { useNepalTodayIfNot } from './use-nepal-today';

export interface HomeCalendarLabels {
  loading: string;
  errorTitle: string;
  errorBody: string;
  retry: string;
  viewFull: string;
  todayTitle: string;
  todayLoading: string;
  todayError: string;
  todayEvents: string;
  /** The raw ICU plural '+ N more events', formatted in the browser for a later day. */
  moreEvents: string;
  noEvents: string;
  previousMonth: string;
  nextMonth: string;
  tithi: string;
}

interface HomeCalendarProps {
  locale: Locale;
  /** The month the server rendered as `children`, and its today (the server's, at rendering). */
  initial: { year: number; month: number; today: TodayDetails | null };
  labels: HomeCalendarLabels;
  dialogLabels: DialogLabels;
  children: ReactNode;
}

const PLACEHOLDER_CELLS = 35;

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
  const shown = today ? today.bs : initial;
  const stale = shown.year !== initial.year || shown.month !== initial.month;
  const fresh = !today || today.ad === initial.today?.ad;
  const current = useCalendarMonth(fresh && !stale ? null : shown);
  const todayData = today && current.data?.days.find((day) => day.ad === today.ad);
  const todayDay: TodayDetails | 'error' | null = fresh
    ? initial.today
    : todayData
      ? todayDetails(todayData, locale, { ...dialogLabels, moreEvents: labels.moreEvents })
      : current.isLoading
        ? null
        : 'error';
  const loading = stale && current.isLoading;
  const failed = stale && !current.data && !current.isLoading;

  const { prev, next } = adjacentMonths(shown.year, shown.month);
  const href = (ref: { year: number; month: number } | null) =>
    ref ? `/calendar/${ref.year}/${BS_MONTHS[ref.month - 1]!.slug}` : '/calendar';

  const arrow = (ref: typeof prev, label: string, Icon: typeof ChevronLeft) =>
    ref && !loading ? (
      <Link
        href={href(ref)}
        aria-label={label}
        className={buttonVariants({ variant: 'outline', size: 'icon' })}
      >
        <Icon />
      </Link>
    ) : (
      <button
        type="button"
        disabled
        aria-label={label}
        className={buttonVariants({ variant: 'outline', size: 'icon' })}
      >
        <Icon />
      </button>
    );

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2" data-testid="home-calendar">
        {/* Not CardHeader: its column layout would need overriding, and client classes only add. */}
        <div className="flex items-center justify-between gap-2 p-5">
          {arrow(prev, labels.previousMonth, ChevronLeft)}
          <CardTitle as="h2" className="text-xl">
            {failed ? (
              labels.errorTitle
            ) : loading ? (
              labels.loading
            ) : (
              <Link href={href(shown)} className="hover:underline">
                {monthTitle(shown.year, shown.month, locale)}
              </Link>
            )}
          </CardTitle>
          {arrow(next, labels.nextMonth, ChevronRight)}
        </div>
        <CardContent className="px-2 sm:px-5">
          {failed ? (
            <div role="alert" className="space-y-3 py-10 text-center">
              <p className="text-destructive">{labels.errorBody}</p>
              <Button type="button" variant="outline" onClick={() => void current.mutate()}>
                {labels.retry}
              </Button>
            </div>
          ) : !stale ? (
            <DayGrid month={shown} locale={locale} labels={dialogLabels}>
              {children}
            </DayGrid>
          ) : current.data ? (
            <DayGrid month={shown} locale={locale} labels={dialogLabels}>
              <MonthGrid
                locale={locale}
                days={current.data.days}
                leadingBlanks={current.data.leadingBlanks}
                labels={{
                  weekdaysShort: weekdayNames(locale, 'short'),
                  weekdaysLong: weekdayNames(locale),
                  caption: monthTitle(shown.year, shown.month, locale),
                }}
                compact
              />
            </DayGrid>
          ) : (
            <div className="grid grid-cols-7 gap-1" aria-busy="true">
              {Array.from({ length: PLACEHOLDER_CELLS }, (_, i) => (
                <div key={i} className="bg-muted h-16 animate-pulse rounded-lg" />
              ))}
            </div>
          )}
          <Link
            href={href(shown)}
            className={buttonVariants({ variant: 'link', size: null, className: 'mt-2 h-10 py-2' })}
          >
            {labels.viewFull}
          </Link>
        </CardContent>
      </Card>
      <Card data-testid="today-card">
        <CardHeader>
          <CardTitle as="h2">{labels.todayTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {todayDay === null ? (
            <p className="text-muted-foreground">{labels.todayLoading}</p>
          ) : todayDay === 'error' ? (
            <p role="alert" className="text-destructive">
              {labels.todayError}
            </p>
          ) : (
            <>
              <p className="text-primary text-2xl font-bold">{todayDay.bsLong}</p>
              <p className="text-muted-foreground">{todayDay.adLong}</p>
              <p>
                {labels.tithi}: <span lang="ne">{todayDay.tithiNe}</span>
                {todayDay.tithiEn ? ` (${todayDay.tithiEn})` : ''}
              </p>
              <div>
                <h3 className="font-semibold">{labels.todayEvents}</h3>
                {todayDay.events.length > 0 ? (
                  <ul className="mt-1 space-y-1 text-sm">
                    {todayDay.events.slice(0, TODAY_EVENTS_SHOWN).map((event, i) => (
                      <li key={i}>{event.title}</li>
                    ))}
                    {todayDay.moreEvents ? (
                      <li className="text-muted-foreground">{todayDay.moreEvents}</li>
                    ) : null}
                  </ul>
                ) : (
                  <p className="text-muted-foreground text-sm">{labels.noEvents}</p>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
