import { queryViewPath } from '@/lib/routing/query-views';

describe('queryViewPath', () => {
  it('sends the vegetables page with a query to its per-request view', () => {
    expect(queryViewPath('/kalimati-vegetable-price', '?q=potato')).toBe('/kalimati-vegetable-price/view');
    expect(queryViewPath('/kalimati-vegetable-price', '?sort=avg&dir=desc')).toBe('/kalimati-vegetable-price/view');
  });
  it('leaves the plain page (and an empty "?") to the cached render', () => {
    expect(queryViewPath('/kalimati-vegetable-price', '')).toBeNull();
    expect(queryViewPath('/kalimati-vegetable-price', '?')).toBeNull();
  });
  it('ignores other pages', () => {
    expect(queryViewPath('/nepali-date-converter', '?bs=2082-01-01')).toBeNull();
    expect(queryViewPath('/kalimati-vegetable-price/view', '?q=a')).toBeNull();
  });
});
