import { getTranslations } from 'next-intl/server';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatMoney } from '@/lib/i18n/format';
import type { Locale } from '@/i18n/routing';
import { CATEGORY_PRODUCTS, FUEL_CATEGORIES, type FuelProduct } from '@/lib/market/fuel-format';

/**
 * The three depot categories with their depots and per-litre prices: category III as published,
 * I and II derived from the usual differences, and labelled so.
 */
export async function FuelCategories({
  locale,
  prices,
}: {
  locale: Locale;
  prices: Partial<Record<FuelProduct, number>>;
}) {
  const t = await getTranslations('FuelPage');
  return (
    <section aria-labelledby="categories-heading" className="space-y-3">
      <h2 id="categories-heading" className="text-2xl font-bold">
        {t('categories.title')}
      </h2>
      <p className="text-muted-foreground max-w-prose text-sm" data-derived-note>
        {t('categories.derived')}
      </p>
      <TableScroll label={t('categories.table')}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-4">
                {t('categories.depots')}
              </th>
              {CATEGORY_PRODUCTS.map((product) => (
                <th key={product} scope="col" className="py-2 pr-4 text-right">
                  {t(`products.${product}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FUEL_CATEGORIES.map((category) => (
              <tr key={category.key} className="border-b align-top" data-category={category.key}>
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <span className="font-semibold">
                    {t('categories.category', { key: category.key })}
                  </span>{' '}
                  <span className="text-muted-foreground text-xs">
                    ({t(category.offset === 0 ? 'categories.published' : 'categories.estimate')})
                  </span>
                  <br />
                  <span className="text-muted-foreground">
                    {category.depots.map((d) => t(`categories.names.${d}`)).join(', ')}
                  </span>
                </th>
                {CATEGORY_PRODUCTS.map((product) => {
                  const price = prices[product];
                  return (
                    <td key={product} className="py-2 pr-4 text-right tabular-nums">
                      {price === undefined ? '–' : formatMoney(price + category.offset, locale)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
