import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MarketScreen } from '@/components/market/market-screen';
import { formatShortAdDate, publicationDates } from '@/lib/market/format';
import { Provenance } from '@/components/market/provenance';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { VegetableMarket } from '@/lib/market/vegetable-data';
import type { VegetablesPageData } from '@/lib/market/vegetable-page';
import { applyView, DEFAULT_VIEW, type VegetableView } from '@/lib/market/vegetable-view';
import { todayIsoInNepal } from '@/lib/time';
import { FeaturedVegetables } from './featured-vegetables';
import { MarketInfo, NutritionInfo } from './vegetable-info';
import { VegetableFaq } from './vegetable-faq';
import { VegetableHistory } from './vegetable-history';
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

/** The whole vegetables page from its data (lib/market/vegetable-page); the route files read it. */
export async function VegetablesScreen({
  locale,
  data,
  query = { view: DEFAULT_VIEW },
}: {
  locale: Locale;
  data: VegetablesPageData;
  query?: ScreenQuery;
}) {
  const t = await getTranslations('VegetablesPage');
  // An unreadable store: the heading and the error state only.
  if (data.status === 'error') {
    return (
      <MarketScreen
        kind="vegetables"
        status="error"
        header={<h1 className="text-3xl font-bold">{t('heading')}</h1>}
      />
    );
  }
  const { market, provenance, history } = data;
  const published = market ? publicationDates(market.date, locale) : null;
  const isToday = market?.date === todayIsoInNepal();

  return (
    <MarketScreen
      kind="vegetables"
      status={market ? 'ok' : 'empty'}
      header={
        <>
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
        </>
      }
      lead={<Provenance locale={locale} provenance={provenance} />}
      footer={
        <>
          <NutritionInfo />
          <VegetableFaq />
        </>
      }
    >
      {market && <MarketBody locale={locale} market={market} history={history} query={query} />}
    </MarketScreen>
  );
}

async function MarketBody({
  locale,
  market,
  history,
  query,
}: {
  locale: Locale;
  market: VegetableMarket;
  history: Extract<VegetablesPageData, { status: 'ok' }>['history'];
  query: ScreenQuery;
}) {
  const t = await getTranslations('VegetablesPage');
  const rows = await tableRows(market.items, locale, market.previousDate);
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
      {history && (
        <VegetableHistory
          items={market.items}
          selected={history.item}
          points={history.points}
          rangeParam={query.range}
          locale={locale}
        />
      )}
    </>
  );
}
