import { ArrowDownRight, ArrowUpRight, Minus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { formatSignedChange } from '@/lib/i18n/format';
import { cn } from '@/lib/utils';
import type { Locale } from '@/i18n/routing';
import type { FuelPrice } from '@/lib/market/fuel';
import { formatFuelPrice, unitKey } from '@/lib/market/fuel-format';

/** One card per product: the price in its unit and the change since the previous revision. */
export async function FuelCards({
  locale,
  prices,
  previousDate,
}: {
  locale: Locale;
  prices: (FuelPrice & { previousPrice: number | null })[];
  /** The previous revision's date as the page writes it, or null for the first one stored. */
  previousDate: string | null;
}) {
  const t = await getTranslations('FuelPage');
  return (
    <section aria-labelledby="prices-heading" className="space-y-3">
      <h2 id="prices-heading" className="text-2xl font-bold">
        {t('cards.title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('cards.note')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {prices.map((p) => {
          const change = p.previousPrice === null ? null : p.price - p.previousPrice;
          const Icon =
            change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
          return (
            <li
              key={p.product}
              data-product={p.product}
              className="bg-card rounded-xl border border-t-4 border-t-orange-400 p-5 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{t(`products.${p.product}`)}</h3>
              <p className="mt-2 text-2xl font-bold tabular-nums" data-price>
                {formatFuelPrice(p.price, p.currency, locale)}
              </p>
              <p className="text-muted-foreground text-sm">{t(`units.${unitKey(p.unit)}`)}</p>
              <p
                className={cn(
                  'mt-3 flex items-center gap-1 text-sm',
                  change === null || change === 0
                    ? 'text-muted-foreground'
                    : change > 0
                      ? 'text-destructive'
                      : 'text-success',
                )}
                data-change
              >
                <Icon className="size-4" aria-hidden="true" />
                {change === null || !previousDate
                  ? t('cards.first')
                  : change === 0
                    ? t('cards.unchanged', { date: previousDate })
                    : t('cards.change', {
                        change: formatSignedChange(change, locale),
                        date: previousDate,
                      })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
