import 'server-only';
import { adToBs } from '@/lib/bs';
import { getForexDay, getVegetableDay, latestForexDate, latestVegetableDate } from '@/lib/db';
import { eventsForYear } from '@/lib/festivals';
import { vegetableItemOf } from '@/lib/market/vegetable-item';
import { todayInNepal } from '@/lib/time';
import { EMPTY_MARKET, type MarketSnapshot } from './entries';
import { buildSiteIndex, type SiteIndex } from './search';

/*
 * The one search index of the process, built from the store's newest market day at start
 * (instrumentation-node.ts) and again when ingestion stores new items (the revalidation route
 * calls invalidateSearchIndex), else at most every ten minutes, like the market pages. A query
 * never waits for a rebuild once an index exists: it gets the current one while the next builds.
 * Kept on globalThis: the route handlers, the pages and the start-up hook are separate bundles.
 */

/** How long an index serves before it is rebuilt anyway (a missed revalidation call). */
const MAX_AGE_MS = 10 * 60_000;
/** After a failed store read, the index without market items serves this long. */
const RETRY_MS = 30_000;

interface IndexState {
  site?: SiteIndex;
  expiresAt: number;
  building?: Promise<SiteIndex>;
}

const holder = globalThis as typeof globalThis & { __siteSearchIndex?: IndexState };
const state = (holder.__siteSearchIndex ??= { expiresAt: 0 });

/** The market items and prices of the newest stored days. */
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
    state.expiresAt = Date.now() + lifetime;
    return site;
  })().finally(() => {
    state.building = undefined;
  });
  return state.building;
}

/** The current index; the first call builds it, a stale one is served while the next builds. */
export async function getSiteIndex(): Promise<SiteIndex> {
  if (!state.site) return rebuild();
  if (Date.now() >= state.expiresAt) void rebuild().catch(() => undefined);
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
