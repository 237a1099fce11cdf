import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PriceHistoryChart } from '@/components/charts/price-history-chart';
import { FuelCards } from '@/components/fuel/fuel-cards';
import { FuelCategories } from '@/components/fuel/fuel-categories';
import { unitKey } from '@/lib/market/fuel-format';
import { FuelRevisions } from '@/components/fuel/fuel-revisions';
import { formatMoney, publicationDates } from '@/lib/market/format';
import { MarketEmptyState, MarketErrorState } from '@/components/market/market-states';
import { Provenance } from '@/components/market/provenance';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqSection, ProseSection } from '@/components/ui/faq-section';
import { getPathname } from '@/i18n/server-navigation';
import type { Locale } from '@/i18n/routing';
import { adToBs, formatBsDate } from '@/lib/bs';
import { loadFuelLatest, loadFuelRevisions, type FuelLatest } from '@/lib/market/fuel';
import { markUnavailable } from '@/lib/market/unavailable-store';
import { sliceToRange } from '@/lib/market/series-summary';
import { breadcrumbJsonLd, datasetJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { todayInNepal } from '@/lib/time';

/*
 * The fuel price page: NOC's newest revision as cards, the depot categories, a chart per product
 * over the last year of revisions, every revision as a table and CSV. Reads only the store.
 */
const PATH = '/fuel-price-in-nepal';
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

export async function FuelView({ locale }: { locale: Locale }) {
  const t = await getTranslations('FuelPage');
  const latest = await loadFuelLatest();
  const base = getPathname({ locale, href: PATH });
  const headline = headlinePrices(latest, locale);

  const faqEntries = [
    { question: t('faq.q1'), answer: headline ? t('faq.a1', headline) : t('faq.a1none') },
    ...(['2', '3', '4'] as const).map((n) => ({
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
        id="about-fuel"
        title={t('about.title')}
        paragraphs={(['p1', 'p2', 'p3'] as const).map((p) => t(`about.${p}`))}
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
          <MarketEmptyState kind="fuel" retryHref={base} />
        ) : (
          <MarketErrorState kind="fuel" retryHref={base} />
        )}
        {footer}
      </div>
    );
  }

  const { revision, provenance } = latest;
  const published = publicationDates(revision.date, locale);
  const rows = await loadFuelRevisions();
  const csv = `${HISTORY_API}?format=csv`;
  const byProduct = Object.fromEntries(revision.prices.map((p) => [p.product, p.price]));

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      {header}
      <p className="text-lg font-medium" data-testid="fuel-date">
        {t('dateLine', { bs: published.bs, ad: published.ad })}
      </p>
      <Provenance locale={locale} provenance={provenance} />
      <FuelCards
        locale={locale}
        prices={revision.prices}
        previousDate={
          revision.previousDate ? publicationDates(revision.previousDate, locale).bs : null
        }
      />
      <FuelCategories locale={locale} prices={byProduct} />
      <section id="history" aria-labelledby="history-heading" className="scroll-mt-20 space-y-4">
        <h2 id="history-heading" className="text-2xl font-bold">
          {t('history.title')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {revision.prices.map((p) => {
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
        </div>
      </section>
      <FuelRevisions locale={locale} rows={rows} csvHref={csv} />
      {footer}
      <JsonLd
        data={datasetJsonLd({
          name: t('history.datasetName'),
          description: t('history.datasetDescription'),
          url: `${SITE_URL}${base}#revisions`,
          creator: { name: provenance.name, url: provenance.url },
          csv: `${SITE_URL}${csv}`,
          json: `${SITE_URL}${HISTORY_API}`,
          inLanguage: locale,
        })}
      />
    </div>
  );
}
