import { CalendarDays } from '@/components/ui/icons';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatAdDate, formatBsDate } from '@/lib/bs';
import type { Locale } from '@/i18n/routing';

interface TodayDatesProps {
  locale: Locale;
  today: { year: number; month: number; day: number };
  todayBs: { year: number; month: number; day: number };
  title: string;
  adLabel: string;
  bsLabel: string;
}

/** Today's date in both calendars, in Nepal time. */
export function TodayDates({ locale, today, todayBs, title, adLabel, bsLabel }: TodayDatesProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <CalendarDays className="text-primary size-5" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground text-sm">{bsLabel}</dt>
            <dd className="text-lg font-semibold" data-testid="today-bs">
              {formatBsDate(todayBs, locale, 'long')}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">{adLabel}</dt>
            <dd className="text-lg font-semibold" data-testid="today-ad">
              {formatAdDate(today, locale, 'long')}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
