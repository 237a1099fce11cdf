/**
 * A query's answer is kept per index build, so a popular query under load is answered without
 * searching again; a rebuilt index (new market days) answers anew; the cache is bounded.
 */
import { buildSiteIndex, type SiteIndex } from '@/lib/search/search';
import { searchSite } from '@/lib/search/site-search';
import { EMPTY_MARKET } from '@/lib/search/entries';
import { fixtureMarket } from './support/market';

let index: SiteIndex;
jest.mock('@/lib/search/site-index', () => ({ getSiteIndex: async () => index }));
jest.mock('@/lib/search/search', () => {
  const actual = jest.requireActual('@/lib/search/search');
  return { ...actual, runSearch: jest.fn(actual.runSearch) };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runSearch } = require('@/lib/search/search') as { runSearch: jest.Mock };

beforeEach(() => {
  index = buildSiteIndex(fixtureMarket());
  runSearch.mockClear();
});

const bodyOf = async (q: string, locale: 'en' | 'ne' = 'en') => {
  const outcome = await searchSite(q, locale);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.body;
};

describe('searchSite answers', () => {
  it('searches a repeated query once and answers it the same', async () => {
    const first = await bodyOf('tihar');
    const again = await bodyOf('tihar');
    expect(again).toEqual(first);
    expect(first.results.length).toBeGreaterThan(0);
    expect(runSearch).toHaveBeenCalledTimes(1);
  });

  it('answers each locale and each query on its own', async () => {
    const en = await bodyOf('tihar', 'en');
    const ne = await bodyOf('tihar', 'ne');
    await bodyOf('dashain', 'en');
    expect(ne.locale).toBe('ne');
    expect(ne.results[0]!.title).not.toBe(en.results[0]!.title);
    expect(runSearch).toHaveBeenCalledTimes(3);
  });

  it('searches anew once the index is rebuilt from other market days', async () => {
    const withMarket = await bodyOf('tomato');
    index = buildSiteIndex(EMPTY_MARKET);
    const without = await bodyOf('tomato');
    expect(runSearch).toHaveBeenCalledTimes(2);
    expect(without.results.some((r) => r.type === 'vegetable')).toBe(false);
    expect(withMarket.results.some((r) => r.type === 'vegetable')).toBe(true);
  });

  it('keeps at most a thousand answers, dropping the least recently used', async () => {
    await bodyOf('tihar');
    for (let i = 0; i < 1000; i += 1) await bodyOf(`q${i}`);
    runSearch.mockClear();
    await bodyOf('q999');
    expect(runSearch).toHaveBeenCalledTimes(0);
    await bodyOf('tihar');
    expect(runSearch).toHaveBeenCalledTimes(1);
  });
});
