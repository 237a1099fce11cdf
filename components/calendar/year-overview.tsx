import { useTranslations } from 'use-intl/react';
import type { Locale } from '@/i18n/routing';
import type { YearEventsBody } from '@/lib/api/client';
import { formatAdIsoDate, formatBsDate, localeDigits } from '@/lib/bs';
import { localized } from '@/lib/i18n/format';

type YearEvent = YearEventsBody['events'][number];
type EventRef = YearEventsBody['overview']['highlights'][number];

/**
 * The Year Events tab's overview: the year in both calendars, its highlights and its holidays by
 * type; worded from `YearOverview`, its numbers given in the page's digits.
 */
export function YearOverview({ data, locale }: { data: YearEventsBody; locale: Locale }) {
  const t = useTranslations('YearOverview');
  const o = data.overview;
  const num = (n: number) => localeDigits(n, locale);
  const ad = (iso: string) => formatAdIsoDate(iso, locale, 'long');
  const events = (refs: EventRef[]) =>
    refs.flatMap((r) => data.events.find((e) => e.id === r.id && e.ad === r.ad) ?? []);
  const name = (e: YearEvent) => localized(e, locale, 'title');
  const when = (e: YearEvent) => `${formatBsDate(e.bs, locale, 'long')} (${ad(e.ad)})`;
  const highlights = events(o.highlights);
  return (
    <section aria-labelledby="year-overview" className="bg-card space-y-4 rounded-xl border p-5">
      <h2 id="year-overview" className="text-2xl font-bold">
        {t('title', { year: num(data.year) })}
      </h2>
      <p className="leading-relaxed">
        {t('description', {
          year: num(data.year),
          start: ad(o.start),
          end: ad(o.end),
          adFirst: num(Number(o.start.slice(0, 4))),
          adLast: num(Number(o.end.slice(0, 4))),
          days: num(o.days),
          holidays: num(o.holidayDays),
        })}
      </p>
      {highlights.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold">{t('highlights')}</h3>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {highlights.map((e) => (
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
                  {events(group.events)
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
