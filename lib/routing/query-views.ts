/**
 * Market pages and the converter keep their plain URL in the ISR cache (static, revalidated) and render per request
 * only when the query string asks for something else (`?page=2`, `?amount=100&currency=USD`,
 * `?range=90`, the vegetables page's search, filter, sort and chart item). A statically rendered
 * page cannot read `searchParams`, so such requests are rewritten to the page's `/view` twin,
 * which renders the same body per request; the address bar keeps the public URL and both declare
 * it canonical. Other parameters (`?utm_source=`) still get the cached page.
 *
 * The rewrites live in next.config (no proxy on locale pages, so cacheable answers carry no
 * cookie): one rule per page, alias and parameter, as `has` matches a named query key.
 */
export const QUERY_VIEW_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/kalimati-vegetable-price': ['q', 'trend', 'sort', 'dir', 'item', 'range'],
  '/foreign-currency-exchange': ['page', 'amount', 'currency', 'direction', 'chart', 'range'],
  '/gold-and-silver-in-nepal': ['range'],
  // A conversion: `?bs=`, `?ad=`, or the no-JS form's `from` with y, m and d.
  '/nepali-date-converter': ['bs', 'ad', 'from'],
};

const ALIASES: Readonly<Record<string, string>> = {
  '/kalimati-vegetable-price': '/vegetables',
  '/foreign-currency-exchange': '/forex',
  '/gold-and-silver-in-nepal': '/metals',
  '/nepali-date-converter': '/date-converter',
};

/** next.config `beforeFiles` rewrites for the views (placed before the alias rewrites). */
export function queryViewRewrites(locales: readonly string[]) {
  const locale = `:locale(${locales.join('|')})`;
  return Object.entries(QUERY_VIEW_PAGES).flatMap(([page, keys]) =>
    [page, ALIASES[page]!].flatMap((source) =>
      keys.map((key) => ({
        source: `/${locale}${source}`,
        has: [{ type: 'query' as const, key }],
        destination: `/:locale${page}/view`,
      })),
    ),
  );
}
