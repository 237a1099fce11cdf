import 'server-only';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { isBuildPhase } from '@/lib/env/runtime';

/** Seconds an empty or unreadable store's page lives in the ISR cache before it is rendered again. */
export const EMPTY_STORE_REVALIDATE = 60;

const marker = unstable_cache(async () => true, ['market-empty-store-marker'], {
  revalidate: EMPTY_STORE_REVALIDATE,
});

/**
 * Call while rendering a market page that found no data (an empty store) or could not read the
 * store, so an empty page is never pinned:
 * - during `next build` the route opts into rendering per request (`connection()`), since a
 *   prerendered empty page would be served until a revalidation, even after ingestion filled
 *   the store;
 * - during a background regeneration the page is cached for 60 s instead of its usual
 *   `revalidate`: route-segment `revalidate` is static, but in the classic caching model an
 *   `unstable_cache` entry with a shorter `revalidate` lowers the revalidate of the page that
 *   renders it (Next's unstable-cache.js: "We update the store's revalidate property ...").
 * In a per-request render both are cheap no-ops.
 */
export async function shortenRevalidateWhileEmpty(): Promise<void> {
  if (isBuildPhase()) await connection();
  else await marker();
}
