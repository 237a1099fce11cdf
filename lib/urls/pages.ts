/** The site's page URLs under a locale: segments, what may follow, and aliases. */

/** Pages that take no further segment (`/en/faq`). */
export const PLAIN_PAGES = new Set([
  'api',
  'faq',
  'fuel-price-in-nepal',
  'nepali-unicode',
  'offline',
  'page-not-found',
  'preeti-to-unicode',
  'privacy-policy',
  'search',
  'terms-of-service',
  'unicode-to-preeti',
]);

/** Cached pages whose query views are rewritten to a `/view` twin (no `searchParams` there). */
export const QUERY_VIEW_PAGES: Readonly<Record<string, readonly string[]>> = {
  'kalimati-vegetable-price': ['q', 'trend', 'sort', 'dir', 'item', 'range'],
  'foreign-currency-exchange': ['page', 'amount', 'currency', 'direction', 'chart', 'range'],
  'gold-and-silver-in-nepal': ['range'],
  // A conversion: `?bs=`, `?ad=`, or the no-JS form's `from` with y, m and d.
  'nepali-date-converter': ['bs', 'ad', 'from'],
};

/** The segment of a query view's twin route (`/en/nepali-date-converter/view`). */
export const QUERY_VIEW_SEGMENT = 'view';

/** Route handlers that answer everything below their segment themselves (`/en/og/…`). */
export const HANDLER_PREFIXES = new Set(['og', 'widgets']);

/** The rashifal sign page's period tabs (`/en/nepali-rashifal/aries/weekly`). */
export const SIGN_PERIODS = new Set(['weekly', 'monthly', 'yearly']);

/** Alias → canonical top-level page; the alias serves the page, which names its canonical URL. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  'date-converter': 'nepali-date-converter',
  vegetables: 'kalimati-vegetable-price',
  metals: 'gold-and-silver-in-nepal',
  rashifal: 'nepali-rashifal',
  forex: 'foreign-currency-exchange',
  fuel: 'fuel-price-in-nepal',
  'petrol-price': 'fuel-price-in-nepal',
  'nepali-calendar': 'calendar',
  nepalicalendar: 'calendar',
};

/** A year page's other name (`/en/nepali-calendar-2083`): its capture is the year segment. */
export const YEAR_ALIAS = /^nepali-calendar-(.+)$/;

/** The year's holidays page below a year (`/en/calendar/2083/holidays`). */
export const YEAR_HOLIDAYS_SEGMENT = 'holidays';

/** The public URL of a rendered path: a `/view` twin is reported as its page. */
export function publicPathOf(path: string): string {
  const twin = /^(.*\/([^/]+))\/view$/.exec(path);
  return twin && Object.hasOwn(QUERY_VIEW_PAGES, twin[2]!) ? twin[1]! : path;
}
