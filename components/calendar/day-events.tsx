import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/routing';
import { FESTIVALS_BY_ID, type FestivalEvent } from '@/lib/festivals';
import { localized } from '@/lib/i18n/format';

/** The day's events with who gets the day off and where each date comes from. */
export async function DayEvents({ events, locale }: { events: FestivalEvent[]; locale: Locale }) {
  const t = await getTranslations('DayPage');
  const tc = await getTranslations('CalendarPage');
  return (
    <section aria-labelledby="events-title" className="space-y-3">
      <h2 id="events-title" className="text-xl font-semibold">
        {t('eventsTitle')}
      </h2>
      {events.length === 0 ? (
        <p className="text-muted-foreground">{t('noEvents')}</p>
      ) : (
        <ul className="space-y-3">
          {events.map((event) => {
            const national = event.holidayFor?.includes('national') ?? false;
            const rule = FESTIVALS_BY_ID.get(event.id)?.rule.kind;
            return (
              <li key={event.id} className="rounded-xl border p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{localized(event, locale)}</h3>
                  {national ? (
                    <Badge variant="destructive">{tc('status.public-holiday')}</Badge>
                  ) : null}
                </div>
                <p className="mt-1 text-sm">{localized(event, locale, 'description')}</p>
                {event.isHoliday && event.holidayFor ? (
                  <p className="mt-1 text-sm">
                    {t('holidayFor', {
                      groups: event.holidayFor.map((group) => t(`groups.${group}`)).join(', '),
                    })}
                  </p>
                ) : null}
                <p className="text-muted-foreground mt-2 text-xs">
                  {event.source === 'official' && event.citation
                    ? t('sourceOfficial', { citation: event.citation })
                    : t('sourceRule', { kind: rule ?? 'other' })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
