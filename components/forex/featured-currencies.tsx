import { ArrowDownRight, ArrowUpRight, Minus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { formatMoney, formatNumber, formatSignedChange } from '@/lib/i18n/format';
import { cn } from '@/lib/utils';
import { FEATURED_CURRENCIES } from '@/lib/forex/featured-currencies';
import type { ForexRow } from './types';
import type { Locale } from '@/i18n/routing';

/** Six cards (USD, EUR, GBP, JPY, AUD, INR): buy and sell per published unit, the day's move. */
export async function FeaturedCurrencies({
  locale,
  rows,
  previousDate,
}: {
  locale: Locale;
  rows: ForexRow[];
  previousDate: string | null;
}) {
  const t = await getTranslations('ForexPage.featured');
  const featured = FEATURED_CURRENCIES.map((code) => rows.find((r) => r.iso3 === code)).filter(
    (r): r is ForexRow => r !== undefined,
  );
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-3">
      <h2 id="featured-heading" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((row) => {
          const Icon =
            row.change === null || row.change === 0
              ? Minus
              : row.change > 0
                ? ArrowUpRight
                : ArrowDownRight;
          return (
            <li
              key={row.iso3}
              className="bg-card rounded-xl border p-4 shadow-sm"
              data-currency={row.iso3}
            >
              <div className="flex items-baseline justify-between gap-2">
                <p className="text-lg font-bold">{row.iso3}</p>
                <p className="text-muted-foreground text-sm">
                  {t('perUnit', { unit: formatNumber(row.unit, locale, 0), code: row.iso3 })}
                </p>
              </div>
              <p className="text-muted-foreground text-sm">{row.label}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2">
                <div>
                  <dt className="text-muted-foreground text-xs">{t('buy')}</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(row.buy, locale)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-xs">{t('sell')}</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(row.sell, locale)}</dd>
                </div>
              </dl>
              {row.change !== null && previousDate && (
                <p
                  className={cn(
                    'mt-2 flex items-center gap-1 text-sm',
                    row.change > 0
                      ? 'text-destructive'
                      : row.change < 0
                        ? 'text-success'
                        : 'text-muted-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t('change', { change: formatSignedChange(row.change, locale) })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
