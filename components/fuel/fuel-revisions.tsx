import { getTranslations } from 'next-intl/server';
import { publicationDates } from '@/lib/market/format';
import { Download } from '@/components/ui/icons';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableRow,
} from '@/components/ui/table';
import { ProductHeader } from './product-header';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/i18n/routing';
import type { FuelRevisionRow } from '@/lib/market/fuel';
import { FUEL_PRODUCTS } from '@/lib/market/fuel-format';

/** Every stored revision, newest first, with the CSV of all of them. */
export async function FuelRevisions({
  locale,
  rows,
  csvHref,
}: {
  locale: Locale;
  rows: readonly FuelRevisionRow[];
  csvHref: string;
}) {
  const t = await getTranslations('FuelPage');
  return (
    <section aria-labelledby="revisions-heading" className="scroll-mt-20 space-y-3" id="revisions">
      <h2 id="revisions-heading" className="text-2xl font-bold">
        {t('revisions.title')}
      </h2>
      <a
        href={csvHref}
        className="text-primary inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
        data-csv
      >
        <Download className="size-4" aria-hidden="true" />
        {t('revisions.download')}
      </a>
      <Table label={t('revisions.table')}>
        <TableCaption className="text-muted-foreground pb-2">{t('revisions.caption')}</TableCaption>
        <ProductHeader
          first={t('revisions.date')}
          products={FUEL_PRODUCTS}
          productName={(product) => t(`products.${product}`)}
        />
        <TableBody>
          {rows.map((row) => {
            const dates = publicationDates(row.date, locale);
            return (
              <TableRow key={row.date} className="border-b" data-revision={row.date}>
                <TableHead
                  scope="row"
                  size="flush"
                  className="text-left font-normal whitespace-nowrap"
                >
                  {dates.bs}
                  <span className="text-muted-foreground block text-xs">{dates.ad}</span>
                </TableHead>
                {FUEL_PRODUCTS.map((product) => {
                  const price = row.prices[product];
                  return (
                    <TableCell key={product} size="flush" numeric>
                      {price === undefined ? '–' : formatNumber(price, locale)}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
