import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PriceHistoryChart } from '@/components/charts/price-history-chart';
import {
  availableRanges,
  DEFAULT_RANGE,
  pickRange,
  rangeStart,
  sliceToRange,
  type ChartRange,
} from '@/lib/market/series-summary';
import { FaqSection, ProseSection } from '@/components/ui/faq-section';
import { formatMoney, publicationDates } from '@/lib/market/format';
import { MarketEmptyState, MarketErrorState } from '@/components/market/market-states';
import { Provenance } from '@/components/market/provenance';
import { MetalCards } from '@/components/metals/metal-cards';
import { JsonLd } from '@/components/seo/json-ld';
import { getPathname } from '@/i18n/server-navigation';
import type { Locale } from '@/i18n/routing';
import { adToBs, formatBsDate } from '@/lib/bs';
import { loadMetalHistory, loadMetalsLatest } from '@/lib/market/metals';
import { markUnavailable } from '@/lib/market/unavailable-store';
import { breadcrumbJsonLd, datasetJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { todayInNepal } from '@/lib/time';

/*
 * The gold and silver page's body, shared by the cached page and its per-request `view`
 * sibling that the proxy serves for `?range=` (lib/urls/pages.ts). Reads only the store.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

const PATH = '/gold-and-silver-in-nepal';
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

type Latest = Awaited<ReturnType<typeof loadMetalsLatest>>;
const tolaPrice = (latest: Latest, metal: 'gold' | 'silver') =>
  latest.status === 'ok'
    ? latest.day.prices.find(
        (p) =>
          p.metal === metal &&
          p.grade === (metal === 'gold' ? 'fine' : 'standard') &&
          p.unit === 'tola' &&
          p.price > 0,
      )
    : undefined;

export async function metalsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations('MetalsPage');
  const latest = await loadMetalsLatest();
  const gold = tolaPrice(latest, 'gold');
  const silver = tolaPrice(latest, 'silver');
  const description =
    latest.status === 'ok' && gold && silver
      ? t('metaDescriptionPrices', {
          date: publicationDates(latest.day.date, locale).bs,
          gold: formatMoney(gold.price, locale),
          silver: formatMoney(silver.price, locale),
        })
      : t('metaDescription');
  return pageMetadata({ locale, path: PATH, title: t('metaTitle'), description });
}

export async function MetalsView({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations('MetalsPage');
  const latest = await loadMetalsLatest();
  const base = getPathname({ locale, href: PATH });
  const gold = tolaPrice(latest, 'gold');
  const silver = tolaPrice(latest, 'silver');

  const faqEntries = [
    {
      question: t('faq.q1'),
      answer:
        latest.status === 'ok' && gold && silver
          ? t('faq.a1', {
              date: publicationDates(latest.day.date, locale).bs,
              gold: formatMoney(gold.price, locale),
              silver: formatMoney(silver.price, locale),
            })
          : t('faq.a1none'),
    },
    ...(['2', '3', '4', '5'] as const).map((n) => ({
      question: t(`faq.q${n}`),
      answer: t(`faq.a${n}`),
    })),
  ];
  const header = (
    <header className="space-y-1">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted-foreground">
        {t('todayLine', { date: formatBsDate(adToBs(todayInNepal()), locale, 'long') })}
      </p>
    </header>
  );
  const footer = (
    <>
      <ProseSection
        id="about-metals"
        title={t('about.title')}
        paragraphs={(['p1', 'p2', 'p3', 'p4'] as const).map((p) => t(`about.${p}`))}
      />
      <FaqSection title={t('faq.title')} entries={faqEntries} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}${getPathname({ locale, href: '/' })}` },
          { name: t('heading'), url: `${SITE_URL}${base}` },
        ])}
      />
    </>
  );

  if (latest.status !== 'ok') {
    await markUnavailable(latest.status);
    return (
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        {header}
        {latest.status === 'empty' ? (
          <MarketEmptyState kind="metals" retryHref={base} />
        ) : (
          <MarketErrorState kind="metals" retryHref={base} />
        )}
        {footer}
      </div>
    );
  }

  const { day, provenance } = latest;
  const published = publicationDates(day.date, locale);
  const [goldHistory, silverHistory] = await Promise.all([
    loadMetalHistory('gold', 'fine', 'tola', day.date),
    loadMetalHistory('silver', 'standard', 'tola', day.date),
  ]);
  const goldPoints = goldHistory.map((p) => ({ date: p.date, value: p.price }));
  const silverPoints = silverHistory.map((p) => ({ date: p.date, value: p.price }));
  // One ?range= for both charts; offered where either series reaches that far back.
  const offered = [
    ...new Set([...availableRanges(goldPoints), ...availableRanges(silverPoints)]),
  ].sort((a, b) => a - b) as ChartRange[];
  const range = pickRange(first(searchParams.range), offered);
  const rangeHref = (days: ChartRange) =>
    `${base}${days === DEFAULT_RANGE ? '' : `?range=${days}`}#history`;
  const api = (metal: string, grade: string, unit: string, format: '' | 'csv', from?: string) =>
    `/api/v1/metals/history?metal=${metal}&grade=${grade}&unit=${unit}${from ? `&from=${from}&to=${day.date}` : ''}${format ? `&format=${format}` : ''}`;
  const from = rangeStart(day.date, range);
  const seriesName = (metal: string, grade: string) =>
    t(`cards.${metal === 'silver' ? 'silver' : (grade as 'fine' | 'tejabi')}`);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      {header}
      <p className="text-lg font-medium" data-testid="metals-date">
        {t('dateLine', { bs: published.bs, ad: published.ad })}
      </p>
      <Provenance locale={locale} provenance={provenance} />
      <MetalCards
        locale={locale}
        prices={day.prices}
        previousDate={day.previousDate ? publicationDates(day.previousDate, locale).bs : null}
      />
      <section id="history" aria-labelledby="history-heading" className="scroll-mt-20 space-y-4">
        <h2 id="history-heading" className="text-2xl font-bold">
          {t('history.title')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {(
            [
              ['gold', 'fine', goldPoints],
              ['silver', 'standard', silverPoints],
            ] as const
          ).map(([metal, grade, points]) => (
            <PriceHistoryChart
              key={metal}
              id={`${metal}-history`}
              locale={locale}
              title={t(`history.${metal}`)}
              unitLabel={t('history.unit')}
              lines={[
                { key: metal, label: t(`history.${metal}`), points: sliceToRange(points, range) },
              ]}
              range={range}
              ranges={offered.map((days) => ({ days, href: rangeHref(days) }))}
              downloads={{
                csv: api(metal, grade, 'tola', 'csv', from),
                json: api(metal, grade, 'tola', '', from),
              }}
            />
          ))}
        </div>
      </section>
      {footer}
      {day.prices.map((p) => (
        <JsonLd
          key={`${p.metal}-${p.grade}-${p.unit}`}
          data={datasetJsonLd({
            name: t('history.datasetName', {
              name: seriesName(p.metal, p.grade),
              unit: t(p.unit === 'tola' ? 'history.unitTola' : 'history.unit10g'),
            }),
            description: t('history.datasetDescription', {
              name: seriesName(p.metal, p.grade),
              unit: t(p.unit === 'tola' ? 'history.unitTola' : 'history.unit10g'),
            }),
            url: `${SITE_URL}${base}#history`,
            creator: { name: provenance.name, url: provenance.url },
            csv: `${SITE_URL}${api(p.metal, p.grade, p.unit, 'csv')}`,
            json: `${SITE_URL}${api(p.metal, p.grade, p.unit, '')}`,
            inLanguage: locale,
          })}
        />
      ))}
    </div>
  );
}
