import type { Messages } from 'next-intl';
import type { OgTarget } from '@/lib/seo/og';
import { SIGN_PERIODS } from './pages';

/**
 * The page types under a locale, declared once. The URL judge, the header and footer, the home
 * page's feature grid, the sitemap, the offline worker's routes, the link-preview cards, the
 * search index and the ingestion's page refresh all read this table, so a page type is its route
 * folder, its row here and its messages (tests/unit/urls/page-folders.test.ts checks the table
 * against the folders under app/[locale] both ways).
 */
interface PageRow {
  /** The path under the locale: `/` for the home page, else `/` and the page's one segment. */
  path: string;
  /**
   * What may follow the segment: nothing; a view per query (the named parameters rewrite a cached
   * page to its per-request `/view` twin); segments of the page's own, judged in lib/urls/judge.ts;
   * or a route handler that answers everything below it.
   */
  below: 'nothing' | { queryView: readonly string[] } | 'own' | 'handler';
  /** Other first segments that serve the page (`/en/vegetables`). */
  aliases?: readonly string[];
  /** Its entry in the header, by its label in the `Header` messages; in the table's order. */
  nav?: keyof Messages['Header'];
  /** Its link in the footer: the column and the label, both keys of the `Footer` messages. */
  footer?: readonly ['quickLinks' | 'resources', keyof Messages['Footer']];
  /** Its own URL in the sitemap (pages below it are listed in lib/seo/sitemap-paths.ts). */
  sitemap?: { changefreq: 'daily' | 'monthly' | 'yearly'; priority: number };
  /**
   * What the offline worker does with it (lib/sw/routes.ts): `kept` pages open from the cache
   * first, `market` pages from the network first; `below` is the pattern of the segments after
   * the page's own that are kept too (a regular expression's source).
   */
  offline?: { kind: 'kept' | 'market'; below?: string };
  /** The link-preview card of the page itself (pages below it have their own; lib/seo/og.ts). */
  og?: OgTarget;
  /**
   * The upstream source whose data the page shows, by its id in lib/sources (which this core may
   * not import): ingestion refreshes the page after each store.
   */
  source?: string;
}

const YEAR = '/\\d{4}';
const DAY_PAGE = `${YEAR}(?:/[a-z]+(?:/\\d{1,2})?)?`;
const SIGN_PAGE = `(?:/[a-z]+(?:/(?:${[...SIGN_PERIODS].join('|')}))?)?`;
const MARKET_BELOW = '(?:/[a-z0-9-]+)*';

export const PAGES = {
  home: {
    path: '/',
    below: 'nothing',
    nav: 'home',
    footer: ['quickLinks', 'home'],
    sitemap: { changefreq: 'daily', priority: 1 },
    offline: { kind: 'market' },
  },
  calendar: {
    path: '/calendar',
    below: 'own',
    aliases: ['nepali-calendar', 'nepalicalendar'],
    nav: 'calendar',
    footer: ['quickLinks', 'calendar'],
    offline: { kind: 'kept', below: DAY_PAGE },
  },
  converter: {
    path: '/nepali-date-converter',
    // A conversion: `?bs=`, `?ad=`, or the no-JS form's `from` with y, m and d.
    below: { queryView: ['bs', 'ad', 'from'] },
    aliases: ['date-converter'],
    nav: 'converter',
    footer: ['quickLinks', 'dateConverter'],
    sitemap: { changefreq: 'monthly', priority: 0.9 },
    offline: { kind: 'kept' },
    og: { kind: 'converter', result: null },
  },
  vegetables: {
    path: '/kalimati-vegetable-price',
    below: { queryView: ['q', 'trend', 'sort', 'dir', 'item', 'range'] },
    aliases: ['vegetables'],
    nav: 'vegetables',
    footer: ['quickLinks', 'vegetableRates'],
    sitemap: { changefreq: 'daily', priority: 0.9 },
    offline: { kind: 'market', below: MARKET_BELOW },
    og: { kind: 'market', market: 'vegetables' },
    source: 'vegetables',
  },
  metals: {
    path: '/gold-and-silver-in-nepal',
    below: { queryView: ['range'] },
    aliases: ['metals'],
    nav: 'metals',
    footer: ['resources', 'metalPrices'],
    sitemap: { changefreq: 'daily', priority: 0.9 },
    offline: { kind: 'market', below: MARKET_BELOW },
    og: { kind: 'market', market: 'metals' },
    source: 'metals',
  },
  rashifal: {
    path: '/nepali-rashifal',
    below: 'own',
    aliases: ['rashifal'],
    nav: 'rashifal',
    footer: ['resources', 'rashifal'],
    sitemap: { changefreq: 'daily', priority: 0.9 },
    offline: { kind: 'kept', below: SIGN_PAGE },
    og: { kind: 'rashifal' },
  },
  forex: {
    path: '/foreign-currency-exchange',
    below: { queryView: ['page', 'amount', 'currency', 'direction', 'chart', 'range'] },
    aliases: ['forex'],
    nav: 'forex',
    footer: ['resources', 'forexRates'],
    sitemap: { changefreq: 'daily', priority: 0.9 },
    offline: { kind: 'market', below: MARKET_BELOW },
    og: { kind: 'market', market: 'forex' },
    source: 'forex',
  },
  fuel: {
    path: '/fuel-price-in-nepal',
    below: 'nothing',
    aliases: ['fuel', 'petrol-price'],
    nav: 'fuel',
    footer: ['resources', 'fuelPrices'],
    sitemap: { changefreq: 'daily', priority: 0.9 },
    offline: { kind: 'market', below: MARKET_BELOW },
    // No fuel card of its own yet: the fuel page previews as the site.
    og: { kind: 'home' },
    source: 'fuel',
  },
  nepaliUnicode: {
    path: '/nepali-unicode',
    below: 'nothing',
    nav: 'typing',
    footer: ['quickLinks', 'typing'],
    sitemap: { changefreq: 'monthly', priority: 0.8 },
    offline: { kind: 'kept' },
    og: { kind: 'info', page: 'nepaliUnicode' },
  },
  preetiToUnicode: {
    path: '/preeti-to-unicode',
    below: 'nothing',
    footer: ['quickLinks', 'preeti'],
    sitemap: { changefreq: 'monthly', priority: 0.8 },
    offline: { kind: 'kept' },
    og: { kind: 'info', page: 'preetiToUnicode' },
  },
  unicodeToPreeti: {
    path: '/unicode-to-preeti',
    below: 'nothing',
    sitemap: { changefreq: 'monthly', priority: 0.8 },
    offline: { kind: 'kept' },
    og: { kind: 'info', page: 'unicodeToPreeti' },
  },
  saait: { path: '/saait', below: 'own', offline: { kind: 'kept', below: YEAR } },
  api: {
    path: '/api',
    below: 'nothing',
    footer: ['resources', 'apiAccess'],
    sitemap: { changefreq: 'monthly', priority: 0.5 },
    og: { kind: 'info', page: 'api' },
  },
  widgets: {
    path: '/widgets',
    below: 'handler',
    footer: ['resources', 'widgets'],
    sitemap: { changefreq: 'monthly', priority: 0.5 },
    og: { kind: 'info', page: 'widgets' },
  },
  faq: {
    path: '/faq',
    below: 'nothing',
    sitemap: { changefreq: 'monthly', priority: 0.4 },
    og: { kind: 'info', page: 'faq' },
  },
  privacy: {
    path: '/privacy-policy',
    below: 'nothing',
    sitemap: { changefreq: 'yearly', priority: 0.2 },
    og: { kind: 'info', page: 'privacy' },
  },
  terms: {
    path: '/terms-of-service',
    below: 'nothing',
    sitemap: { changefreq: 'yearly', priority: 0.2 },
    og: { kind: 'info', page: 'terms' },
  },
  // The search page (noindex) previews as the site itself.
  search: { path: '/search', below: 'nothing', og: { kind: 'home' } },
  offline: { path: '/offline', below: 'nothing' },
  notFound: { path: '/page-not-found', below: 'nothing' },
  og: { path: '/og', below: 'handler' },
} as const satisfies Record<string, PageRow>;

