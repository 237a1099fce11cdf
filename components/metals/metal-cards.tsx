import { ArrowDownRight, ArrowUpRight, Minus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { formatMoney, formatSignedChange } from '@/lib/i18n/format';
import { cn } from '@/lib/utils';
import type { Locale } from '@/i18n/routing';

export interface MetalCardPrice {
  metal: 'gold' | 'silver';
  grade: 'fine' | 'tejabi' | 'standard';
  unit: 'tola' | '10g';
  price: number;
  previousPrice: number | null;
}

const HALLMARKS = [
  { metal: 'gold', grade: 'fine' },
  { metal: 'gold', grade: 'tejabi' },
  { metal: 'silver', grade: 'standard' },
] as const;

/** Only a real positive price is shown; 0, missing or garbage read 'N/A' (the spec's rule). */
const usable = (p: MetalCardPrice | undefined) =>
  p && Number.isFinite(p.price) && p.price > 0 ? p : undefined;

/** One card per hallmark (fine gold, tejabi gold, silver), each with Per Tola and Per 10 g. */
export async function MetalCards({
  locale,
  prices,
  previousDate,
}: {
  locale: Locale;
  prices: MetalCardPrice[];
  previousDate: string | null;
}) {
  const t = await getTranslations('MetalsPage.cards');
  const na = (await getTranslations('Market'))('na');
  return (
    <section aria-labelledby="prices-heading" className="space-y-3">
      <h2 id="prices-heading" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {HALLMARKS.map(({ metal, grade }) => {
          const find = (unit: 'tola' | '10g') =>
            usable(prices.find((p) => p.metal === metal && p.grade === grade && p.unit === unit));
          const tola = find('tola');
          const tenGrams = find('10g');
          const change =
            tola && tola.previousPrice !== null && tola.previousPrice > 0
              ? tola.price - tola.previousPrice
              : null;
          const Icon =
            change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
          return (
            <li
              key={grade}
              data-hallmark={grade}
              className={cn(
                'bg-card rounded-xl border p-5 shadow-sm',
                metal === 'gold'
                  ? 'border-t-4 border-t-amber-400'
                  : 'border-t-4 border-t-slate-400',
              )}
            >
              <h3 className="text-lg font-semibold">
                {t(grade === 'standard' ? 'silver' : grade)}
              </h3>
              <p className="text-muted-foreground text-sm">
                {t(grade === 'standard' ? 'silverNote' : `${grade}Note`)}
              </p>
              <dl className="mt-4 grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-muted-foreground text-sm">{t('perTola')}</dt>
                  <dd className="text-lg font-bold tabular-nums" data-unit="tola">
                    {tola ? formatMoney(tola.price, locale) : na}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-sm">{t('per10g')}</dt>
                  <dd className="text-lg font-semibold tabular-nums" data-unit="10g">
                    {tenGrams ? formatMoney(tenGrams.price, locale) : na}
                  </dd>
                </div>
              </dl>
              {change !== null && previousDate && (
                <p
                  className={cn(
                    'mt-3 flex items-center gap-1 text-sm',
                    change > 0
                      ? 'text-destructive'
                      : change < 0
                        ? 'text-success'
                        : 'text-muted-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {change === 0
                    ? t('unchanged', { date: previousDate })
                    : t('change', {
                        change: formatSignedChange(change, locale),
                        date: previousDate,
                      })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
