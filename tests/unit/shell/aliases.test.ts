import { canonicalPathForAlias } from '@/lib/routing/aliases';
import { queryViewPath } from '@/lib/routing/query-views';

describe('canonicalPathForAlias', () => {
  it.each([
    ['/date-converter', '/nepali-date-converter'],
    ['/vegetables', '/kalimati-vegetable-price'],
    ['/metals', '/gold-and-silver-in-nepal'],
    ['/rashifal', '/nepali-rashifal'],
    ['/forex', '/foreign-currency-exchange'],
    ['/nepali-calendar', '/calendar'],
    ['/nepalicalendar', '/calendar'],
    ['/nepali-calendar/2082/jestha', '/calendar/2082/jestha'],
    ['/nepalicalendar/2081/6', '/calendar/2081/6'],
  ])('maps %s to %s', (alias, canonical) => {
    expect(canonicalPathForAlias(alias)).toBe(canonical);
  });

  it.each(['/', '/calendar', '/forex/usd', '/nepalicalendar/2082', '/xyz'])(
    'leaves %s alone',
    (path) => {
      expect(canonicalPathForAlias(path)).toBeNull();
    },
  );
});

describe('queryViewPath', () => {
  it('sends a market page with a state parameter to its per-request view', () => {
    expect(queryViewPath('/foreign-currency-exchange', 'page=2')).toBe(
      '/foreign-currency-exchange/view',
    );
    expect(queryViewPath('/foreign-currency-exchange', 'amount=100&currency=USD')).toBe(
      '/foreign-currency-exchange/view',
    );
    expect(queryViewPath('/gold-and-silver-in-nepal', 'range=90')).toBe(
      '/gold-and-silver-in-nepal/view',
    );
  });

  it('leaves the cached page alone without state parameters, and other pages always', () => {
    expect(queryViewPath('/foreign-currency-exchange', '')).toBeNull();
    expect(queryViewPath('/foreign-currency-exchange', 'utm_source=x')).toBeNull();
    expect(queryViewPath('/gold-and-silver-in-nepal', 'page=2')).toBeNull();
    expect(queryViewPath('/nepali-date-converter', 'range=90')).toBeNull();
    expect(queryViewPath('/kalimati-vegetable-price', '?q=tomato')).toBe(
      '/kalimati-vegetable-price/view',
    );
  });
});
