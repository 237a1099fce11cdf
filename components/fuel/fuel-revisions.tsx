import { getTranslations } from 'next-intl/server';
import { publicationDates } from '@/lib/market/format';
import { Download } from '@/components/ui/icons';
import { TableScroll } from '@/components/ui/table-scroll';
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
      <TableScroll label={t('revisions.table')}>
        <table className="w-full text-sm">
          <caption className="text-muted-foreground pb-2 text-left">
            {t('revisions.caption')}
          </caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-4">
                {t('revisions.date')}
              </th>
              {FUEL_PRODUCTS.map((product) => (
                <th key={product} scope="col" className="py-2 pr-4 text-right">
                  {t(`products.${product}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const dates = publicationDates(row.date, locale);
              return (
                <tr key={row.date} className="border-b" data-revision={row.date}>
                  <th scope="row" className="py-2 pr-4 text-left font-normal whitespace-nowrap">
                    {dates.bs}
                    <span className="text-muted-foreground block text-xs">{dates.ad}</span>
                  </th>
                  {FUEL_PRODUCTS.map((product) => {
                    const price = row.prices[product];
                    return (
                      <td key={product} className="py-2 pr-4 text-right tabular-nums">
                        {price === undefined ? '–' : formatNumber(price, locale)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
