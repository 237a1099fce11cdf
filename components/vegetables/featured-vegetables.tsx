import { getTranslations } from 'next-intl/server';
import { formatMoney, formatShortAdDate } from '@/lib/market/format';
import type { VegetableItem } from '@/lib/market/vegetable-data';
import { biggestMovers } from '@/lib/market/vegetable-item';
import { cn } from '@/lib/utils';
import { trendTexter, unitNamer } from '@/lib/market/vegetable-rows';
import { vegetableName } from '@/lib/market/vegetable-view';
import type { Locale } from '@/i18n/routing';

const TONE = {
  rising: 'text-red-700 dark:text-red-300',
  falling: 'text-green-700 dark:text-green-300',
  stable: 'text-muted-foreground',
};

/**
 * The featured grid: the three biggest day-over-day movers (|per cent| of the average price), so
 * the cards say what changed at the market. Not shown without a previous market day.
 */
export async function FeaturedVegetables({
  items,
  previousDate,
  locale,
}: {
  items: readonly VegetableItem[];
  previousDate: string | null;
  locale: Locale;
}) {
  const featured = biggestMovers(items);
  if (!previousDate || featured.length === 0) return null;
  const t = await getTranslations('VegetablesPage');
  const unit = await unitNamer();
  const trendText = await trendTexter(locale, previousDate);
  return (
    <section aria-labelledby="featured-title" className="space-y-3" data-featured>
      <div>
        <h2 id="featured-title" className="text-xl font-semibold">
          {t('featuredTitle')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t('featuredBody', { date: formatShortAdDate(previousDate, locale, true) })}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {featured.map((item) => {
          const name = vegetableName(item, locale);
          const { label, detail } = trendText(item);
          const direction = item.trend.kind === 'change' ? item.trend.direction : 'stable';
          const per = unit(item);
          return (
            <li key={item.id} className="bg-card rounded-xl border p-4 shadow-sm">
              <p lang={name.primaryLang} className="font-semibold">
                {name.primary}
              </p>
              {name.secondary && (
                <p lang={name.secondaryLang} className="text-muted-foreground text-sm">
                  {name.secondary}
                </p>
              )}
              <p className="mt-2 text-2xl font-bold tabular-nums">
                {formatMoney(item.avg, locale)}{' '}
                <span className="text-muted-foreground text-sm font-normal">
                  / <span lang={per.lang}>{per.text}</span>
                </span>
              </p>
              <p className={cn('mt-1 text-sm font-medium', TONE[direction])}>
                {label}: {detail}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
