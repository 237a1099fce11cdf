import 'server-only';
import { adToBs } from '@/lib/bs';
import {
  getForexDay,
  getFuelRevision,
  getVegetableDay,
  latestForexDate,
  latestFuelDate,
  latestVegetableDate,
} from '@/lib/db';
import { eventsForYear } from '@/lib/festivals';
import { vegetableItemOf } from '@/lib/market/vegetable-item';
import { todayInNepal } from '@/lib/time';
import { EMPTY_MARKET, type FuelSnapshot, type MarketSnapshot } from './entries';
import { buildSiteIndex, type SiteIndex } from './search';

// The process's search index: rebuilt after ingestion, never awaited once built (globalThis).

/** How long an index serves before it is rebuilt anyway (a day corrected in place). */
const MAX_AGE_MS = 10 * 60_000;
/** How often a query may ask the store for its newest days (two indexed reads). */
const CHECK_MS = 60_000;
/** After a failed store read, the index without market items serves this long. */
const RETRY_MS = 30_000;

interface IndexState {
  site?: SiteIndex;
  days?: { vegetables: string | null; rates: string | null };
  expiresAt: number;
  checkedAt: number;
  building?: Promise<SiteIndex>;
}

const holder = globalThis as typeof globalThis & { __siteSearchIndex?: IndexState };
const state = (holder.__siteSearchIndex ??= { expiresAt: 0, checkedAt: 0 });

const RETAIL_FUEL = new Set<string>(['petrol', 'diesel', 'kerosene', 'lpg']);

/** NOC's newest stored retail prices, or null (none stored, or unreadable: search goes on). */
async function loadFuelSnapshot(): Promise<MarketSnapshot['fuel']> {
  try {
    const date = await latestFuelDate();
    const revision = date ? await getFuelRevision(date) : null;
    if (!revision) return null;
    const prices = revision.prices.filter((p) => RETAIL_FUEL.has(p.product));
    return {
      date: revision.date,
      prices: prices.map((p) => ({
        product: p.product as FuelSnapshot['product'],
        price: p.price,
      })),
    };
  } catch (error) {
    console.error('search: fuel prices could not be read; indexing without them', error);
    return null;
  }
}

export async function loadMarketSnapshot(): Promise<MarketSnapshot> {
  const [vegetablesDate, ratesDate] = await Promise.all([latestVegetableDate(), latestForexDate()]);
  const [vegetables, rates] = await Promise.all([
    vegetablesDate ? getVegetableDay(vegetablesDate) : null,
    ratesDate ? getForexDay(ratesDate) : null,
  ]);
  return {
    vegetablesDate: vegetables?.date ?? null,
    vegetables: (vegetables?.rows ?? []).map(vegetableItemOf),
    ratesDate: rates?.date ?? null,
    rates: rates?.rates ?? [],
    fuel: await loadFuelSnapshot(),
  };
}

/** Resolves the festival years a query without a year reads (the lunar search is the slow part). */
function warmFestivalYears(): void {
  const year = adToBs(todayInNepal()).year;
  for (const y of [year - 1, year, year + 1, year + 2]) {
    try {
      eventsForYear(y);
    } catch {
      // outside the calendar's range: nothing to warm
    }
  }
}

function rebuild(): Promise<SiteIndex> {
  state.building ??= (async () => {
    let market = EMPTY_MARKET;
    let lifetime = MAX_AGE_MS;
    try {
      market = await loadMarketSnapshot();
    } catch (error) {
      console.error(
        'search: the market store could not be read; indexing without its items',
        error,
      );
      lifetime = RETRY_MS;
    }
    warmFestivalYears();
    const site = buildSiteIndex(market);
    state.site = site;
    state.days = { vegetables: market.vegetablesDate, rates: market.ratesDate };
    state.expiresAt = Date.now() + lifetime;
    state.checkedAt = Date.now();
    return site;
  })().finally(() => {
    state.building = undefined;
  });
  return state.building;
}

/** Rebuilds when the store's newest market days are no longer the indexed ones. */
async function rebuildIfNewerDays(): Promise<void> {
  state.checkedAt = Date.now();
  const [vegetables, rates] = await Promise.all([latestVegetableDate(), latestForexDate()]);
  if (vegetables !== state.days?.vegetables || rates !== state.days?.rates) await rebuild();
}

/** The current index; the first call builds it, a stale one is served while the next builds. */
export async function getSiteIndex(): Promise<SiteIndex> {
  if (!state.site) return rebuild();
  const now = Date.now();
  if (now >= state.expiresAt) void rebuild().catch(() => undefined);
  else if (now - state.checkedAt >= CHECK_MS && !state.building) {
    // A store that cannot be read now keeps the index it has until its expiry.
    void rebuildIfNewerDays().catch(() => undefined);
  }
  return state.site;
}

/** Marks the index stale after ingestion stored new market data: the next query rebuilds it. */
export function invalidateSearchIndex(): void {
  state.expiresAt = 0;
}

/** Builds the index at start, so the first search does not wait for it. */
export async function warmSearchIndex(): Promise<void> {
  await rebuild();
}
