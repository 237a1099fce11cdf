import { getTranslations } from 'next-intl/server';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import { Pager } from '@/components/market/pager';
import type { ForexRow } from './types';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { Locale } from '@/i18n/routing';

/** NRB publishes about 22 currencies; the spec's table shows 15 per page. */
export const PAGE_SIZE = 15;

interface RatesTableProps {
  locale: Locale;
  rows: ForexRow[];
  page: number;
  pageHref: (page: number) => string;
}

/** The rates table: buying and selling per published unit, paged by plain `?page=` links. */
export async function RatesTable({ locale, rows, page, pageHref }: RatesTableProps) {
  const t = await getTranslations('ForexPage.table');
  const total = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const n = (v: number) => formatNumber(v, locale, 0);
  return (
    <section id="rates" aria-labelledby="rates-heading" className="scroll-mt-20 space-y-3">
      <h2 id="rates-heading" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <Table label={t('caption')} containerClassName="bg-card rounded-xl border shadow-sm">
        <TableCaption className="sr-only">{t('caption')}</TableCaption>
        <TableHeader className="bg-muted text-left">
          <TableRow>
            <TableHead scope="col" size="compact">
              {t('currency')}
            </TableHead>
            <TableHead scope="col" size="compact" numeric>
              {t('unit')}
            </TableHead>
            <TableHead scope="col" size="compact" numeric>
              {t('buy')}
            </TableHead>
            <TableHead scope="col" size="compact" numeric>
              {t('sell')}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.iso3} className="border-t" data-currency={row.iso3}>
              <TableHead scope="row" size="compact" className="text-left font-normal">
                <span className="font-semibold">{row.iso3}</span>{' '}
                <span className="text-muted-foreground">{row.label}</span>
              </TableHead>
              <TableCell size="compact" numeric>
                {n(row.unit)}
              </TableCell>
              <TableCell size="compact" numeric>
                {formatMoney(row.buy, locale)}
              </TableCell>
              <TableCell size="compact" numeric>
                {formatMoney(row.sell, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" data-testid="rates-count">
          {t('displaying', { shown: n(shown.length), total: n(rows.length) })}
        </p>
        <Pager
          current={page}
          total={total}
          href={pageHref}
          format={n}
          labels={{
            nav: t('pagerLabel'),
            previous: t('previous'),
            next: t('next'),
          }}
          pageLabel={(p) => t('pageLabel', { page: n(p) })}
        />
      </div>
    </section>
  );
}
