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
import { formatMoney, publicationDates } from '@/lib/market/format';
import { MarketHistorySection, MarketPageScreen } from '@/components/market/market-screen';
import { MetalCards } from '@/components/metals/metal-cards';
import { getPathname } from '@/i18n/server-navigation';
import type { Locale } from '@/i18n/routing';
import { loadMetalHistory, loadMetalsLatest } from '@/lib/market/metals';
import { firstParam, type SearchParams } from '@/lib/market/search-params';
import { markUnavailable } from '@/lib/market/unavailable-store';
import { datasetJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { PAGES } from '@/lib/urls/page-table';

/*
 * The gold and silver page's body, shared by the cached page and its per-request `view`
 * sibling that the proxy serves for `?range=` (lib/urls/pages.ts). Reads only the store.
 */
const PATH = PAGES.metals.path;

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

export async function MetalsScreen({
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
  if (latest.status !== 'ok') await markUnavailable(latest.status);
  const ok = latest.status === 'ok' ? latest : null;
  const charts = ok ? await loadCharts(ok.day.date, base, firstParam(searchParams.range)) : null;
  const seriesName = (metal: string, grade: string) =>
    t(`cards.${metal === 'silver' ? 'silver' : (grade as 'fine' | 'tejabi')}`);
  const unitName = (unit: string) => t(unit === 'tola' ? 'history.unitTola' : 'history.unit10g');
  const datasets = ok
    ? ok.day.prices.map((p) => {
        const texts = { name: seriesName(p.metal, p.grade), unit: unitName(p.unit) };
        return {
          key: `${p.metal}-${p.grade}-${p.unit}`,
          data: datasetJsonLd({
            name: t('history.datasetName', texts),
            description: t('history.datasetDescription', texts),
            url: `${SITE_URL}${base}#history`,
            creator: { name: ok.provenance.name, url: ok.provenance.url },
            csv: `${SITE_URL}${historyApi(p.metal, p.grade, p.unit, 'csv')}`,
            json: `${SITE_URL}${historyApi(p.metal, p.grade, p.unit, '')}`,
            inLanguage: locale,
          }),
        };
      })
    : [];

  return (
    <MarketPageScreen
      locale={locale}
      kind="metals"
      status={latest.status}
      path={PATH}
      firstAnswer={
        ok && gold && silver
          ? t('faq.a1', {
              date: publicationDates(ok.day.date, locale).bs,
              gold: formatMoney(gold.price, locale),
              silver: formatMoney(silver.price, locale),
            })
          : null
      }
      provenance={ok?.provenance}
      dated={ok?.day.date}
      datasets={datasets}
    >
      {ok && charts && (
        <>
          <MetalCards
            locale={locale}
            prices={ok.day.prices}
            previousDate={
              ok.day.previousDate ? publicationDates(ok.day.previousDate, locale).bs : null
            }
          />
          <MarketHistorySection title={t('history.title')} columns>
            {charts.series.map(({ metal, grade, points }) => (
              <PriceHistoryChart
                key={metal}
                id={`${metal}-history`}
                locale={locale}
                title={t(`history.${metal}`)}
                unitLabel={t('history.unit')}
                lines={[
                  {
                    key: metal,
                    label: t(`history.${metal}`),
                    points: sliceToRange(points, charts.range),
                  },
                ]}
                range={charts.range}
                ranges={charts.ranges}
                downloads={{
                  csv: historyApi(metal, grade, 'tola', 'csv', charts.from, ok.day.date),
                  json: historyApi(metal, grade, 'tola', '', charts.from, ok.day.date),
                }}
              />
            ))}
          </MarketHistorySection>
        </>
      )}
    </MarketPageScreen>
  );
}

const historyApi = (
  metal: string,
  grade: string,
  unit: string,
  format: '' | 'csv',
  from?: string,
  to?: string,
) =>
  `/api/v1/metals/history?metal=${metal}&grade=${grade}&unit=${unit}${from ? `&from=${from}&to=${to}` : ''}${format ? `&format=${format}` : ''}`;

/** Fine gold and silver per tola over the chosen range; one `?range=` for both charts. */
async function loadCharts(date: string, base: string, rawRange: string | undefined) {
  const [goldHistory, silverHistory] = await Promise.all([
    loadMetalHistory('gold', 'fine', 'tola', date),
    loadMetalHistory('silver', 'standard', 'tola', date),
  ]);
  const series = [
    {
      metal: 'gold',
      grade: 'fine',
      points: goldHistory.map((p) => ({ date: p.date, value: p.price })),
    },
    {
      metal: 'silver',
      grade: 'standard',
      points: silverHistory.map((p) => ({ date: p.date, value: p.price })),
    },
  ] as const;
  // Offered where either series reaches that far back.
  const offered = [...new Set(series.flatMap((s) => availableRanges(s.points)))].sort(
    (a, b) => a - b,
  ) as ChartRange[];
  const range = pickRange(rawRange, offered);
  return {
    series,
    range,
    from: rangeStart(date, range),
    ranges: offered.map((days) => ({
      days,
      href: `${base}${days === DEFAULT_RANGE ? '' : `?range=${days}`}#history`,
    })),
  };
}
