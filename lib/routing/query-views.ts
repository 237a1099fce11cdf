/**
 * Pages whose query string changes what the server renders (the vegetables page's search,
 * filter, sort and chart item). The page itself stays cached (ISR); a request WITH a query is
 * rewritten by the proxy to its `/view` twin, which reads the query and renders per request, so
 * the view works without JavaScript while the plain URL is still served from the cache.
 */
const QUERY_VIEW_PAGES = new Set(['/kalimati-vegetable-price']);

/** The `/view` path to serve a locale-less `path` with `search`, or null to serve it as is. */
export function queryViewPath(path: string, search: string): string | null {
  if (!QUERY_VIEW_PAGES.has(path)) return null;
  return new URLSearchParams(search).size > 0 ? `${path}/view` : null;
}
