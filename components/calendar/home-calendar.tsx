'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import useSWR from 'swr';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import { BS_MONTHS, formatAdDate, formatBsDate, parseIsoDate, toDevanagariDigits } from '@/lib/bs';
import { adjacentMonths } from '@/lib/calendar/adjacent';
import type { CalendarMonth } from '@/lib/calendar/month';
import { buttonVariants } from '@/components/ui/button';
import { MonthGrid } from './month-grid';
import type { CalendarLabels } from './types';
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

async function fetchMonth(url: string): Promise<CalendarMonth> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.json();
}

const PLACEHOLDER_CELLS = 35;

/**
 * Home: the month calendar widget and 'Today's Date' card. The server renders the month that was
 * current when the page was built; the browser checks Nepal's date now and loads another month
 * from the API if the page is older than the month.
 */
export function HomeCalendar({ locale, initial, labels, gridLabels }: { locale: 'en' | 'ne'; initial: CalendarMonth; labels: HomeCalendarLabels; gridLabels: CalendarLabels }) {
  const today = useNepalToday();
  const stale = today !== null && (today.bs.year !== initial.year || today.bs.month !== initial.month);
  const { data, error } = useSWR(stale ? `/api/v1/calendar/${today.bs.year}/${today.bs.month}` : null, fetchMonth);
  const month = stale ? data : initial;
  const loading = stale && !data && !error;
  const num = (n: number) => (locale === 'ne' ? toDevanagariDigits(n) : String(n));
  const info = month ? BS_MONTHS[month.month - 1]! : null;
  const title = month && info ? `${locale === 'ne' ? info.nameNe : info.name} ${num(month.year)}` : labels.loading;
  const { prev, next } = month ? adjacentMonths(month.year, month.month) : { prev: null, next: null };
  const todayDay = month && today ? month.days.find((d) => d.ad === today.ad) : undefined;
  const todayAd = today ? parseIsoDate(today.ad, 'ad') : null;
  const href = (ref: { year: number; slug: string } | null) => (ref ? `/calendar/${ref.year}/${ref.slug}` : '/calendar');

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader className="flex-row items-center justify-between gap-2">
          {prev && !loading ? (
            <Link href={href(prev)} aria-label={labels.previousMonth} className={buttonVariants({ variant: 'outline', size: 'icon' })}>
              <ChevronLeft />
            </Link>
          ) : (
            <button type="button" disabled aria-label={labels.previousMonth} className={buttonVariants({ variant: 'outline', size: 'icon' })}>
              <ChevronLeft />
            </button>
          )}
          <CardTitle className="text-xl">
            {error ? labels.errorTitle : month ? <Link href={href(month)} className="hover:underline">{title}</Link> : labels.loading}
          </CardTitle>
          {next && !loading ? (
            <Link href={href(next)} aria-label={labels.nextMonth} className={buttonVariants({ variant: 'outline', size: 'icon' })}>
              <ChevronRight />
            </Link>
          ) : (
            <button type="button" disabled aria-label={labels.nextMonth} className={buttonVariants({ variant: 'outline', size: 'icon' })}>
              <ChevronRight />
            </button>
          )}
        </CardHeader>
        <CardContent>
          {error ? (
            <p role="alert" className="py-10 text-center text-destructive">{labels.errorBody}</p>
          ) : month ? (
            <MonthGrid locale={locale} days={month.days} leadingBlanks={month.leadingBlanks} labels={gridLabels} compact />
          ) : (
            <div className="grid grid-cols-7 gap-1" aria-busy="true">
              {Array.from({ length: PLACEHOLDER_CELLS }, (_, i) => (
                <div key={i} className="h-14 animate-pulse rounded-lg bg-muted" />
              ))}
            </div>
          )}
          <Link href={href(month ?? null)} className={buttonVariants({ variant: 'link', className: 'mt-2 px-0' })}>
            {labels.viewFull}
          </Link>
        </CardContent>
      </Card>
      <Card data-testid="today-card">
        <CardHeader>
          <CardTitle>{labels.todayTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {!today || loading ? (
            <p className="text-muted-foreground">{labels.todayLoading}</p>
          ) : error || !todayAd?.ok ? (
            <p role="alert" className="text-destructive">{labels.todayError}</p>
          ) : (
            <>
              <p className="text-2xl font-bold text-primary">{formatBsDate(today.bs, locale, 'long')}</p>
              <p className="text-muted-foreground">{formatAdDate(todayAd.value, locale, 'long')}</p>
              {todayDay ? (
                <p>
                  {labels.tithi}: <span lang="ne">{todayDay.tithi.nameNe}</span>
                  {locale === 'en' ? ` (${todayDay.tithi.name})` : ''}
                </p>
              ) : null}
              <div>
                <h3 className="font-semibold">{labels.todayEvents}</h3>
                {todayDay && todayDay.events.length > 0 ? (
                  <ul className="mt-1 space-y-1 text-sm">
                    {todayDay.events.slice(0, 2).map((event) => (
                      <li key={event.id}>{locale === 'ne' ? event.titleNe : event.title}</li>
                    ))}
                    {todayDay.events.length > 2 ? (
                      <li className="text-muted-foreground">{labels.moreEvents.replace('{count}', num(todayDay.events.length - 2))}</li>
                    ) : null}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">{labels.noEvents}</p>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
