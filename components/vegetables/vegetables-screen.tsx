import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MarketEmptyState, MarketErrorState } from '@/components/market/market-states';
import { markStoreOutage } from '@/lib/market/unavailable-store';
import { formatShortAdDate, publicationDates } from '@/lib/market/format';
import { Provenance } from '@/components/market/provenance';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getProvenance, type Provenance as ProvenanceData } from '@/lib/market/provenance';
import { getVegetableMarket, type VegetableMarket } from '@/lib/market/vegetable-data';
import { applyView, DEFAULT_VIEW, type VegetableView } from '@/lib/market/vegetable-view';
import { todayIsoInNepal } from '@/lib/time';
import { FeaturedVegetables } from './featured-vegetables';
import { MarketInfo, NutritionInfo } from './vegetable-info';
import { VegetableFaq } from './vegetable-faq';
import { pickItem, VegetableHistory } from './vegetable-history';
import { VegetableJsonLd } from './vegetable-json-ld';
import { footerArgs } from './table-footer';
import { tableRows } from '@/lib/market/vegetable-rows';
import { VegetableTable } from './vegetable-table';
import type { Locale } from '@/i18n/routing';

export interface ScreenQuery {
  view: VegetableView;
  item?: string;
  range?: string;
}

/** The whole vegetables page; the route files only decide how it is cached. */
export async function VegetablesScreen({
  locale,
  query = { view: DEFAULT_VIEW },
}: {
  locale: Locale;
  query?: ScreenQuery;
}) {
  const t = await getTranslations('VegetablesPage');
  let market: VegetableMarket | null;
  let provenance: ProvenanceData;
  try {
    market = await getVegetableMarket();
    provenance = await getProvenance('vegetables', market?.date ?? null, market?.fetchedAt ?? null);
  } catch (error) {
    // Next's own signals (e.g. the build guard's switch to per-request rendering) pass through.
    unstable_rethrow(error);
    // An unreadable store keeps the page up with the spec's error text (and a 200).
    console.error('vegetables page: store read failed', error);
    await markStoreOutage();
    return (
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <h1 className="text-3xl font-bold">{t('heading')}</h1>
        <MarketErrorState kind="vegetables" />
      </div>
    );
  }
  const published = market ? publicationDates(market.date, locale) : null;
  const isToday = market?.date === todayIsoInNepal();

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <VegetableJsonLd locale={locale} market={market} />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('heading')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
        {published && (
          <p className="font-medium" data-last-updated>
            {t(isToday ? 'lastUpdatedToday' : 'lastUpdated', published)}
          </p>
        )}
      </header>
      <Provenance locale={locale} provenance={provenance} />
      {market ? (
        <MarketBody locale={locale} market={market} query={query} />
      ) : (
        <MarketEmptyState kind="vegetables" />
      )}
      <NutritionInfo />
      <VegetableFaq />
    </div>
  );
}

async function MarketBody({
  locale,
  market,
  query,
}: {
  locale: Locale;
  market: VegetableMarket;
  query: ScreenQuery;
}) {
  const t = await getTranslations('VegetablesPage');
  const rows = await tableRows(market.items, locale, market.previousDate);
  const selected = pickItem(market.items, query.item);
  const keep: Record<string, string> = query.item ? { item: query.item } : {};
  return (
    <>
      <p className="text-muted-foreground text-sm" data-trend-basis>
        {market.previousDate
          ? t('comparedWith', { date: formatShortAdDate(market.previousDate, locale, true) })
          : t('noTrendYet')}
      </p>
      <FeaturedVegetables items={market.items} previousDate={market.previousDate} locale={locale} />
      <Tabs defaultValue="prices">
        <TabsList>
          <TabsTrigger value="prices">{t('tabs.prices')}</TabsTrigger>
          <TabsTrigger value="info">{t('tabs.info')}</TabsTrigger>
        </TabsList>
        <TabsContent value="prices">
          {/* The table's own words travel to the browser, not the page's prose. */}
          <ClientMessages namespaces={['VegetablesPage.table']}>
            <VegetableTable
              rows={rows}
              initialView={query.view}
              initialFooter={t(
                'table.footer',
                footerArgs(
                  applyView(rows, query.view, locale).length,
                  query.view,
                  locale,
                  t(`table.trendNames.${query.view.trend}`),
                ),
              )}
              captionDate={formatShortAdDate(market.date, locale, true)}
              locale={locale}
              keep={keep}
            />
          </ClientMessages>
        </TabsContent>
        <TabsContent value="info">
          <MarketInfo />
        </TabsContent>
      </Tabs>
      {selected && (
        <VegetableHistory
          items={market.items}
          selected={selected}
          date={market.date}
          rangeParam={query.range}
          locale={locale}
        />
      )}
    </>
  );
}
