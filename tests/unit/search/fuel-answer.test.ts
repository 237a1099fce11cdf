/**
 * Searching for fuel finds the fuel page first, and with prices stored its answer card carries
 * NOC's retail prices in effect, in the reader's language.
 */
import { present, searchTranslator } from '@/lib/search/present';
import { buildSiteIndex, runSearch } from '@/lib/search/search';
import { fixtureMarket } from './support/market';

const TODAY = { year: 2026, month: 8, day: 20 };
const FUEL = {
  date: '2026-08-16',
  prices: [
    { product: 'petrol' as const, price: 200 },
    { product: 'diesel' as const, price: 195 },
    { product: 'kerosene' as const, price: 195 },
    { product: 'lpg' as const, price: 2060 },
  ],
};

const first = (market: ReturnType<typeof fixtureMarket>, query: string, locale: 'en' | 'ne') => {
  const hit = runSearch(buildSiteIndex(market), query, TODAY)[0]!;
  return present(hit, locale, searchTranslator(locale));
};

describe('fuel in search', () => {
  it.each(['petrol price', 'diesel', 'lpg', 'पेट्रोल', 'ग्यास'])(
    '%s answers with the fuel page and the prices in effect',
    (query) => {
      const result = first({ ...fixtureMarket(), fuel: FUEL }, query, 'en');
      expect(result).toMatchObject({ type: 'page', url: '/en/fuel-price-in-nepal', answer: true });
      expect(result.description).toContain('Petrol Rs');
      expect(result.description).toContain('200');
      expect(result.description).toContain('2,060');
      expect(result.description).toContain('per 14.2 kg cylinder');
      expect(result.description).toContain('16 August 2026');
    },
  );

  it('writes the prices in Nepali with Devanagari digits on /ne', () => {
    const result = first({ ...fixtureMarket(), fuel: FUEL }, 'पेट्रोल', 'ne');
    expect(result.url).toBe('/ne/fuel-price-in-nepal');
    expect(result.description).toContain('पेट्रोल');
    expect(result.description).toContain('२००');
    expect(result.description).not.toMatch(/[0-9]/);
  });

  it('still finds the page first on a store without prices, as a plain link', () => {
    const result = first(fixtureMarket(), 'petrol price', 'en');
    expect(result).toMatchObject({ type: 'page', url: '/en/fuel-price-in-nepal', answer: false });
    expect(result.description).not.toContain('Rs');
  });
});
