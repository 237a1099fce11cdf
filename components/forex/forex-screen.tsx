import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PriceHistoryChart } from '@/components/charts/price-history-chart';
import {
  availableRanges,
  DEFAULT_RANGE,
  pickRange,
  rangeStart,
  sliceToRange,
} from '@/lib/market/series-summary';
import { currencyNames } from '@/lib/forex/currency-names';
import { FeaturedCurrencies } from '@/components/forex/featured-currencies';
import { NprCalculator } from '@/components/forex/npr-calculator';
import { PAGE_SIZE, RatesTable } from '@/components/forex/rates-table';
import type { ForexRow } from '@/components/forex/types';
import { formatMoney, publicationDates } from '@/lib/market/format';
import { MarketHistorySection, MarketPageScreen } from '@/components/market/market-screen';
import { parsePage } from '@/components/market/pagination';
import { getPathname } from '@/i18n/server-navigation';
import type { Locale } from '@/i18n/routing';
import { loadForexHistory, loadForexLatest } from '@/lib/market/forex';
import { firstParam, type SearchParams } from '@/lib/market/search-params';
import { markUnavailable } from '@/lib/market/unavailable-store';
import { datasetJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { formatIsoDay } from '@/lib/time/civil-date';
import { formatCount } from '@/lib/i18n/format';
import { todayInNepal } from '@/lib/time';
import { ForexHistoryPicker } from './history-picker';
import { PAGES } from '@/lib/urls/page-table';

/*
 * The forex page's body, shared by the cached page (no query) and its per-request `view`
 * sibling that the proxy serves for `?page=`, `?amount=…`, `?chart=`, `?range=`
 * (lib/urls/pages.ts). Both read only the store.
 */
const PATH = PAGES.forex.path;

export async function forexMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations('ForexPage');
  const latest = await loadForexLatest();
  const usd = latest.status === 'ok' ? latest.day.rates.find((r) => r.iso3 === 'USD') : undefined;
  const count = latest.status === 'ok' ? latest.day.rates.length : 22;
  const description =
    latest.status === 'ok' && usd
      ? t('metaDescriptionRates', {
          date: publicationDates(latest.day.date, locale).bs,
          buy: formatMoney(usd.buy, locale),
          sell: formatMoney(usd.sell, locale),
          count: formatCount(count, locale),
        })
      : t('metaDescription', { count: formatCount(count, locale) });
  return pageMetadata({ locale, path: PATH, title: t('metaTitle'), description });
}

