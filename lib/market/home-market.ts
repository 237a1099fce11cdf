import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { getForexDay, getMetalDay, latestForexDate, latestMetalDate } from '@/lib/db';
import { markStoreOutage, shortenRevalidateWhileEmpty } from './unavailable-store';
import { getVegetableMarket, type VegetableItem } from './vegetable-data';
import { topByAverage } from './vegetable-item';

export interface HomeMarket {
  vegetables: { date: string; top: VegetableItem[] } | null;
  metals: { date: string; goldPerTola: number | null; silverPerTola: number | null } | null;
  usd: { date: string; buy: number; sell: number; unit: number } | null;
  /** The store could not be read (a database server down): the tiles say so instead. */
  unavailable: boolean;
}

/** The home page's market teasers, each with its own date (the sources publish apart). */
export const getHomeMarket = cache(async (): Promise<HomeMarket> => {
  try {
    return await readHomeMarket();
  } catch (error) {
    // Next's own signals (a dynamic bail-out during rendering) pass through.
    unstable_rethrow(error);
    console.error('home page: the store could not be read:', error);
  }
  // Like an empty store, an unreadable one is cached for a minute only, at build time too.
  await markStoreOutage();
  return { vegetables: null, metals: null, usd: null, unavailable: true };
});

async function readHomeMarket(): Promise<HomeMarket> {
  const [vegetables, metalDate, forexDate] = await Promise.all([
    getVegetableMarket(),
    latestMetalDate(),
    latestForexDate(),
  ]);
  if (vegetables === null || metalDate === null || forexDate === null) {
    await shortenRevalidateWhileEmpty();
  }
  const [metalDay, forexDay] = await Promise.all([
    metalDate ? getMetalDay(metalDate) : null,
    forexDate ? getForexDay(forexDate) : null,
  ]);
  const tola = (metal: 'gold' | 'silver', grade: 'fine' | 'standard') =>
    metalDay?.prices.find(
      (p) => p.metal === metal && p.grade === grade && p.unit === 'tola' && p.price > 0,
    )?.price ?? null;
  const usd = forexDay?.rates.find((r) => r.iso3 === 'USD');
  return {
    vegetables: vegetables ? { date: vegetables.date, top: topByAverage(vegetables.items) } : null,
    metals: metalDay
      ? {
          date: metalDay.date,
          goldPerTola: tola('gold', 'fine'),
          silverPerTola: tola('silver', 'standard'),
        }
      : null,
    usd:
      forexDay && usd
        ? { date: forexDay.date, buy: usd.buy, sell: usd.sell, unit: usd.unit }
        : null,
    unavailable: false,
  };
}
