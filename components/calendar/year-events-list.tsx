import { useTranslations } from 'use-intl/react';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/routing';
import type { YearEventsBody } from '@/lib/api/client';
import {
  BS_MONTHS,
  formatAdIsoDate,
  formatBsDate,
  localeDigits,
  toDevanagariDigits,
} from '@/lib/bs';
import { localized } from '@/lib/i18n/format';

type YearEvent = YearEventsBody['events'][number];
type Kind = 'holiday' | 'festival' | 'birthday' | 'event';

function badge(event: YearEvent): Kind {
  if (event.holidayFor?.includes('national')) return 'holiday';
  if (event.id.includes('jayanti')) return 'birthday';
  if (event.type === 'religious' || event.type === 'cultural' || event.type === 'community')
    return 'festival';
  return 'event';
}

/**
 * The Year Events tab: every event of the BS year, grouped by month, with type badges; worded
 * from `CalendarPage.yearEvents`, the year in the page's digits.
 */
export function YearEventsList({ data, locale }: { data: YearEventsBody; locale: Locale }) {
  const t = useTranslations('CalendarPage.yearEvents');
  const year = { year: localeDigits(data.year, locale) };
  return (
    <section aria-labelledby="year-events" className="space-y-6">
      <h2 id="year-events" className="text-2xl font-bold">
        {t('title', year)}
      </h2>
      <p className="text-muted-foreground text-sm">{t(data.holidays, year)}</p>
      {data.events.length === 0 ? (
        <div className="rounded-xl border p-6 text-center">
          <p className="font-medium">{t('empty')}</p>
          <p className="text-muted-foreground text-sm">{t('emptyHint')}</p>
        </div>
      ) : (
        BS_MONTHS.map((month) => {
          const events = data.events.filter((event) => event.bs.month === month.index);
          return (
            <section key={month.index} aria-labelledby={`year-events-${month.index}`}>
              <h3
                id={`year-events-${month.index}`}
                className="mb-2 border-b pb-1 text-lg font-semibold"
              >
                {localized(month, locale)}
              </h3>
              {events.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t('noMonthEvents')}</p>
              ) : (
                <ul className="divide-y">
                  {events.map((event) => {
                    const kind = badge(event);
                    return (
                      <li key={`${event.id}-${event.ad}`} className="flex gap-3 py-2">
                        <span className="text-primary w-8 shrink-0 text-lg font-bold" lang="ne">
                          {toDevanagariDigits(event.bs.day)}
                        </span>
                        <div className="min-w-0">
                          <p className="flex flex-wrap items-center gap-2 font-medium">
                            {localized(event, locale, 'title')}
                            <Badge variant={kind === 'holiday' ? 'destructive' : 'outline'}>
                              {t(`badge.${kind}`)}
                            </Badge>
                          </p>
                          <p className="text-muted-foreground text-xs">
                            {formatBsDate(event.bs, locale, 'long')} ·{' '}
                            {formatAdIsoDate(event.ad, locale, 'long')} ·{' '}
                            <span lang="ne">{event.tithi.nameNe}</span>
                            {locale === 'en' ? ` (${event.tithi.name})` : ''}
                          </p>
                          <p className="text-muted-foreground text-sm">
                            {localized(event, locale, 'description')}
                          </p>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })
      )}
    </section>
  );
}
