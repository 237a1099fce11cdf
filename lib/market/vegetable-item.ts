import type { StoredVegetableRow } from '@/lib/db';

/** A stored row as the site shows an item: its series id, names, unit and prices. */
export function vegetableItemOf(row: StoredVegetableRow) {
  const { commodityId: id, nameEn, nameNe, unit, unitLabel, min, max, avg } = row;
  return { id, nameEn, nameNe, unit, unitLabel, min, max, avg };
}
