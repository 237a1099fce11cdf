/**
 * Market pages keep their plain URL in the ISR cache (static, revalidated) and render per request
 * only when the query string asks for something else (`?page=2`, `?amount=100&currency=USD`,
 * `?range=90`, the vegetables page's search, filter, sort and chart item). A statically rendered
 * page cannot read `searchParams`, so the proxy rewrites such requests to the page's `/view`
 * twin, which renders the same body per request; the address bar keeps the public URL and both
 * declare it canonical. Where a page lists its parameters, others (`?utm_source=`) still get
 * the cached page.
 */
const QUERY_VIEW_PAGES: Record<string, readonly string[] | 'any'> = {
  '/kalimati-vegetable-price': 'any',
  '/foreign-currency-exchange': ['page', 'amount', 'currency', 'direction', 'chart', 'range'],
  '/gold-and-silver-in-nepal': ['range'],
};

/** The `/view` path to serve a locale-less `path` with `search`, or null to serve it as is. */
export function queryViewPath(path: string, search: string): string | null {
  const keys = QUERY_VIEW_PAGES[path];
  if (!keys) return null;
  const params = new URLSearchParams(search);
  const wanted = keys === 'any' ? params.size > 0 : keys.some((key) => params.has(key));
  return wanted ? `${path}/view` : null;
}
