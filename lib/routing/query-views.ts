/**
 * Market pages keep their plain URL in the ISR cache (static, revalidated) and render per request
 * only when the query string asks for something else (`?page=2`, `?amount=100&currency=USD`,
 * `?range=90`). A statically rendered page cannot read `searchParams`, so the proxy rewrites such
 * requests to the page's `/view` sibling, which renders the same body dynamically; the address bar
 * keeps the public URL and both declare it canonical. Unknown parameters (`?utm_source=`) still
 * get the cached page.
 */
const QUERY_VIEWS: Record<string, readonly string[]> = {
  '/foreign-currency-exchange': ['page', 'amount', 'currency', 'direction', 'chart', 'range'],
  '/gold-and-silver-in-nepal': ['range'],
};

export const QUERY_VIEW_SEGMENT = 'view';

/** `/foreign-currency-exchange` + `?page=2` → `/foreign-currency-exchange/view`; else null. */
export function queryViewPath(path: string, params: URLSearchParams): string | null {
  const keys = QUERY_VIEWS[path];
  if (!keys) return null;
  return keys.some((key) => params.has(key)) ? `${path}/${QUERY_VIEW_SEGMENT}` : null;
}
