'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import { BS_MONTHS, formatAdDate, formatBsDate, parseIsoDate, toDevanagariDigits } from '@/lib/bs';
import { adjacentMonths } from '@/lib/calendar/adjacent';
import type { CalendarMonth } from '@/lib/calendar/month';
import { dayDetails, type DayDetails } from './day-details';
import { DayGrid } from './day-grid';
import { MonthGrid } from './month-grid';
import type { CalendarLabels, DialogLabels } from './types';
import { useNepalToday } from './use-nepal-today';

export interface HomeCalendarLabels {
  loading: string;
  errorTitle: string;
  errorBody: string;
  viewFull: string;
  todayTitle: string;
  todayLoading: string;
  todayError: string;
  todayEvents: string;
  moreEvents: string;
  noEvents: string;
  previousMonth: string;
  nextMonth: string;
  tithi: string;
}

/** What the widget needs to draw another month in the browser (grid labels and status names). */
export type HomeGridLabels = Pick<
  CalendarLabels,
  'weekdaysShort' | 'weekdaysLong' | 'caption' | 'status' | 'paksha'
>;

interface HomeCalendarProps {
  locale: 'en' | 'ne';
  /** The month the server rendered as `children`, and its days as the dialog shows them. */
  initial: { year: number; month: number; days: DayDetails[] };
  labels: HomeCalendarLabels;
  gridLabels: HomeGridLabels;
  dialogLabels: DialogLabels;
  children: ReactNode;
}

async function fetchMonth(url: string): Promise<CalendarMonth> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.json();
}

const PLACEHOLDER_CELLS = 35;

/**
 * Home: the month calendar widget and 'Today's Date' card. The server renders the month that was
 * current when the page was built (passed in as `children`); the browser checks Nepal's date now
 * and draws another month from the API only if the page is older than the month.
 */
export function HomeCalendar({
  locale,
  initial,
  labels,
  gridLabels,
  dialogLabels,
  children,
}: HomeCalendarProps) {
  const today = useNepalToday();
  const stale =
    today !== null && (today.bs.year !== initial.year || today.bs.month !== initial.month);
  const { data, error } = useSWR(
    stale ? `/api/v1/calendar/${today.bs.year}/${today.bs.month}` : null,
    fetchMonth,
  );
  const fetched = useMemo(
    () => (stale && data ? data.days.map((day) => dayDetails(day, locale, gridLabels)) : null),
    [stale, data, locale, gridLabels],
  );
  const month = stale
    ? data
      ? { year: data.year, month: data.month, days: fetched! }
      : null
    : initial;
  const loading = stale && !data && !error;
  const num = (n: number) => (locale === 'ne' ? toDevanagariDigits(n) : String(n));
  const info = month ? BS_MONTHS[month.month - 1]! : null;
  const title =
    month && info
      ? `${locale === 'ne' ? info.nameNe : info.name} ${num(month.year)}`
      : labels.loading;
  const { prev, next } = month
    ? adjacentMonths(month.year, month.month)
    : { prev: null, next: null };
  const todayDay = month && today ? month.days.find((d) => d.ad === today.ad) : undefined;
  const todayAd = today ? parseIsoDate(today.ad, 'ad') : null;
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
        <CardHeader className="flex-row items-center justify-between gap-2">
          {arrow(prev, labels.previousMonth, ChevronLeft)}
          <CardTitle as="h2" className="text-xl">
            {error ? (
              labels.errorTitle
            ) : month ? (
              <Link href={href(month)} className="hover:underline">
                {title}
              </Link>
            ) : (
              labels.loading
            )}
          </CardTitle>
          {arrow(next, labels.nextMonth, ChevronRight)}
        </CardHeader>
        <CardContent className="px-2 sm:px-5">
          {error ? (
            <p role="alert" className="text-destructive py-10 text-center">
              {labels.errorBody}
            </p>
          ) : !stale ? (
            <DayGrid days={initial.days} labels={dialogLabels}>
              {children}
            </DayGrid>
          ) : data && fetched ? (
            <DayGrid days={fetched} labels={dialogLabels}>
              <MonthGrid
                locale={locale}
                days={data.days}
                leadingBlanks={data.leadingBlanks}
                labels={gridLabels}
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
            href={href(month)}
            className={buttonVariants({ variant: 'link', className: 'mt-2 px-0' })}
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
          {!today || loading ? (
            <p className="text-muted-foreground">{labels.todayLoading}</p>
          ) : error || !todayAd?.ok ? (
            <p role="alert" className="text-destructive">
              {labels.todayError}
            </p>
          ) : (
            <>
              <p className="text-primary text-2xl font-bold">
                {formatBsDate(today.bs, locale, 'long')}
              </p>
              <p className="text-muted-foreground">{formatAdDate(todayAd.value, locale, 'long')}</p>
              {todayDay ? (
                <p>
                  {labels.tithi}: <span lang="ne">{todayDay.tithiNe}</span>
                  {todayDay.tithiEn ? ` (${todayDay.tithiEn})` : ''}
                </p>
              ) : null}
              <div>
                <h3 className="font-semibold">{labels.todayEvents}</h3>
                {todayDay && todayDay.events.length > 0 ? (
                  <ul className="mt-1 space-y-1 text-sm">
                    {todayDay.events.slice(0, 2).map((event, i) => (
                      <li key={i}>{event.title}</li>
                    ))}
                    {todayDay.events.length > 2 ? (
                      <li className="text-muted-foreground">
                        {labels.moreEvents.replace('{count}', num(todayDay.events.length - 2))}
                      </li>
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
