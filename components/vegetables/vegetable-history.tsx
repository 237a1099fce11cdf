import { getTranslations } from 'next-intl/server';
import { PriceHistoryChart } from '@/components/charts/price-history-chart';
import { availableRanges, pickRange, sliceToRange } from '@/lib/market/series-summary';
import { NativeSelect } from '@/components/ui/native-select';
import type { VegetableItem } from '@/lib/market/vegetable-data';
import { unitNamer } from '@/lib/market/vegetable-rows';
import { VegetableNameText } from './vegetable-name';
import { vegetableName } from '@/lib/market/vegetable-view';
import type { Locale } from '@/i18n/routing';

/**
 * The per-item price-history chart (average price) with a plain GET form to pick the item, so it
 * works without JavaScript; ranges and downloads come with the shared chart.
 */
export async function VegetableHistory({
  items,
  selected,
  points,
  rangeParam,
  locale,
}: {
  items: readonly VegetableItem[];
  selected: VegetableItem;
  /** The selected item's average price, oldest first. */
  points: { date: string; value: number }[];
  rangeParam: string | undefined;
  locale: Locale;
}) {
  const t = await getTranslations('VegetablesPage');
  const unit = await unitNamer();
  const offered = availableRanges(points);
  const range = pickRange(rangeParam, offered);
  const name = vegetableName(selected, locale);
  const per = unit(selected);
  const api = `/api/v1/vegetables/history?commodity=${encodeURIComponent(selected.nameNe)}`;
  return (
    // Under the 70-row table, thousands of pixels down: skipped until near (`below-fold`), held
    // above the tallest measured (724 px on a phone, 722 px wide).
    <section
      aria-labelledby="history-title"
      className="below-fold space-y-3 [--fold-size:56rem] md:[--fold-size:52rem]"
      id="history"
    >
      <h2 id="history-title" className="text-xl font-semibold">
        {t('historyTitle')}
      </h2>
      <form method="get" action="#history" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('historyItem')}
          <NativeSelect name="item" defaultValue={String(selected.id)} className="min-w-64">
            {items.map((item) => {
              const name = vegetableName(item, locale);
              return (
                <option key={item.id} value={item.id} lang={name.primaryLang}>
                  {name.primary}
                </option>
              );
            })}
          </NativeSelect>
        </label>
        <button
          type="submit"
          className="bg-card hover:bg-muted h-10 rounded-md border px-4 text-sm font-medium"
        >
          {t('historyShow')}
        </button>
      </form>
      <PriceHistoryChart
        id="vegetable-history"
        locale={locale}
        title={name.secondary ? `${name.primary} (${name.secondary})` : name.primary}
        heading={<VegetableNameText name={name} />}
        unitLabel={t.markup('historyUnit', { unit: per.text, word: (chunks) => chunks })}
        unitHeading={t.rich('historyUnit', {
          unit: per.text,
          word: (chunks) => <span lang={per.lang}>{chunks}</span>,
        })}
        lines={[{ key: 'avg', label: t('historyAvg'), points: sliceToRange(points, range) }]}
        range={range}
        ranges={offered.map((days) => ({
          days,
          href: `?item=${selected.id}&range=${days}#history`,
        }))}
        downloads={{ csv: `${api}&format=csv`, json: api }}
      />
    </section>
  );
}