export type PageKey = keyof typeof PAGES;

const ROWS: readonly (readonly [PageKey, PageRow])[] = Object.entries(PAGES) as [
  PageKey,
  PageRow,
][];

/** The page's one segment (`nepali-date-converter`); '' for the home page. */
const segmentOf = (row: PageRow) => row.path.slice(1);

/** The one segment of a page type. */
export const pageSegment = (key: PageKey): string => segmentOf(PAGES[key]);

/** Pages that take no further segment (`/en/faq`). */
export const PLAIN_PAGES: ReadonlySet<string> = new Set(
  ROWS.filter(([, row]) => row.below === 'nothing' && row.path !== '/').map(([, row]) =>
    segmentOf(row),
  ),
);

/** Cached pages whose query views are rewritten to a `/view` twin (no `searchParams` there). */
export const QUERY_VIEW_PAGES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  ROWS.flatMap(([, row]) =>
    typeof row.below === 'object' ? [[segmentOf(row), row.below.queryView]] : [],
  ),
);

/** Route handlers that answer everything below their segment themselves (`/en/og/…`). */
export const HANDLER_PREFIXES: ReadonlySet<string> = new Set(
  ROWS.filter(([, row]) => row.below === 'handler').map(([, row]) => segmentOf(row)),
);

/** Alias → canonical top-level page; the alias serves the page, which names its canonical URL. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  ROWS.flatMap(([, row]) => (row.aliases ?? []).map((alias) => [alias, segmentOf(row)])),
);

/** The header's entries, in the table's order: the label's message key and the path. */
export const NAV_ITEMS = ROWS.flatMap(([, row]) =>
  row.nav ? [{ key: row.nav, href: row.path }] : [],
);

/** The footer's links of one column, in the table's order. */
export function footerLinks(column: 'quickLinks' | 'resources') {
  return ROWS.flatMap(([key, row]) =>
    row.footer?.[0] === column ? [{ key, label: row.footer[1], href: row.path }] : [],
  );
}

/** The sitemap's entries of the pages themselves: path without locale ('' for the home page). */
export const SITEMAP_PAGES = ROWS.flatMap(([, row]) =>
  row.sitemap ? [{ path: row.path === '/' ? '' : row.path, ...row.sitemap }] : [],
);

/** The source of the alternatives of a pattern matching the paths the worker treats as `kind`. */
export function offlinePattern(kind: 'kept' | 'market'): string {
  return ROWS.flatMap(([, row]) =>
    row.offline?.kind === kind
      ? [`${row.path === '/' ? '' : row.path}${row.offline.below ?? ''}`]
      : [],
  ).join('|');
}

/** The link-preview card of each page by its segment. */
export const PAGE_CARDS: Readonly<Record<string, OgTarget>> = Object.fromEntries(
  ROWS.flatMap(([, row]) => (row.og && row.path !== '/' ? [[segmentOf(row), row.og]] : [])),
);

/** The path of the page that shows a source's data. */
export function sourcePage(source: string): string {
  const row = ROWS.find(([, candidate]) => candidate.source === source);
  if (!row) throw new Error(`No page in the page table shows the source '${source}'.`);
  return row[1].path;
}
