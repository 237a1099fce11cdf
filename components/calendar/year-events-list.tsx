import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import {
  formatAdDate,
  formatBsDate,
  localeDigits,
  parseIsoDate,
  toDevanagariDigits,
} from '@/lib/bs';
import type { yearEventsByMonth } from '@/lib/calendar/year-events';
import type { Locale } from '@/i18n/routing';
import { localized } from '@/lib/i18n/format';

type Months = ReturnType<typeof yearEventsByMonth>;

function badge(
  event: Months[number]['events'][number],
): 'holiday' | 'festival' | 'birthday' | 'event' {
  if (event.holidayFor?.includes('national')) return 'holiday';
  if (event.id.includes('jayanti')) return 'birthday';
  if (event.type === 'religious' || event.type === 'cultural' || event.type === 'community')
    return 'festival';
  return 'event';
}

/** The Year Events tab: every event of the BS year, grouped by month, with type badges. */
export async function YearEventsList({
  year,
  months,
  locale,
  holidaySource,
}: {
  year: number;
  months: Months;
  locale: Locale;
  holidaySource: 'official' | 'partial' | 'computed';
}) {
  // An explicit locale: the list is also rendered by a server function, where no route params exist.
  const t = await getTranslations({ locale, namespace: 'CalendarPage.yearEvents' });
  const yearLabel = localeDigits(year, locale);
  const total = months.reduce((sum, m) => sum + m.events.length, 0);
  return (
    <section aria-labelledby="year-events" className="space-y-6">
      <h2 id="year-events" className="text-2xl font-bold">
        {t('title', { year: yearLabel })}
      </h2>
      <p className="text-muted-foreground text-sm">{t(holidaySource, { year: yearLabel })}</p>
      {total === 0 ? (
        <div className="rounded-xl border p-6 text-center">
          <p className="font-medium">{t('empty')}</p>
          <p className="text-muted-foreground text-sm">{t('emptyHint')}</p>
        </div>
      ) : (
        months.map((month) => (
          <section key={month.month} aria-labelledby={`year-events-${month.month}`}>
            <h3
              id={`year-events-${month.month}`}
              className="mb-2 border-b pb-1 text-lg font-semibold"
            >
              {localized(month, locale)}
            </h3>
            {month.events.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('noMonthEvents')}</p>
            ) : (
              <ul className="divide-y">
                {month.events.map((event) => {
                  const ad = parseIsoDate(event.ad, 'ad');
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
                          {ad.ok ? formatAdDate(ad.value, locale, 'long') : event.ad} ·{' '}
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
        ))
      )}
    </section>
  );
}
