import 'server-only';
import { unstable_cache } from 'next/cache';

/** Seconds an empty or unreadable store's page lives in the ISR cache before it is rendered again. */
export const EMPTY_STORE_REVALIDATE = 60;

const marker = unstable_cache(async () => true, ['market-empty-store-marker'], {
  revalidate: EMPTY_STORE_REVALIDATE,
});

/**
 * Call while rendering a market page that found no data (an empty store, e.g. a build made
 * before the first ingestion) or could not read the store: the page is then cached for 60 s
 * instead of its usual `revalidate`, so an empty page is never pinned. Route-segment
 * `revalidate` is static, but in the classic caching model an `unstable_cache` entry with a
 * shorter `revalidate` lowers the revalidate of the page that renders it (Next's
 * unstable-cache.js: "We update the store's revalidate property ... a higher precedence").
 * Outside a prerender (dynamic renders) it is a cheap no-op read.
 */
export async function shortenRevalidateWhileEmpty(): Promise<void> {
  await marker();
}