export async function ForexScreen({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations('ForexPage');
  const latest = await loadForexLatest();
  const base = getPathname({ locale, href: PATH });
  if (latest.status !== 'ok') await markUnavailable(latest.status);
  const body = latest.status === 'ok' ? await forexBody(locale, latest, searchParams, base) : null;
  const faqUsd = body?.rows.find((r) => r.iso3 === 'USD');

  return (
    <MarketPageScreen
      locale={locale}
      kind="forex"
      status={latest.status}
      path={PATH}
      firstAnswer={
        body && faqUsd
          ? t('faq.a1', {
              date: publicationDates(body.date, locale).bs,
              buy: formatMoney(faqUsd.buy, locale),
              sell: formatMoney(faqUsd.sell, locale),
            })
          : null
      }
      subtitle={
        body && (
          <p className="text-muted-foreground">
            {t('subtitle', { count: formatCount(body.rows.length, locale) })}
          </p>
        )
      }
      provenance={body?.provenance}
      datasets={body?.datasets}
    >
      {body?.content}
    </MarketPageScreen>
  );
}

/** The rates, the calculator and the chart, from a stored day and the page's query. */
async function forexBody(
  locale: Locale,
  latest: Extract<Awaited<ReturnType<typeof loadForexLatest>>, { status: 'ok' }>,
  searchParams: SearchParams,
  base: string,
) {
  const t = await getTranslations('ForexPage');
  const currencyName = await currencyNames(locale);
  const { day, previous, provenance } = latest;
  const before = new Map((previous?.rates ?? []).map((r) => [r.iso3, r]));
  const rows: ForexRow[] = day.rates.map((r) => {
    const prev = before.get(r.iso3);
    return {
      iso3: r.iso3,
      label: currencyName(r.iso3, r.name),
      unit: r.unit,
      buy: r.buy,
      sell: r.sell,
      change: prev && prev.unit === r.unit ? Math.round((r.buy - prev.buy) * 100) / 100 : null,
    };
  });

  // Current state from the query; links carry it over and drop defaults, so URLs stay short.
  const page = parsePage(firstParam(searchParams.page), Math.ceil(rows.length / PAGE_SIZE));
  const requestedChart = (firstParam(searchParams.chart) ?? 'USD').toUpperCase();
  const chartRow =
    rows.find((r) => r.iso3 === requestedChart) ?? rows.find((r) => r.iso3 === 'USD') ?? rows[0]!;
  const history = await loadForexHistory(chartRow.iso3, day.date);
  const buyPoints = (history?.points ?? []).map((p) => ({ date: p.date, value: p.buy }));
  const sellPoints = (history?.points ?? []).map((p) => ({ date: p.date, value: p.sell }));
  const offered = availableRanges(buyPoints);
  const range = pickRange(firstParam(searchParams.range), offered);
  const state: Record<string, string | undefined> = {
    page: page > 1 ? String(page) : undefined,
    chart: chartRow.iso3 !== 'USD' ? chartRow.iso3 : undefined,
    range: range !== DEFAULT_RANGE ? String(range) : undefined,
    amount: firstParam(searchParams.amount),
    currency: firstParam(searchParams.currency),
    direction: firstParam(searchParams.direction),
  };
  const href = (overrides: Record<string, string | undefined>, hash: string) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...state, ...overrides })) if (v) params.set(k, v);
    const query = params.toString();
    return `${base}${query ? `?${query}` : ''}#${hash}`;
  };
  const historyApi = (iso3: string, format: '' | 'csv', from?: string) =>
    `/api/v1/forex/history?currency=${iso3}${from ? `&from=${from}&to=${day.date}` : ''}${format ? `&format=${format}` : ''}`;
  const published = publicationDates(day.date, locale);
  const datasets = rows.map((r) => ({
    key: r.iso3,
    data: datasetJsonLd({
      name: t('history.datasetName', { name: r.label, code: r.iso3 }),
      description: t('history.datasetDescription', {
        name: r.label,
        code: r.iso3,
        unit: formatCount(r.unit, locale),
      }),
      url: `${SITE_URL}${base}?chart=${r.iso3}#history`,
      creator: { name: provenance.name, url: provenance.url },
      csv: `${SITE_URL}${historyApi(r.iso3, 'csv')}`,
      json: `${SITE_URL}${historyApi(r.iso3, '')}`,
      inLanguage: locale,
    }),
  }));

  const content = (
    <>
      {day.date !== formatIsoDay(todayInNepal()) && (
        <p className="font-medium" data-testid="effective-as-of">
          {t('effectiveAsOf', published)}
        </p>
      )}
      <FeaturedCurrencies locale={locale} rows={rows} previousDate={previous?.date ?? null} />
      <RatesTable
        locale={locale}
        rows={rows}
        page={page}
        pageHref={(p) => href({ page: p > 1 ? String(p) : undefined }, 'rates')}
      />
      <NprCalculator
        locale={locale}
        action={base}
        rates={rows.map(({ iso3, unit, buy, sell, label }) => ({ iso3, unit, buy, sell, label }))}
        query={{ amount: state.amount, currency: state.currency, direction: state.direction }}
      />
      <MarketHistorySection title={t('history.title')}>
        <ForexHistoryPicker
          label={t('history.pick')}
          current={chartRow.iso3}
          options={rows.map((r) => ({
            code: r.iso3,
            label: r.label,
            href: href({ chart: r.iso3 === 'USD' ? undefined : r.iso3 }, 'history'),
          }))}
        />
        <PriceHistoryChart
          id="forex-history"
          locale={locale}
          title={t('history.chartTitle', { name: chartRow.label, code: chartRow.iso3 })}
          unitLabel={t('history.unit', {
            unit: formatCount(chartRow.unit, locale),
            code: chartRow.iso3,
          })}
          lines={[
            { key: 'buy', label: t('history.buy'), points: sliceToRange(buyPoints, range) },
            { key: 'sell', label: t('history.sell'), points: sliceToRange(sellPoints, range) },
          ]}
          range={range}
          ranges={offered.map((days) => ({
            days,
            href: href({ range: days === DEFAULT_RANGE ? undefined : String(days) }, 'history'),
          }))}
          downloads={{
            csv: historyApi(chartRow.iso3, 'csv', rangeStart(day.date, range)),
            json: historyApi(chartRow.iso3, '', rangeStart(day.date, range)),
          }}
        />
      </MarketHistorySection>
    </>
  );
  return { date: day.date, rows, provenance, datasets, content };
}
