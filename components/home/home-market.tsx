import { ArrowRight } from '@/components/ui/icons';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { getTranslations } from 'next-intl/server';
import { formatMoney, formatShortAdDate } from '@/lib/market/format';
import { unitNamer } from '@/lib/market/vegetable-rows';
import { vegetableName } from '@/lib/market/vegetable-view';
import { Link } from '@/i18n/server-link';
import type { HomeMarket } from '@/lib/market/home-market';
import type { Locale } from '@/i18n/routing';
import { PAGES } from '@/lib/urls/page-table';

const linkClass =
  'inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline';

function Tile({
  title,
  body,
  children,
  testId,
}: {
  title: string;
  body: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <div className="bg-card rounded-xl border p-4 shadow-sm" data-home-tile={testId}>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-muted-foreground text-sm">{body}</p>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** The home page's market section: the vegetable teaser and the gold, silver and USD tiles. */
export async function HomeMarketSection({
  locale,
  market,
}: {
  locale: Locale;
  market: HomeMarket;
}) {
  const t = await getTranslations('HomeMarket');
  const states = await getTranslations('Market.states');
  // Empty store: "no prices yet"; unreadable store: the market pages' own error text.
  const none = (
    kind: 'vegetables' | 'metals' | 'forex',
    empty: 'vegetablesEmpty' | 'metalsEmpty' | 'usdEmpty',
  ) => (market.unavailable ? states(`error.${kind}`) : t(empty));
  const unit = await unitNamer();
  const date = (iso: string) => formatShortAdDate(iso, locale, true);
  const { vegetables, metals, usd } = market;
  return (
    <section
      aria-labelledby="home-market-title"
      className="space-y-4"
      data-home-market
      // Marks a render without the store, which the page cache keeps from replacing one with data.
      data-market-state={market.unavailable ? 'error' : undefined}
    >
      <h2 id="home-market-title" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="bg-card rounded-xl border p-4 shadow-sm" data-home-tile="vegetables">
          <h3 className="font-semibold">{t('vegetablesTitle')}</h3>
          {vegetables ? (
            <>
              <p className="text-muted-foreground text-sm">
                {t('vegetablesBody', { date: date(vegetables.date) })}
              </p>
              <Table containerClassName="mt-3">
                <TableHeader>
                  <TableRow className="border-b text-left">
                    <TableHead scope="col" size="flushXs">
                      {t('item')}
                    </TableHead>
                    <TableHead scope="col" size="flushXs" numeric>
                      {t('avg')}
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {vegetables.top.map((item) => {
                    const name = vegetableName(item, locale);
                    const per = unit(item);
                    return (
                      <TableRow key={item.id} className="border-b last:border-0">
                        <TableHead
                          scope="row"
                          size="flushXs"
                          lang={name.primaryLang}
                          className="text-left font-medium"
                        >
                          {name.primary}
                        </TableHead>
                        <TableCell size="flushXs" numeric>
                          {formatMoney(item.avg, locale)}{' '}
                          <span className="text-muted-foreground">
                            {t.rich('unitPer', {
                              unit: per.text,
                              word: (chunks) => <span lang={per.lang}>{chunks}</span>,
                            })}
                          </span>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </>
          ) : (
            <p className="text-muted-foreground mt-2" role="status">
              {none('vegetables', 'vegetablesEmpty')}
            </p>
          )}
          <Link href={PAGES.vegetables.path} className={`${linkClass} mt-3`}>
            {t('viewAll')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <Tile
            title={`${t('goldTitle')} · ${t('silverTitle')}`}
            body={metals ? t('asOf', { date: date(metals.date) }) : ''}
            testId="metals"
          >
            {metals ? (
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                <dt>{t('goldBody')}</dt>
                <dd className="text-right font-semibold tabular-nums">
                  {metals.goldPerTola === null ? '—' : formatMoney(metals.goldPerTola, locale)}
                </dd>
                <dt>{t('silverBody')}</dt>
                <dd className="text-right font-semibold tabular-nums">
                  {metals.silverPerTola === null ? '—' : formatMoney(metals.silverPerTola, locale)}
                </dd>
              </dl>
            ) : (
              <p className="text-muted-foreground" role="status">
                {none('metals', 'metalsEmpty')}
              </p>
            )}
            <Link href={PAGES.metals.path} className={`${linkClass} mt-2`}>
              {t('viewMetals')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Tile>
          <Tile
            title={t('usdTitle')}
            body={usd ? `${t('usdBody')}, ${t('asOf', { date: date(usd.date) })}` : t('usdBody')}
            testId="usd"
          >
            {usd ? (
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                <dt>{t('buy')}</dt>
                <dd className="text-right font-semibold tabular-nums">
                  {formatMoney(usd.buy / usd.unit, locale)}
                </dd>
                <dt>{t('sell')}</dt>
                <dd className="text-right font-semibold tabular-nums">
                  {formatMoney(usd.sell / usd.unit, locale)}
                </dd>
              </dl>
            ) : (
              <p className="text-muted-foreground" role="status">
                {none('forex', 'usdEmpty')}
              </p>
            )}
            <Link href={PAGES.forex.path} className={`${linkClass} mt-2`}>
              {t('viewForex')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Tile>
        </div>
      </div>
    </section>
  );
}
