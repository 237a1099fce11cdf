import { aliasRewrites, canonicalPathForAlias } from '@/lib/routing/aliases';

describe('canonicalPathForAlias', () => {
  it.each([
    ['/date-converter', '/nepali-date-converter'],
    ['/vegetables', '/kalimati-vegetable-price'],
    ['/metals', '/gold-and-silver-in-nepal'],
    ['/rashifal', '/nepali-rashifal'],
    ['/forex', '/foreign-currency-exchange'],
    ['/fuel', '/fuel-price-in-nepal'],
    ['/petrol-price', '/fuel-price-in-nepal'],
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

describe('aliasRewrites', () => {
  it('rewrites every prefixed alias to its canonical page in the same locale', () => {
    const rules = aliasRewrites(['en', 'ne']);
    expect(rules).toContainEqual({
      source: '/:locale(en|ne)/forex',
      destination: '/:locale/foreign-currency-exchange',
    });
    expect(rules).toContainEqual({
      source: '/:locale(en|ne)/nepalicalendar/:year/:month',
      destination: '/:locale/calendar/:year/:month',
    });
    expect(rules).toContainEqual({
      source: '/:locale(en|ne)/petrol-price',
      destination: '/:locale/fuel-price-in-nepal',
    });
    expect(rules).toHaveLength(11);
  });
});
