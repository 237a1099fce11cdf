import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/bs';
import { keyEvents, type CalendarMonth, type EventCategory } from '@/lib/calendar/month';
import { cn } from '@/lib/utils';
import { bsMonthName } from '@/lib/i18n/format';
import { localized } from '@/lib/i18n/format';

const CATEGORY_STYLE: Record<EventCategory, string> = {
  holiday: 'border-destructive/40 bg-destructive/5',
  festival: 'border-amber-500/40 bg-amber-50 dark:bg-amber-950/30',
  jayanti: 'border-violet-500/40 bg-violet-50 dark:bg-violet-950/30',
  day: 'border-sky-500/40 bg-sky-50 dark:bg-sky-950/30',
  religious: 'border-orange-500/40 bg-orange-50 dark:bg-orange-950/30',
  event: '',
};

/** 'Key Events in {month}': one card per distinct event with the days it falls on. */
export async function KeyEvents({ view, locale }: { view: CalendarMonth; locale: Locale }) {
  const t = await getTranslations('CalendarPage');
  const entries = keyEvents(view);
  const month = bsMonthName(view.month, locale);
  return (
    <section aria-labelledby="key-events" className="space-y-4">
      <h2 id="key-events" className="text-2xl font-bold">
        {t('keyEvents.title', { month })}
      </h2>
      {entries.length === 0 ? (
        <div className="rounded-xl border p-6 text-center">
          <p className="font-medium">{t('keyEvents.empty')}</p>
          <p className="text-muted-foreground text-sm">{t('keyEvents.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(({ event, category, days }) => (
            <li
              key={event.id}
              className={cn('rounded-xl border p-4', CATEGORY_STYLE[category])}
              data-category={category}
            >
              <Badge variant={category === 'holiday' ? 'destructive' : 'outline'}>
                {t(`categories.${category}`)}
              </Badge>
              <p className="mt-2 font-semibold">{localized(event, locale, 'title')}</p>
              <p className="text-muted-foreground text-sm">
                {t('keyEvents.days', {
                  month,
                  days: days.map((d) => localeDigits(d, locale)).join(', '),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
