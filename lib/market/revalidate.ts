import 'server-only';
import { unstable_cache } from 'next/cache';

/** Seconds an empty or unreadable store's page lives in the ISR cache before it is rendered again. */
export const EMPTY_STORE_REVALIDATE = 60;

const marker = unstable_cache(async () => true, ['market-empty-store-marker'], {
  revalidate: EMPTY_STORE_REVALIDATE,
});

/**
 * Call while rendering a market page that found no data (an empty store) or could not read the
 * store, so an empty page is cached for a minute instead of its usual `revalidate`. Route-segment
 * `revalidate` is static, but in the classic caching model an `unstable_cache` entry with a
 * shorter `revalidate` lowers the revalidate of the page that renders it, at build time as in a
 * background regeneration (Next's unstable-cache.js: "We update the store's revalidate property
 * ..."). So a page built before any ingestion is still prerendered and publicly cacheable, and
 * fills in when ingestion revalidates it or the minute passes. In a per-request render it is a
 * cheap no-op, and outside a render none at all.
 */
export async function shortenRevalidateWhileEmpty(): Promise<void> {
  try {
    await marker();
  } catch {
    // Outside a render (a script, a unit test) there is no page cache to shorten: Next throws
    // "incrementalCache missing", and nothing is lost by going on.
  }
}
