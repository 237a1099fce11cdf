import { getTranslations } from 'next-intl/server';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { ProductHeader } from './product-header';
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
      <Table label={t('categories.table')}>
        <ProductHeader
          first={t('categories.depots')}
          products={CATEGORY_PRODUCTS}
          productName={(product) => t(`products.${product}`)}
        />
        <TableBody>
          {FUEL_CATEGORIES.map((category) => (
            <TableRow
              key={category.key}
              className="border-b align-top"
              data-category={category.key}
            >
              <TableHead scope="row" size="flush" className="text-left font-normal">
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
              </TableHead>
              {CATEGORY_PRODUCTS.map((product) => {
                const price = prices[product];
                return (
                  <TableCell key={product} size="flush" numeric>
                    {price === undefined ? '–' : formatMoney(price + category.offset, locale)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
