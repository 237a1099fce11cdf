import type { StoredVegetableRow } from '@/lib/db';
import { moveSize } from './trend';
import type { VegetableItem } from './vegetable-data';

export function vegetableItemOf(row: StoredVegetableRow) {
  const { commodityId: id, nameEn, nameNe, unit, unitLabel, min, max, avg } = row;
  return { id, nameEn, nameNe, unit, unitLabel, min, max, avg };
}

/** Featured items: the three biggest day-over-day movers by |per cent|; none without a trend. */
export function biggestMovers(items: readonly VegetableItem[], count = 3): VegetableItem[] {
  return items
    .filter((i) => moveSize(i.trend) > 0)
    .sort((a, b) => moveSize(b.trend) - moveSize(a.trend) || a.id - b.id)
    .slice(0, count);
}

/** The top `count` items by average price, highest first (the home teaser). */
export function topByAverage(items: readonly VegetableItem[], count = 5): VegetableItem[] {
  return [...items].sort((a, b) => b.avg - a.avg || a.id - b.id).slice(0, count);
}

/** `?item=` as one of today's items, else the first of Kalimati's own list. */
export function pickItem(
  items: readonly VegetableItem[],
  raw: string | undefined,
): VegetableItem | undefined {
  const id = Number(raw);
  return items.find((i) => i.id === id) ?? items[0];
}
