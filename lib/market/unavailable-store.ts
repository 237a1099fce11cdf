import 'server-only';

/** Seconds an empty or unreadable store's page stays in the ISR cache before a new render. */
export const EMPTY_STORE_REVALIDATE = 60;

/** Tags a page rendered during a store outage, so the page cache never keeps it over data. */
export const STORE_OUTAGE_TAG = 'store-outage';

// Next documents a fetch's `next.revalidate` as how a route opts in to shorter revalidation on a
// condition known only while rendering, and `next.tags` as its tags (node_modules/next/dist/docs/
// 01-app/02-guides/caching-without-cache-components.md, "Revalidation frequency"). The fetch reads
// a data: URL, so it costs no request; only its options matter.
async function renderedWith(next: { revalidate: number; tags?: string[] }): Promise<void> {
  try {
    await fetch('data:text/plain,unavailable-store', { next });
  } catch {
    // Outside a render there is no page to mark, and a marker that failed loses nothing.
  }
}

/** While rendering a market page on an empty store: keep it a minute, so it fills in soon. */
export function shortenRevalidateWhileEmpty(): Promise<void> {
  return renderedWith({ revalidate: EMPTY_STORE_REVALIDATE });
}

/** While rendering a market page whose store could not be read: a minute, and tagged. */
export function markStoreOutage(): Promise<void> {
  return renderedWith({ revalidate: EMPTY_STORE_REVALIDATE, tags: [STORE_OUTAGE_TAG] });
}

export function markUnavailable(status: 'empty' | 'error'): Promise<void> {
  return status === 'error' ? markStoreOutage() : shortenRevalidateWhileEmpty();
}
