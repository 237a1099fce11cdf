import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BS_MONTHS, localeDigits } from '@/lib/bs';
import { adjacentMonths } from '@/lib/calendar/adjacent';
import { monthTitle } from '@/lib/i18n/format';
import { DayGrid } from './day-grid';
import { TODAY_EVENTS_SHOWN } from '@/lib/calendar/today-card';
import type { TodayDetails } from './types';

export type Loadable<T> = T | 'loading' | 'error';

export interface HomeCalendarViewProps {
  locale: Locale;
  /** The BS month the widget shows. */
  shown: { year: number; month: number };
  grid: { status: 'ready'; content: ReactNode } | { status: 'loading' } | { status: 'error' };
  today: Loadable<TodayDetails>;
  onRetry?: () => void;
}

const PLACEHOLDER_CELLS = 35;

/**
 * The home widget's two cards, the month grid and 'Today's Date', in whichever state they are;
 * worded from `HomeCalendar` and `Common` (the server's render and the browser's alike).
 */
export function HomeCalendarView({ locale, shown, grid, today, onRetry }: HomeCalendarViewProps) {
  const t = useTranslations('HomeCalendar');
  const tc = useTranslations('Common');
  const loading = grid.status === 'loading';
  const failed = grid.status === 'error';
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
        {/* Not CardHeader: its column layout would need overriding; client classes only add. */}
        <div className="flex items-center justify-between gap-2 p-5">
          {arrow(prev, t('previousMonth'), ChevronLeft)}
          <CardTitle as="h2" size="xl">
            {failed ? (
              t('errorTitle')
            ) : loading ? (
              t('loading')
            ) : (
              <Link href={href(shown)} className="hover:underline">
                {monthTitle(shown.year, shown.month, locale)}
              </Link>
            )}
          </CardTitle>
          {arrow(next, t('nextMonth'), ChevronRight)}
        </div>
        <CardContent className="px-2 sm:px-5">
          {failed ? (
            <div role="alert" className="space-y-3 py-10 text-center">
              <p className="text-destructive">{t('errorBody')}</p>
              <Button type="button" variant="outline" onClick={onRetry}>
                {tc('tryAgain')}
              </Button>
            </div>
          ) : grid.status === 'ready' ? (
            <DayGrid month={shown} locale={locale}>
              {grid.content}
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
            {t('viewFull')}
          </Link>
        </CardContent>
      </Card>
      <Card data-testid="today-card">
        <CardHeader>
          <CardTitle as="h2">{t('todayTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {today === 'loading' ? (
            <p className="text-muted-foreground">{t('todayLoading')}</p>
          ) : today === 'error' ? (
            <p role="alert" className="text-destructive">
              {t('todayError')}
            </p>
          ) : (
            <>
              <p className="text-primary text-2xl font-bold">{today.bsLong}</p>
              <p className="text-muted-foreground">{today.adLong}</p>
              <p>
                {t('tithi')}: <span lang="ne">{today.tithiNe}</span>
                {today.tithiEn ? ` (${today.tithiEn})` : ''}
              </p>
              <div>
                <h3 className="font-semibold">{t('todayEvents')}</h3>
                {today.events.length > 0 ? (
                  <ul className="mt-1 space-y-1 text-sm">
                    {today.events.slice(0, TODAY_EVENTS_SHOWN).map((event, i) => (
                      <li key={i}>{event.title}</li>
                    ))}
                    {today.moreEvents > 0 ? (
                      <li className="text-muted-foreground">
                        {/* The count in the page's digits: the browser's Intl may print Latin
                            digits for 'ne', and its render must read as the server's. */}
                        {t('moreEvents', {
                          count: today.moreEvents,
                          n: localeDigits(today.moreEvents, locale),
                        })}
                      </li>
                    ) : null}
                  </ul>
                ) : (
                  <p className="text-muted-foreground text-sm">{t('noEvents')}</p>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
