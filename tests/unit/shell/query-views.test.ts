import { QUERY_VIEW_PAGES, queryViewRewrites } from '@/lib/routing/query-views';

const rules = queryViewRewrites(['en', 'ne']);
const target = (source: string, key: string) =>
  rules.find((rule) => rule.source === `/:locale(en|ne)${source}` && rule.has[0]!.key === key)
    ?.destination;

describe('query-view rewrites', () => {
  it('sends the vegetables page with its search, filter, sort or chart item to the per-request view', () => {
    for (const key of ['q', 'trend', 'sort', 'dir', 'item', 'range']) {
      expect(target('/kalimati-vegetable-price', key)).toBe(
        '/:locale/kalimati-vegetable-price/view',
      );
    }
  });

  it('covers the aliases too, so /forex?page=2 pages without JavaScript', () => {
    expect(target('/forex', 'page')).toBe('/:locale/foreign-currency-exchange/view');
    expect(target('/metals', 'range')).toBe('/:locale/gold-and-silver-in-nepal/view');
    expect(target('/vegetables', 'q')).toBe('/:locale/kalimati-vegetable-price/view');
  });

  it("sends a conversion in the converter's query to its per-request view", () => {
    for (const key of ['bs', 'ad', 'from']) {
      expect(target('/nepali-date-converter', key)).toBe('/:locale/nepali-date-converter/view');
      expect(target('/date-converter', key)).toBe('/:locale/nepali-date-converter/view');
    }
  });

  it('leaves other parameters and other pages to the cached render', () => {
    expect(target('/kalimati-vegetable-price', 'utm_source')).toBeUndefined();
    expect(target('/nepali-date-converter', 'utm_source')).toBeUndefined();
    expect(target('/calendar', 'bs')).toBeUndefined();
    expect(rules).toHaveLength(
      Object.values(QUERY_VIEW_PAGES).reduce((n, keys) => n + keys.length * 2, 0),
    );
  });
});
