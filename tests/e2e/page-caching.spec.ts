import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import ne from '../../messages/ne.json';
import { EMPTY_STORE_ORIGIN, SEEDED_ORIGIN } from './support/servers';

// Every fresh deployment builds before ingestion has stored anything, as the test build does.
// The pages people open most must still be cacheable by a CDN or nginx: for a minute while the
// store is empty, and for their usual time once ingestion has revalidated them.
const MARKET_PAGES = [
  { path: '', revalidate: 60, empty: (m: typeof en) => m.HomeMarket.usdEmpty },
  {
    path: '/kalimati-vegetable-price',
    revalidate: 600,
    empty: (m: typeof en) => m.Market.states.empty.vegetables,
  },
  {
    path: '/gold-and-silver-in-nepal',
    revalidate: 3600,
    empty: (m: typeof en) => m.Market.states.empty.metals,
  },
  {
    path: '/foreign-currency-exchange',
    revalidate: 3600,
    empty: (m: typeof en) => m.Market.states.empty.forex,
  },
  {
    path: '/fuel-price-in-nepal',
    revalidate: 3600,
    empty: (m: typeof en) => m.Market.states.empty.fuel,
  },
] as const;

const MESSAGES = { en, ne } as const;

function sMaxAge(cacheControl: string | undefined): number | null {
  const match = /(?:^|,\s*)s-maxage=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : null;
}

test.describe('market pages from a build on an empty store', () => {
  for (const locale of ['en', 'ne'] as const) {
    for (const { path, revalidate, empty } of MARKET_PAGES) {
      const emptyText = empty(MESSAGES[locale] as typeof en);

      test(`/${locale}${path} is publicly cacheable for a minute on an empty store, with its empty state`, async ({
        request,
      }) => {
        const response = await request.get(`${EMPTY_STORE_ORIGIN}/${locale}${path}`);
        expect(response.status()).toBe(200);
        const cacheControl = response.headers()['cache-control'];
        expect(cacheControl).not.toMatch(/private|no-store|no-cache/);
        expect(sMaxAge(cacheControl)).toBe(60);
        expect(await response.text()).toContain(emptyText);
      });

      test(`/${locale}${path} fills in after ingestion revalidates it, cached for its usual time`, async ({
        request,
      }) => {
        const response = await request.get(`${SEEDED_ORIGIN}/${locale}${path}`);
        expect(response.status()).toBe(200);
        const cacheControl = response.headers()['cache-control'];
        expect(cacheControl).not.toMatch(/private|no-store|no-cache/);
        expect(sMaxAge(cacheControl)).toBe(revalidate);
        expect(await response.text()).not.toContain(emptyText);
      });
    }
  }
});

// A query view renders per request; under load the same view must still be answered from a
// shared cache (nginx's microcache, `npm start`'s, a CDN), not rendered once a request.
const QUERY_VIEWS = [
  '/foreign-currency-exchange?page=2',
  '/kalimati-vegetable-price?q=tomato',
  '/gold-and-silver-in-nepal?range=90',
  '/nepali-date-converter?bs=2081-01-01',
  // An alias serves the same view.
  '/forex?page=2',
];

test.describe('query views', () => {
  for (const locale of ['en', 'ne'] as const) {
    for (const view of QUERY_VIEWS) {
      test(`/${locale}${view} may be kept by a shared cache for a minute, without a cookie`, async ({
        request,
      }) => {
        const response = await request.get(`${SEEDED_ORIGIN}/${locale}${view}`);
        expect(response.status()).toBe(200);
        const cacheControl = response.headers()['cache-control'];
        expect(cacheControl).toMatch(/\bpublic\b/);
        expect(sMaxAge(cacheControl)).toBe(60);
        expect(response.headers()['set-cookie']).toBeUndefined();
      });
    }
  }
});
