import type { Messages } from 'next-intl';
import type { OgTarget } from '@/lib/seo/og';
import { SIGN_PERIODS } from './pages';

/**
 * The page types under a locale, declared once: a new one is its route folder, its row here and
 * its messages. tests/unit/urls/page-folders.test.ts holds the table to app/[locale]'s folders.
 */
interface PageRow {
  path: string;
  /** `queryView`: these parameters rewrite the cached page to its per-request `/view` twin. */
  below: 'nothing' | { queryView: readonly string[] } | 'own' | 'handler';
  aliases?: readonly string[];
  nav?: keyof Messages['Header'];
  footer?: readonly ['quickLinks' | 'resources', keyof Messages['Footer']];
  /** The page's own URL; the pages below it are listed in lib/seo/sitemap-paths.ts. */
  sitemap?: { changefreq: 'daily' | 'monthly' | 'yearly'; priority: number };
  /** `kept`: cache first, `market`: network first; `below` is a pattern of segments after it. */
  offline?: { kind: 'kept' | 'market'; below?: string };
  og?: OgTarget;
  /** A lib/sources id (which this core may not import): ingestion refreshes the page after it. */
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

export const PAGE_CARDS: Readonly<Record<string, OgTarget>> = Object.fromEntries(
  ROWS.flatMap(([, row]) => (row.og && row.path !== '/' ? [[segmentOf(row), row.og]] : [])),
);

export function sourcePage(source: string): string {
  const row = ROWS.find(([, candidate]) => candidate.source === source);
  if (!row) throw new Error(`No page in the page table shows the source '${source}'.`);
  return row[1].path;
}
