import { getTranslations } from 'next-intl/server';
import { formatAdDate, formatBsDate, localeDigits, parseIsoDate } from '@/lib/bs';
import type { YearEvent } from '@/lib/calendar/year-events';
import { yearOverview } from '@/lib/calendar/year-overview';
import type { Locale } from '@/i18n/routing';
import { localized } from '@/lib/i18n/format';

/** The Year Events tab's overview: the year in both calendars, its highlights and its holidays by type. */
export async function YearOverview({ year, locale }: { year: number; locale: Locale }) {
  // The locale is explicit: the Year Events tab renders this in a server function.
  const t = await getTranslations({ locale, namespace: 'YearOverview' });
  const o = yearOverview(year);
  const num = (n: number) => localeDigits(n, locale);
  const ad = (value: string) => {
    const parsed = parseIsoDate(value, 'ad');
    return parsed.ok ? formatAdDate(parsed.value, locale, 'long') : value;
  };
  const name = (e: YearEvent) => localized(e, locale, 'title');
  const when = (e: YearEvent) => `${formatBsDate(e.bs, locale, 'long')} (${ad(e.ad)})`;
  return (
    <section aria-labelledby="year-overview" className="bg-card space-y-4 rounded-xl border p-5">
      <h2 id="year-overview" className="text-2xl font-bold">
        {t('title', { year: num(year) })}
      </h2>
      <p className="leading-relaxed">
        {t('description', {
          year: num(year),
          start: ad(o.start),
          end: ad(o.end),
          adFirst: num(o.adYears[0]),
          adLast: num(o.adYears[1]),
          days: num(o.days),
          holidays: num(o.holidayDays),
        })}
      </p>
      {o.highlights.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold">{t('highlights')}</h3>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {o.highlights.map((e) => (
              <div key={e.id} className="contents">
                <dt className="font-medium">{name(e)}</dt>
                <dd className="text-muted-foreground">{when(e)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {o.majorByType.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold">{t('majorByType')}</h3>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {o.majorByType.map((group) => (
              <div key={group.type}>
                <dt className="font-medium">{t(`types.${group.type}`)}</dt>
                <dd className="text-muted-foreground">
                  {group.events
                    .map((e) => `${name(e)} (${formatBsDate(e.bs, locale, 'medium')})`)
                    .join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
