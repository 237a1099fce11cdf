import 'server-only';
import { cache } from 'react';
import {
  getVegetableDay,
  getVegetableHistory,
  latestVegetableDate,
  type VegetableUnit,
} from '@/lib/db';
import { isStale } from '@/lib/sources/cadence';
import { now } from '@/lib/time';
import { shortenRevalidateWhileEmpty } from './unavailable-store';
import { dayOverDayTrend, type Trend } from './trend';
import { vegetableItemOf } from './vegetable-item';

export interface VegetableItem {
  id: number;
  nameEn: string | null;
  nameNe: string;
  unit: VegetableUnit;
  /** Kalimati's own spelling of the unit, shown for the `other` bucket. */
  unitLabel: string;
  min: number;
  max: number;
  avg: number;
  trend: Trend;
}

export interface VegetableMarket {
  date: string;
  previousDate: string | null;
  fetchedAt: string;
  stale: boolean;
  /** In Kalimati's own order (the commodity ids follow its list, staples first). */
  items: VegetableItem[];
}

/** The latest stored Kalimati market day with each item's trend, or null on an empty store. */
export const getVegetableMarket = cache(async (): Promise<VegetableMarket | null> => {
  const date = await latestVegetableDate();
  if (!date) {
    await shortenRevalidateWhileEmpty();
    return null;
  }
  const day = await getVegetableDay(date);
  if (!day) return null;
  const hasPrevious = day.previousDate !== null;
  const items = day.rows
    .map((r) => ({
      ...vegetableItemOf(r),
      trend: dayOverDayTrend(r.avg, r.previousAvg, hasPrevious),
    }))
    .sort((a, b) => a.id - b.id);
  return {
    date: day.date,
    previousDate: day.previousDate,
    fetchedAt: day.fetchedAt,
    stale: isStale('vegetables', day.date, now()),
    items,
  };
});

/** One item's stored daily prices up to `to`, oldest first. */
export const getVegetableItemHistory = cache(async (id: number, from: string, to: string) =>
  getVegetableHistory(id, { from, to }),
);
