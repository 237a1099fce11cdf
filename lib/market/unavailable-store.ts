import 'server-only';
import { unstable_cache } from 'next/cache';

/** Seconds an empty or unreadable store's page lives in the ISR cache before it is rendered again. */
export const EMPTY_STORE_REVALIDATE = 60;

/** Tags a page rendered during a store outage, so the page cache never keeps it over data. */
export const STORE_OUTAGE_TAG = 'store-outage';

// A page that reads a cached function inherits its tags and, when shorter, its revalidate
// (the classic model's rule for data in a route: the lowest revalidate wins).
const emptyMarker = unstable_cache(async () => true, ['market-empty-store-marker'], {
  revalidate: EMPTY_STORE_REVALIDATE,
});
const outageMarker = unstable_cache(async () => true, ['market-store-outage-marker'], {
  revalidate: EMPTY_STORE_REVALIDATE,
  tags: [STORE_OUTAGE_TAG],
});

async function mark(marker: () => Promise<boolean>): Promise<void> {
  try {
    await marker();
  } catch {
    // Outside a render (a script, a unit test) there is no page to mark: Next throws
    // "incrementalCache missing", and nothing is lost by going on.
  }
}

/** While rendering a market page on an empty store: keep it a minute, so it fills in soon. */
export function shortenRevalidateWhileEmpty(): Promise<void> {
  return mark(emptyMarker);
}

/** While rendering a market page whose store could not be read: a minute, and tagged. */
export function markStoreOutage(): Promise<void> {
  return mark(outageMarker);
}

/** Whichever of the two a market state calls for. */
export function markUnavailable(status: 'empty' | 'error'): Promise<void> {
  return status === 'error' ? markStoreOutage() : shortenRevalidateWhileEmpty();
}
