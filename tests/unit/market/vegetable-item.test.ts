import type { VegetableItem } from '@/lib/market/vegetable-data';
import { biggestMovers, pickItem, topByAverage } from '@/lib/market/vegetable-item';
import { dayOverDayTrend } from '@/lib/market/trend';

// Kalimati's own order: the ids follow its list.
const item = (id: number, avg: number, previousAvg: number | null): VegetableItem => ({
  id,
  nameEn: `Item ${id}`,
  nameNe: `वस्तु ${id}`,
  unit: 'kg',
  unitLabel: 'केजी',
  min: avg - 5,
  max: avg + 5,
  avg,
  trend: dayOverDayTrend(avg, previousAvg, true),
});

const items = [
  item(1, 50, 50),
  item(2, 120, 100),
  item(3, 30, 40),
  item(4, 80, null),
  item(5, 60, 57),
];

describe('pickItem', () => {
  it('charts the item named by ?item=', () => {
    expect(pickItem(items, '3')?.id).toBe(3);
  });

  it("falls back to the first of Kalimati's list for a missing or unknown ?item=", () => {
    expect(pickItem(items, undefined)?.id).toBe(1);
    expect(pickItem(items, '999')?.id).toBe(1);
    expect(pickItem(items, 'potato')?.id).toBe(1);
  });

  it('has nothing to chart on a day without items', () => {
    expect(pickItem([], '1')).toBeUndefined();
  });
});

describe('biggestMovers', () => {
  it('features the largest moves either way, leaving out steady and new items', () => {
    // 3: -25 %, 2: +20 %, 5: +5.26 %; 1 is steady and 4 was not traded the day before.
    expect(biggestMovers(items).map((i) => i.id)).toEqual([3, 2, 5]);
  });
});

describe('topByAverage', () => {
  it('lists the dearest items first', () => {
    expect(topByAverage(items, 3).map((i) => i.id)).toEqual([2, 4, 5]);
  });
});
