import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import type { SearchResultBody } from '@/lib/api/schemas/search';
import { formatAdIsoDate, formatBsDate } from '@/lib/bs';
import { weekdayNames } from '@/lib/i18n/format';
import { weekdayOfIso } from '@/lib/time/civil-date';

/** What the card's main link says, by result type. */
async function actionLabel(result: SearchResultBody): Promise<string | null> {
  const t = await getTranslations('SearchPage');
  switch (result.type) {
    case 'day':
      return t('day.open');
    case 'vegetable':
      return t('vegetable.history');
    case 'currency':
      return t('currency.calculator');
    default:
      return null;
  }
}

/**
 * The direct answer on top of the results: the day with both dates, its tithi and events; a
 * festival's or the holidays' days, each linked to its day page; an item's price or a rate.
 */
export async function AnswerCard({ result, locale }: { result: SearchResultBody; locale: Locale }) {
  const t = await getTranslations('SearchPage');
  const action = await actionLabel(result);
  // A day's card lists its tithi below, so its description keeps to the weekday and AD date.
  const description =
    result.type === 'day' && result.ad
      ? t('day.dates', {
          weekday: weekdayNames(locale)[weekdayOfIso(result.ad)]!,
          ad: formatAdIsoDate(result.ad, locale, 'medium'),
        })
      : result.description;
  return (
    <Card data-answer={result.type} className="border-primary/40">
      <CardHeader>
        <p className="flex flex-wrap items-center gap-2">
          <Badge>{t('answer')}</Badge>
          <Badge variant="outline">{t(`types.${result.type}`)}</Badge>
        </p>
        <CardTitle as="h2" size="2xl">
          <a href={result.url} className="hover:underline">
            {result.title}
          </a>
        </CardTitle>
        <CardDescription size="base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {result.type === 'day' ? (
          <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium">{t('day.tithi')}</dt>
            <dd>{result.tithi}</dd>
            <dt className="font-medium">{t('day.events')}</dt>
            <dd>
              {result.events && result.events.length > 0 ? (
                <ul className="list-inside list-disc">
                  {result.events.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              ) : (
                t('day.noEvents')
              )}
            </dd>
          </dl>
        ) : null}
        {result.dates && result.dates.length > 0 ? (
          <ul className="divide-y rounded-lg border" aria-label={t('festival.days')}>
            {result.dates.map((date) => (
              <li
                key={`${date.url}-${date.title}`}
                className="flex flex-wrap justify-between gap-x-4 px-3 py-2"
              >
                <a
                  href={date.url}
                  className="text-primary font-medium underline-offset-4 hover:underline"
                >
                  {date.title}
                </a>
                <span className="text-muted-foreground">
                  {formatBsDate(date.bs, locale, 'long')} ({formatAdIsoDate(date.ad, locale)})
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {action ? (
          <p>
            <a href={result.url} className="text-primary font-medium underline underline-offset-4">
              {action}
            </a>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
