import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PriceHistoryChart } from '@/components/charts/price-history-chart';
import { FuelCards } from '@/components/fuel/fuel-cards';
import { FuelCategories } from '@/components/fuel/fuel-categories';
import { unitKey } from '@/lib/market/fuel-format';
import { FuelRevisions } from '@/components/fuel/fuel-revisions';
import { formatMoney, publicationDates } from '@/lib/market/format';
import { MarketHistorySection, MarketPageScreen } from '@/components/market/market-screen';
import { getPathname } from '@/i18n/server-navigation';
import type { Locale } from '@/i18n/routing';
import { loadFuelLatest, loadFuelRevisions, type FuelLatest } from '@/lib/market/fuel';
import { markUnavailable } from '@/lib/market/unavailable-store';
import { sliceToRange } from '@/lib/market/series-summary';
import { datasetJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { PAGES } from '@/lib/urls/page-table';

/*
 * The fuel price page: NOC's newest revision as cards, the depot categories, a chart per product
 * over the last year of revisions, every revision as a table and CSV. Reads only the store.
 */
const PATH = PAGES.fuel.path;
const CHART_DAYS = 365;
const HISTORY_API = '/api/v1/fuel/history';

const priceOf = (latest: FuelLatest, product: string) =>
  latest.status === 'ok' ? latest.revision.prices.find((p) => p.product === product) : undefined;

function headlinePrices(latest: FuelLatest, locale: Locale) {
  const petrol = priceOf(latest, 'petrol');
  const diesel = priceOf(latest, 'diesel');
  const lpg = priceOf(latest, 'lpg');
  if (latest.status !== 'ok' || !petrol || !diesel || !lpg) return null;
  return {
    date: publicationDates(latest.revision.date, locale).bs,
    petrol: formatMoney(petrol.price, locale),
    diesel: formatMoney(diesel.price, locale),
    lpg: formatMoney(lpg.price, locale),
  };
}

export async function fuelMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations('FuelPage');
  const headline = headlinePrices(await loadFuelLatest(), locale);
  return pageMetadata({
    locale,
    path: PATH,
    title: t('metaTitle'),
    description: headline ? t('metaDescriptionPrices', headline) : t('metaDescription'),
  });
}

export async function FuelScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations('FuelPage');
  const latest = await loadFuelLatest();
  const base = getPathname({ locale, href: PATH });
  const headline = headlinePrices(latest, locale);
  if (latest.status !== 'ok') await markUnavailable(latest.status);
  const ok = latest.status === 'ok' ? latest : null;
  const rows = ok ? await loadFuelRevisions() : [];
  const csv = `${HISTORY_API}?format=csv`;

  return (
    <MarketPageScreen
      locale={locale}
      kind="fuel"
      status={latest.status}
      path={PATH}
      firstAnswer={headline && t('faq.a1', headline)}
      provenance={ok?.provenance}
      dated={ok?.revision.date}
      datasets={
        ok
          ? [
              {
                key: 'revisions',
                data: datasetJsonLd({
                  name: t('history.datasetName'),
                  description: t('history.datasetDescription'),
                  url: `${SITE_URL}${base}#revisions`,
                  creator: { name: ok.provenance.name, url: ok.provenance.url },
                  csv: `${SITE_URL}${csv}`,
                  json: `${SITE_URL}${HISTORY_API}`,
                  inLanguage: locale,
                }),
              },
            ]
          : []
      }
    >
      {ok && (
        <>
          <FuelCards
            locale={locale}
            prices={ok.revision.prices}
            previousDate={
              ok.revision.previousDate
                ? publicationDates(ok.revision.previousDate, locale).bs
                : null
            }
          />
          <FuelCategories
            locale={locale}
            prices={Object.fromEntries(ok.revision.prices.map((p) => [p.product, p.price]))}
          />
          <MarketHistorySection title={t('history.title')} columns>
            {ok.revision.prices.map((p) => {
              // Oldest first, as the chart draws them; the last year of revisions.
              const points = [...rows].reverse().flatMap((r) => {
                const value = r.prices[p.product];
                return value === undefined ? [] : [{ date: r.date, value }];
              });
              const unit = t(`units.${unitKey(p.unit)}`);
              return (
                <PriceHistoryChart
                  key={p.product}
                  id={`${p.product}-history`}
                  locale={locale}
                  title={t(`products.${p.product}`)}
                  unitLabel={t(p.currency === 'USD' ? 'history.unitUsd' : 'history.unitNpr', {
                    unit,
                  })}
                  lines={[
                    {
                      key: p.product,
                      label: t(`products.${p.product}`),
                      points: sliceToRange(points, CHART_DAYS),
                    },
                  ]}
                  range={CHART_DAYS}
                  ranges={[]}
                  downloads={{
                    csv: `${HISTORY_API}?product=${p.product}&format=csv`,
                    json: `${HISTORY_API}?product=${p.product}`,
                  }}
                />
              );
            })}
          </MarketHistorySection>
          <FuelRevisions locale={locale} rows={rows} csvHref={csv} />
        </>
      )}
    </MarketPageScreen>
  );
}
